// The one reducer for server event batches: a single switch over `event.kind` that hands each kind to
// its domain's handler. A new domain adds its slice to EventDomains and one case per kind here.
import type { ServerEvent } from '../../../shared/events';
import {
  handleChannelFolderAdd,
  handleChannelFolderReorder,
  handleChannelFolderUpdate,
} from './channel-folders';
import { unhandledKey } from './diagnostics';
import { closeMaps, openMaps } from './batch-maps';
import type { EventDomains } from './domains';
import {
  handleFlagsAdd,
  handleFlagsRemove,
  handleReactionAdd,
  handleReactionRemove,
  handleSubmessage,
} from './message-flag-events';
import { handleDeleteMessage, handleMessage, handleUpdateMessage } from './message-events';
import { handleOutboxMessage } from './outbox';
import { messageContext } from './message-context';
import { handleRecentDmMessage } from './recent-dms';
import {
  handleUnreadDelete,
  handleUnreadFlagsAdd,
  handleUnreadFlagsRemove,
  handleUnreadMessage,
  handleUnreadUpdateMessage,
} from './unread-events';
import { handleOwnUserUpdate, handleRealmUpdate, handleRealmUpdateDict, handleRestart } from './realm';
import { handleStreamCreate, handleStreamDelete, handleStreamUpdate } from './stream-events';
import {
  handleSubscriptionAdd,
  handleSubscriptionPeerAdd,
  handleSubscriptionPeerRemove,
  handleSubscriptionRemove,
  handleSubscriptionUpdate,
} from './subscription-events';
import { handlePresence } from './presence';
import { handleTypingStart, handleTypingStop } from './typing';
import { handleRealmUserAdd, handleRealmUserRemove, handleRealmUserUpdate } from './user-events';
import { handleUserStatus } from './user-status';
import {
  handleLegacyDisplaySettings,
  handleLegacyGlobalNotifications,
  handleUserSettingsUpdate,
} from './user-settings';
import { handleAlertWords } from './alert-words';
import { handleAttachmentRemove, handleAttachmentUpsert } from './attachments';
import { handleCustomProfileFields } from './custom-profile-fields';
import { handleDefaultStreamGroups, handleDefaultStreams } from './default-channels';
import { handleDeviceAdd, handleDeviceRemove, handleDeviceUpdate } from './devices';
import { handleDraftsAdd, handleDraftsRemove, handleDraftsUpdate } from './drafts';
import { handleInvitesChanged } from './invites';
import { handleMutedUsers } from './muted-users';
import { handleRealmEmojiAdd, handleRealmEmojiUpdate, handleRealmEmojiUpdateOne } from './realm-emoji';
import {
  handleRealmDeactivated,
  handleRealmSettingUpdate,
  handleRealmSettingUpdateDict,
  handleUserSettingsDefaultsUpdate,
} from './realm-settings';
import { handleSavedSnippetRemove, handleSavedSnippetUpsert } from './saved-snippets';
import {
  handleRemindersAdd,
  handleRemindersRemove,
  handleScheduledMessagesAdd,
  handleScheduledMessagesRemove,
  handleScheduledMessagesUpdate,
} from './scheduled-messages';
import {
  handleGroupsOnUserUpdate,
  handleUserGroupAdd,
  handleUserGroupMembers,
  handleUserGroupRemove,
  handleUserGroupSubgroups,
  handleUserGroupUpdate,
} from './user-groups';
import { handleMutedTopics, handleUserTopic } from './user-topics';
import { handleHasToken } from './video-call-tokens';

export type { EventDomains };

/**
 * Applies one batch in order to a working copy of the domains (one store update per batch, not per
 * event). Unknown events and the kinds deliberately not stored are counted into `unhandled` and
 * logged at debug level; nothing in
 * here throws on unexpected input, because a throw would abandon the rest of the batch. `now` is the
 * batch's arrival time (ms since the epoch), for state that expires, such as typing.
 */
