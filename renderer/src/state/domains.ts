// The registry of event-fed slices. Each domain says how it starts and how a register snapshot
// fills it; the store loops over this table, so adding a domain is one entry here plus its cases in
// apply-events.ts.
import {
  channelFoldersFromSnapshot,
  initialChannelFolders,
  type ChannelFoldersState,
} from './channel-folders';
import { channelsFromSnapshot, initialChannels, type ChannelsState } from './channels';
import { initialOutbox, outboxFromSnapshot, type OutboxState } from './outbox';
import { initialRealm, realmFromSnapshot, type RealmState } from './realm';
import type { Snapshot } from './snapshot-read';
import { initialPresence, presenceFromSnapshot, type PresenceState } from './presence';
import { initialTyping, typingFromSnapshot, type TypingState } from './typing';
import { initialUserStatus, userStatusFromSnapshot, type UserStatusState } from './user-status';
import { initialUsers, usersFromSnapshot, type UsersState } from './users';
import { initialUserSettings, userSettingsFromSnapshot, type UserSettingsState } from './user-settings';
import { initialMessages, messagesFromSnapshot, type MessagesState } from './messages';
import { initialUnread, unreadFromSnapshot, type UnreadState } from './unread';
import { initialRecentDms, recentDmsFromSnapshot, type RecentDmsState } from './recent-dms';
import { alertWordsFromSnapshot, initialAlertWords, type AlertWordsState } from './alert-words';
import { attachmentsFromSnapshot, initialAttachments, type AttachmentsState } from './attachments';
import {
  customProfileFieldsFromSnapshot,
  initialCustomProfileFields,
  type CustomProfileFieldsState,
} from './custom-profile-fields';
import {
  defaultChannelsFromSnapshot,
  initialDefaultChannels,
  type DefaultChannelsState,
} from './default-channels';
import { devicesFromSnapshot, initialDevices, type DevicesState } from './devices';
import { draftsFromSnapshot, initialDrafts, type DraftsState } from './drafts';
import { initialInvites, invitesFromSnapshot, type InvitesState } from './invites';
import { initialMutedUsers, mutedUsersFromSnapshot, type MutedUsersState } from './muted-users';
import { initialRealmEmoji, realmEmojiFromSnapshot, type RealmEmojiState } from './realm-emoji';
import { initialRealmSettings, realmSettingsFromSnapshot, type RealmSettingsState } from './realm-settings';
import { initialSavedSnippets, savedSnippetsFromSnapshot, type SavedSnippetsState } from './saved-snippets';
import {
  initialScheduledMessages,
  scheduledMessagesFromSnapshot,
  type ScheduledMessagesState,
} from './scheduled-messages';
import { initialUserGroups, userGroupsFromSnapshot, type UserGroupsState } from './user-groups';
import { initialUserTopics, userTopicsFromSnapshot, type UserTopicsState } from './user-topics';
import {
  initialVideoCallTokens,
  videoCallTokensFromSnapshot,
  type VideoCallTokensState,
} from './video-call-tokens';

/** The slices server events feed. Handlers return the same object when nothing changed. */
export interface EventDomains {
  realm: RealmState;
  channels: ChannelsState;
  channelFolders: ChannelFoldersState;
  outbox: OutboxState;
  userSettings: UserSettingsState;
  users: UsersState;
  userStatus: UserStatusState;
  presence: PresenceState;
  typing: TypingState;
  messages: MessagesState;
  unread: UnreadState;
  recentDms: RecentDmsState;
  userTopics: UserTopicsState;
  alertWords: AlertWordsState;
  customProfileFields: CustomProfileFieldsState;
  defaultChannels: DefaultChannelsState;
  attachments: AttachmentsState;
  devices: DevicesState;
  drafts: DraftsState;
  savedSnippets: SavedSnippetsState;
  scheduledMessages: ScheduledMessagesState;
  userGroups: UserGroupsState;
  mutedUsers: MutedUsersState;
  realmEmoji: RealmEmojiState;
  realmSettings: RealmSettingsState;
  videoCallTokens: VideoCallTokensState;
  invites: InvitesState;
}

interface DomainSpec<T> {
  initial: T;
  /** `previous` is the slice before this register, for the few slices that outlive a queue. */
  fromSnapshot(snapshot: Snapshot, previous: T): T;
}

