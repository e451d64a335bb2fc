// Realm slice: the organization and the signed-in user as the register snapshot describes them.
import type { EventOfKind } from '../../../shared/events';
import { readNumber, readString, type Snapshot } from './snapshot-read';

export interface RealmState {
  name: string;
  iconUrl: string | undefined;
  url: string;
  featureLevel: number;
  zulipVersion: string;
  ownUserId: number | null;
  ownEmail: string;
  ownFullName: string;
  /** The real address (delivery_email); '' when the server did not send it. */
  ownDeliveryEmail: string;
  /** 100 owner, 200 administrator, 300 moderator, 400 member, 600 guest; null before a snapshot. */
  ownRole: number | null;
  /** The signed-in account is a bot (bot storage is offered to bots only). */
  ownIsBot: boolean;
  /** The server, the organization and the account's permissions all allow web-public channels. */
  canCreateWebPublicChannels: boolean;
  maxStreamNameLength: number;
  maxStreamDescriptionLength: number;
  maxTopicLength: number;
  maxMessageLength: number;
  /** max_file_upload_size_mib (0: uploads are off); undefined when the server did not say. */
  maxFileUploadMib: number | undefined;
  /** How the empty topic is displayed (feature level 334+); '' when the server has no such name. */
  emptyTopicDisplayName: string;
  /** realm_topics_policy: whether channels that inherit it allow the empty topic. */
  topicsPolicy: string;
  /** server_typing_started_wait_period_milliseconds. */
  typingStartedWaitMs: number;
  /** server_typing_stopped_wait_period_milliseconds. */
  typingStoppedWaitMs: number;
}

// Servers before feature level 53 do not send the limits; these were their fixed values.
const LEGACY_LIMITS = { stream: 60, description: 1024, topic: 60, message: 10_000 };

// Servers before feature level 204 do not send the typing periods; these were their values.
const TYPING_FALLBACKS = { startedWait: 10_000, stoppedWait: 5_000 };

export const initialRealm: RealmState = {
  name: '',
  iconUrl: undefined,
  url: '',
  featureLevel: 0,
  zulipVersion: '',
  ownUserId: null,
  ownEmail: '',
  ownFullName: '',
  ownDeliveryEmail: '',
  ownRole: null,
  ownIsBot: false,
  canCreateWebPublicChannels: false,
  maxStreamNameLength: LEGACY_LIMITS.stream,
  maxStreamDescriptionLength: LEGACY_LIMITS.description,
  maxTopicLength: LEGACY_LIMITS.topic,
  maxMessageLength: LEGACY_LIMITS.message,
  maxFileUploadMib: undefined,
  emptyTopicDisplayName: '',
  topicsPolicy: 'allow_empty_topic',
  typingStartedWaitMs: TYPING_FALLBACKS.startedWait,
  typingStoppedWaitMs: TYPING_FALLBACKS.stoppedWait,
};

export function realmFromSnapshot(snapshot: Snapshot): RealmState {
  return {
    name: readString(snapshot, 'realm_name') ?? '',
    iconUrl: readString(snapshot, 'realm_icon_url'),
    // realm_uri is the pre-feature-level-257 name of realm_url.
    url: readString(snapshot, 'realm_url') ?? readString(snapshot, 'realm_uri') ?? '',
    featureLevel: readNumber(snapshot, 'zulip_feature_level') ?? 0,
    zulipVersion: readString(snapshot, 'zulip_version') ?? '',
    ownUserId: readNumber(snapshot, 'user_id') ?? null,
    ownEmail: readString(snapshot, 'email') ?? '',
    ownFullName: readString(snapshot, 'full_name') ?? '',
    ownDeliveryEmail: readString(snapshot, 'delivery_email') ?? '',
    ownRole: readNumber(snapshot, 'role') ?? legacyRole(snapshot),
    ownIsBot: snapshot.is_bot === true,
    canCreateWebPublicChannels: webPublicAllowed(snapshot),
    maxStreamNameLength: readNumber(snapshot, 'max_stream_name_length') ?? LEGACY_LIMITS.stream,
    maxStreamDescriptionLength:
      readNumber(snapshot, 'max_stream_description_length') ?? LEGACY_LIMITS.description,
    maxTopicLength: readNumber(snapshot, 'max_topic_length') ?? LEGACY_LIMITS.topic,
    maxMessageLength: readNumber(snapshot, 'max_message_length') ?? LEGACY_LIMITS.message,
    maxFileUploadMib: readNumber(snapshot, 'max_file_upload_size_mib'),
    emptyTopicDisplayName: readString(snapshot, 'realm_empty_topic_display_name') ?? '',
    topicsPolicy: readTopicsPolicy(snapshot),
    typingStartedWaitMs:
      readNumber(snapshot, 'server_typing_started_wait_period_milliseconds') ?? TYPING_FALLBACKS.startedWait,
    typingStoppedWaitMs:
      readNumber(snapshot, 'server_typing_stopped_wait_period_milliseconds') ?? TYPING_FALLBACKS.stoppedWait,
  };
}