export function reduceEvents(
  domains: EventDomains,
  events: readonly ServerEvent[],
  unhandled: Map<string, number>,
  now: number,
): EventDomains {
  const opened = openMaps(domains);
  const d: EventDomains = { ...opened };
  const ctx = messageContext(d);
  for (const event of events) {
    switch (event.kind) {
      case 'subscription/add':
        d.channels = handleSubscriptionAdd(d.channels, event);
        break;
      case 'subscription/remove':
        d.channels = handleSubscriptionRemove(d.channels, event, d.realm.ownUserId);
        break;
      case 'subscription/update':
        d.channels = handleSubscriptionUpdate(d.channels, event);
        break;
      case 'subscription/peer_add':
        d.channels = handleSubscriptionPeerAdd(d.channels, event);
        break;
      case 'subscription/peer_remove':
        d.channels = handleSubscriptionPeerRemove(d.channels, event);
        break;
      case 'stream/create':
        d.channels = handleStreamCreate(d.channels, event);
        break;
      case 'stream/delete':
        d.channels = handleStreamDelete(d.channels, event);
        break;
      case 'stream/update':
        d.channels = handleStreamUpdate(d.channels, event);
        break;
      case 'channel_folder/add':
        d.channelFolders = handleChannelFolderAdd(d.channelFolders, event);
        break;
      case 'channel_folder/update':
        d.channelFolders = handleChannelFolderUpdate(d.channelFolders, event);
        break;
      case 'channel_folder/reorder':
        d.channelFolders = handleChannelFolderReorder(d.channelFolders, event);
        break;
      case 'restart':
        d.realm = handleRestart(d.realm, event);
        break;
      case 'realm/update':
        d.realm = handleRealmUpdate(d.realm, event);
        d.realmSettings = handleRealmSettingUpdate(d.realmSettings, event);
        break;
      case 'realm/update_dict':
        d.realm = handleRealmUpdateDict(d.realm, event);
        d.realmSettings = handleRealmSettingUpdateDict(d.realmSettings, event);
        break;
      case 'user_settings/update':
        d.userSettings = handleUserSettingsUpdate(d.userSettings, event);
        break;
      case 'update_display_settings':
        d.userSettings = handleLegacyDisplaySettings(d.userSettings, event);
        break;
      case 'update_global_notifications':
        d.userSettings = handleLegacyGlobalNotifications(d.userSettings, event);
        break;
      case 'realm_user/update':
        d.users = handleRealmUserUpdate(d.users, event);
        d.realm = handleOwnUserUpdate(d.realm, event);
        d.userGroups = handleGroupsOnUserUpdate(d.userGroups, event);
        break;
      case 'realm_user/add':
        d.users = handleRealmUserAdd(d.users, event);
        break;
      case 'realm_user/remove':
        d.users = handleRealmUserRemove(d.users, event);
        break;
      case 'user_status':
        d.userStatus = handleUserStatus(d.userStatus, event);
        break;
      case 'presence':
        d.presence = handlePresence(d.presence, event);
        break;
      case 'typing/start':
        d.typing = handleTypingStart(d.typing, event, now);
        break;
      case 'typing/stop':
        d.typing = handleTypingStop(d.typing, event, now);
        break;
      case 'message':
        d.messages = handleMessage(d.messages, event, ctx);
        d.outbox = handleOutboxMessage(d.outbox, event);
        d.unread = handleUnreadMessage(d.unread, event, ctx.ownUserId);
        d.recentDms = handleRecentDmMessage(d.recentDms, event, ctx.ownUserId);
        break;
      case 'update_message':
        d.messages = handleUpdateMessage(d.messages, event, ctx);
        d.unread = handleUnreadUpdateMessage(d.unread, event, ctx.ownUserId);
        break;
      case 'delete_message':
        d.messages = handleDeleteMessage(d.messages, event);
        d.unread = handleUnreadDelete(d.unread, event);
        break;
      case 'update_message_flags/add':
        d.messages = handleFlagsAdd(d.messages, event, ctx);
        d.unread = handleUnreadFlagsAdd(d.unread, event);
        break;
      case 'update_message_flags/remove':
        d.unread = handleUnreadFlagsRemove(d.unread, event, ctx.ownUserId, d.messages);
        d.messages = handleFlagsRemove(d.messages, event, ctx);
        break;
      case 'reaction/add':
        d.messages = handleReactionAdd(d.messages, event);
        break;
      case 'reaction/remove':
        d.messages = handleReactionRemove(d.messages, event);
        break;
      case 'submessage':
        d.messages = handleSubmessage(d.messages, event);
        break;
      case 'user_topic':
        d.userTopics = handleUserTopic(d.userTopics, event);
        break;
      case 'muted_topics':
        d.userTopics = handleMutedTopics(d.userTopics, event, d.channels);
        break;
      case 'alert_words':
        d.alertWords = handleAlertWords(d.alertWords, event);
        break;
      case 'custom_profile_fields':
        d.customProfileFields = handleCustomProfileFields(d.customProfileFields, event);
        break;
      case 'default_streams':
        d.defaultChannels = handleDefaultStreams(d.defaultChannels, event);
        break;
      case 'default_stream_groups':
        d.defaultChannels = handleDefaultStreamGroups(d.defaultChannels, event);
        break;
      case 'attachment/add':
      case 'attachment/update':
        d.attachments = handleAttachmentUpsert(d.attachments, event);
        break;
      case 'attachment/remove':
        d.attachments = handleAttachmentRemove(d.attachments, event);
        break;
      case 'device/add':
        d.devices = handleDeviceAdd(d.devices, event);
        break;
      case 'device/remove':
        d.devices = handleDeviceRemove(d.devices, event);
        break;
      case 'device/update':
        d.devices = handleDeviceUpdate(d.devices, event);
        break;
      case 'drafts/add':
        d.drafts = handleDraftsAdd(d.drafts, event);
        break;
      case 'drafts/update':
        d.drafts = handleDraftsUpdate(d.drafts, event);
        break;
      case 'drafts/remove':
        d.drafts = handleDraftsRemove(d.drafts, event);
        break;
      case 'saved_snippets/add':
      case 'saved_snippets/update':
        d.savedSnippets = handleSavedSnippetUpsert(d.savedSnippets, event);
        break;
      case 'saved_snippets/remove':
        d.savedSnippets = handleSavedSnippetRemove(d.savedSnippets, event);
        break;
      case 'scheduled_messages/add':
        d.scheduledMessages = handleScheduledMessagesAdd(d.scheduledMessages, event);
        break;
      case 'scheduled_messages/update':
        d.scheduledMessages = handleScheduledMessagesUpdate(d.scheduledMessages, event);
        break;
      case 'scheduled_messages/remove':
        d.scheduledMessages = handleScheduledMessagesRemove(d.scheduledMessages, event);
        break;
      case 'reminders/add':
        d.scheduledMessages = handleRemindersAdd(d.scheduledMessages, event);
        break;
      case 'reminders/remove':
        d.scheduledMessages = handleRemindersRemove(d.scheduledMessages, event);
        break;
      case 'user_group/add':
        d.userGroups = handleUserGroupAdd(d.userGroups, event);
        break;
      case 'user_group/update':
        d.userGroups = handleUserGroupUpdate(d.userGroups, event);
        break;
      case 'user_group/add_members':
      case 'user_group/remove_members':
        d.userGroups = handleUserGroupMembers(d.userGroups, event);
        break;
      case 'user_group/add_subgroups':
      case 'user_group/remove_subgroups':
        d.userGroups = handleUserGroupSubgroups(d.userGroups, event);
        break;
      case 'user_group/remove':
        d.userGroups = handleUserGroupRemove(d.userGroups, event);
        break;
      case 'muted_users':
        d.mutedUsers = handleMutedUsers(d.mutedUsers, event);
        break;
      case 'realm_emoji/update':
        d.realmEmoji = handleRealmEmojiUpdate(d.realmEmoji, event);
        break;
      case 'realm_emoji/add':
        d.realmEmoji = handleRealmEmojiAdd(d.realmEmoji, event);
        break;
      case 'realm_emoji/update_one':
        d.realmEmoji = handleRealmEmojiUpdateOne(d.realmEmoji, event);
        break;
      case 'realm/deactivated':
        d.realmSettings = handleRealmDeactivated(d.realmSettings, event);
        break;
      case 'realm_user_settings_defaults/update':
        d.realmSettings = handleUserSettingsDefaultsUpdate(d.realmSettings, event);
        break;
      case 'has_token':
        d.videoCallTokens = handleHasToken(d.videoCallTokens, event);
        break;
      case 'invites_changed':
        d.invites = handleInvitesChanged(d.invites, event);
        break;
      // Nothing to store: main already advanced the queue, and a desktop client never reloads itself.
      case 'heartbeat':
      case 'web_reload_client':
        break;
      // Deliberately not stored, because no view of this client shows them (the register sections
      // behind them are not read either: realm-settings.ts). Counted in diagnostics all the same.
      // - typing_edit_message: the compose box shows who is typing a new message, not who edits.
      // - realm_bot: no bot administration; bots as people arrive by realm_user events.
      // - realm_linkifiers, realm_playgrounds: the server sends linkified HTML; no playground links.
      // - realm_domains, realm_export, realm_export_consent: organization administration is not offered.
      // - navigation_view: the sidebar's views are fixed, not the web app's configurable ones.
      // - onboarding_steps: the web app's guided tours.
      case 'typing_edit_message/start':
      case 'typing_edit_message/stop':
      case 'realm_bot/add':
      case 'realm_bot/update':
      case 'realm_bot/delete':
      case 'realm_linkifiers':
      case 'realm_playgrounds':
      case 'realm_domains/add':
      case 'realm_domains/change':
      case 'realm_domains/remove':
      case 'realm_export':
      case 'realm_export_consent':
      case 'navigation_view/add':
      case 'navigation_view/update':
      case 'navigation_view/remove':
      case 'onboarding_steps':
        noteUnhandled(unhandled, event);
        break;
      case 'unknown':
        noteUnhandled(unhandled, event);
        break;
      default:
        // Every kind has a case above: a new kind in shared/events fails to compile here.
        event satisfies never;
    }
  }
  return closeMaps(d, opened, domains);
}

function noteUnhandled(unhandled: Map<string, number>, event: ServerEvent): void {
  const key = unhandledKey(event);
  unhandled.set(key, (unhandled.get(key) ?? 0) + 1);
  if (event.kind === 'unknown') console.debug(`Threadline: unknown event (${event.reason})`, event.raw);
  else console.debug(`Threadline: ${event.kind} is not stored`, event);
}