export const DOMAINS: { [K in keyof EventDomains]: DomainSpec<EventDomains[K]> } = {
  realm: { initial: initialRealm, fromSnapshot: realmFromSnapshot },
  channels: { initial: initialChannels, fromSnapshot: channelsFromSnapshot },
  channelFolders: { initial: initialChannelFolders, fromSnapshot: channelFoldersFromSnapshot },
  outbox: { initial: initialOutbox, fromSnapshot: outboxFromSnapshot },
  userSettings: { initial: initialUserSettings, fromSnapshot: userSettingsFromSnapshot },
  users: { initial: initialUsers, fromSnapshot: usersFromSnapshot },
  userStatus: { initial: initialUserStatus, fromSnapshot: userStatusFromSnapshot },
  presence: { initial: initialPresence, fromSnapshot: presenceFromSnapshot },
  typing: { initial: initialTyping, fromSnapshot: typingFromSnapshot },
  messages: { initial: initialMessages, fromSnapshot: messagesFromSnapshot },
  unread: { initial: initialUnread, fromSnapshot: unreadFromSnapshot },
  recentDms: { initial: initialRecentDms, fromSnapshot: recentDmsFromSnapshot },
  userTopics: { initial: initialUserTopics, fromSnapshot: userTopicsFromSnapshot },
  alertWords: { initial: initialAlertWords, fromSnapshot: alertWordsFromSnapshot },
  customProfileFields: { initial: initialCustomProfileFields, fromSnapshot: customProfileFieldsFromSnapshot },
  defaultChannels: { initial: initialDefaultChannels, fromSnapshot: defaultChannelsFromSnapshot },
  attachments: { initial: initialAttachments, fromSnapshot: attachmentsFromSnapshot },
  devices: { initial: initialDevices, fromSnapshot: devicesFromSnapshot },
  drafts: { initial: initialDrafts, fromSnapshot: draftsFromSnapshot },
  savedSnippets: { initial: initialSavedSnippets, fromSnapshot: savedSnippetsFromSnapshot },
  scheduledMessages: { initial: initialScheduledMessages, fromSnapshot: scheduledMessagesFromSnapshot },
  userGroups: { initial: initialUserGroups, fromSnapshot: userGroupsFromSnapshot },
  mutedUsers: { initial: initialMutedUsers, fromSnapshot: mutedUsersFromSnapshot },
  realmEmoji: { initial: initialRealmEmoji, fromSnapshot: realmEmojiFromSnapshot },
  realmSettings: { initial: initialRealmSettings, fromSnapshot: realmSettingsFromSnapshot },
  videoCallTokens: { initial: initialVideoCallTokens, fromSnapshot: videoCallTokensFromSnapshot },
  invites: { initial: initialInvites, fromSnapshot: invitesFromSnapshot },
};

const DOMAIN_KEYS = Object.keys(DOMAINS) as (keyof EventDomains)[];

export function initialDomains(): EventDomains {
  const domains = {} as Record<keyof EventDomains, unknown>;
  for (const key of DOMAIN_KEYS) domains[key] = DOMAINS[key].initial;
  return domains as EventDomains;
}

export function domainsFromSnapshot(snapshot: Snapshot, previous?: EventDomains): EventDomains {
  const domains = {} as Record<keyof EventDomains, unknown>;
  for (const key of DOMAIN_KEYS) domains[key] = fromSnapshotOf(key, snapshot, previous);
  return domains as EventDomains;
}

function fromSnapshotOf<K extends keyof EventDomains>(
  key: K,
  snapshot: Snapshot,
  previous: EventDomains | undefined,
): EventDomains[K] {
  const spec: DomainSpec<EventDomains[K]> = DOMAINS[key];
  return spec.fromSnapshot(snapshot, previous?.[key] ?? spec.initial);
}

/** The domains whose object changed between two states (handlers keep unchanged objects). */
export function changedDomains(before: EventDomains, after: EventDomains): Partial<EventDomains> {
  const changed: Partial<Record<keyof EventDomains, unknown>> = {};
  for (const key of DOMAIN_KEYS) if (after[key] !== before[key]) changed[key] = after[key];
  return changed as Partial<EventDomains>;
}
