// The register snapshot for one user. Each section appears only when its fetch type was asked for
// (or when nothing was asked for), as the real server does.
import { NOTIFICATION_SOUNDS } from '../../shared/settings';
import type { Realm } from '../realm/realm';
import { isAdmin, isGuest, isModerator, isOwner } from '../realm/roles';
import { avatarUrl, userToApi } from '../realm/serialize';
import type { UserRecord } from '../realm/types';
import { accessibleUserIds } from '../realm/visibility';
import { buildBotSections } from './bot-sections';
import { buildChannelSections } from './channels';
import { languageList } from './language-list';
import { buildRealmSection, serverConstants } from './realm-section';
import { buildUnreadMsgs } from './unread';
import { buildUserSections } from './user-sections';

export interface SnapshotOptions {
  fetchTypes: Set<string> | null;
  eventTypes: Set<string> | null;
  clientGravatar: boolean;
  includeSubscribers: boolean;
  capabilities: Record<string, boolean>;
  longpollTimeoutSeconds: number;
}

export function buildSnapshot(
  realm: Realm,
  user: UserRecord,
  options: SnapshotOptions,
): ReturnType<typeof serverConstants> & Record<string, unknown> {
  const want = (type: string) => options.fetchTypes === null || options.fetchTypes.has(type);
  const snapshot: ReturnType<typeof serverConstants> & Record<string, unknown> = serverConstants(
    realm.settings,
  );
  if (want('realm')) Object.assign(snapshot, buildRealmSection(realm, user, options.longpollTimeoutSeconds));
  if (want('realm_user')) {
    const visible = accessibleUserIds(realm, user);
    const view = { clientGravatar: options.clientGravatar, includeCustomProfileFields: true };
    const active: unknown[] = [];
    const inactive: unknown[] = [];
    for (const other of realm.users.values()) {
      if (!visible.has(other.user_id) || other.user_id === realm.settings.email_gateway_bot_id) continue;
      (other.is_active ? active : inactive).push(userToApi(realm, other, user, view));
    }
    Object.assign(snapshot, {
      realm_users: active,
      realm_non_active_users: inactive,
      cross_realm_bots: [],
      ...selfFields(realm, user),
    });
  }
  if (want('subscription') || want('stream')) {
    const sections = buildChannelSections(
      realm,
      user,
      options.includeSubscribers,
      options.capabilities.archived_channels === true,
    );
    if (want('subscription')) {
      Object.assign(snapshot, {
        subscriptions: sections.subscriptions,
        unsubscribed: sections.unsubscribed,
        never_subscribed: sections.never_subscribed,
      });
    }
    if (want('stream')) snapshot.streams = sections.streams;
  }
  const messageEvents =
    options.eventTypes === null ||
    (options.eventTypes.has('message') && options.eventTypes.has('update_message_flags'));
  if (want('message') && want('update_message_flags') && messageEvents) {
    snapshot.unread_msgs = buildUnreadMsgs(realm, user, options.capabilities.empty_topic_name === true);
  }
  if (want('message')) snapshot.max_message_id = realm.messageIds[realm.messageIds.length - 1] ?? -1;
  if (want('user_settings')) {
    snapshot.user_settings = {
      ...user.settings,
      available_notification_sounds: NOTIFICATION_SOUNDS.filter((s) => s !== 'none'),
      emojiset_choices: [
        { key: 'google', text: 'Modern' },
        { key: 'twitter', text: 'Social' },
        { key: 'text', text: 'Plain text' },
      ],
    };
    snapshot.language_list = languageList();
  }
  Object.assign(snapshot, buildUserSections(realm, user, want), buildBotSections(realm, user, want));
  return snapshot;
}

function selfFields(realm: Realm, user: UserRecord): Record<string, unknown> {
  return {
    user_id: user.user_id,
    email: user.email,
    delivery_email: user.delivery_email,
    full_name: user.full_name,
    is_admin: isAdmin(user),
    is_owner: isOwner(user),
    is_moderator: isModerator(user),
    is_guest: isGuest(user),
    is_bot: user.is_bot,
    role: user.role,
    avatar_source: user.avatar_source,
    avatar_url: avatarUrl(realm, user),
    avatar_url_medium: avatarUrl(realm, user),
  };
}