// Servers before `role` (feature level 59) sent only the is_owner / is_admin / is_guest flags.
function legacyRole(snapshot: Snapshot): number | null {
  if (snapshot.is_owner === true) return 100;
  if (snapshot.is_admin === true) return 200;
  if (snapshot.is_guest === true) return 600;
  return typeof snapshot.user_id === 'number' ? 400 : null;
}

/** Administrators and owners (role 200 and 100). */
export function isOwnRoleAdmin(realm: RealmState): boolean {
  return realm.ownRole !== null && realm.ownRole <= 200;
}

/** realm_user/update about the signed-in user: keeps the own name, address and role current. */
export function handleOwnUserUpdate(realm: RealmState, event: EventOfKind<'realm_user/update'>): RealmState {
  const person = event.person;
  if (person.user_id !== realm.ownUserId) return realm;
  const next = { ...realm };
  if (typeof person.full_name === 'string') next.ownFullName = person.full_name;
  if (typeof person.delivery_email === 'string') next.ownDeliveryEmail = person.delivery_email;
  if (typeof person.role === 'number') next.ownRole = person.role;
  const changed =
    next.ownFullName !== realm.ownFullName ||
    next.ownDeliveryEmail !== realm.ownDeliveryEmail ||
    next.ownRole !== realm.ownRole;
  return changed ? next : realm;
}

// realm_mandatory_topics is the older, boolean form of realm_topics_policy.
function readTopicsPolicy(snapshot: Snapshot): string {
  const policy = readString(snapshot, 'realm_topics_policy');
  if (policy !== undefined) return policy;
  return snapshot.realm_mandatory_topics === true ? 'disable_empty_topic' : 'allow_empty_topic';
}

/** The server restarted with the queue intact, possibly on a new version. */
export function handleRestart(realm: RealmState, event: EventOfKind<'restart'>): RealmState {
  if (realm.featureLevel === event.zulip_feature_level && realm.zulipVersion === event.zulip_version) {
    return realm;
  }
  return { ...realm, featureLevel: event.zulip_feature_level, zulipVersion: event.zulip_version };
}

/** Only the settings this slice holds; the rest of the organization settings come with a later slice. */
export function handleRealmUpdate(realm: RealmState, event: EventOfKind<'realm/update'>): RealmState {
  if (event.property === 'name' && typeof event.value === 'string' && event.value !== realm.name) {
    return { ...realm, name: event.value };
  }
  if (event.property === 'topics_policy' && typeof event.value === 'string') {
    return event.value === realm.topicsPolicy ? realm : { ...realm, topicsPolicy: event.value };
  }
  return realm;
}

export function handleRealmUpdateDict(
  realm: RealmState,
  event: EventOfKind<'realm/update_dict'>,
): RealmState {
  const iconUrl = event.data.icon_url;
  if (event.property === 'icon' && typeof iconUrl === 'string' && iconUrl !== realm.iconUrl) {
    return { ...realm, iconUrl };
  }
  return realm;
}

/**
 * Web-public needs the server setting, spectator access and the account's permission. The
 * server-wide flag is not sent by every server, so only an explicit false from it counts.
 */
function webPublicAllowed(snapshot: Snapshot): boolean {
  return (
    snapshot.can_create_web_public_streams === true &&
    snapshot.realm_enable_spectator_access === true &&
    snapshot.server_web_public_streams_enabled !== false
  );
}
