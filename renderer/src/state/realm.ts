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
  maxStreamNameLength: number;
  maxStreamDescriptionLength: number;
  maxTopicLength: number;
  maxMessageLength: number;
  /** How the empty topic is displayed (feature level 334+); '' when the server has no such name. */
  emptyTopicDisplayName: string;
}

// Servers before feature level 53 do not send the limits; these were their fixed values.
const LEGACY_LIMITS = { stream: 60, description: 1024, topic: 60, message: 10_000 };

export const initialRealm: RealmState = {
  name: '',
  iconUrl: undefined,
  url: '',
  featureLevel: 0,
  zulipVersion: '',
  ownUserId: null,
  ownEmail: '',
  ownFullName: '',
  maxStreamNameLength: LEGACY_LIMITS.stream,
  maxStreamDescriptionLength: LEGACY_LIMITS.description,
  maxTopicLength: LEGACY_LIMITS.topic,
  maxMessageLength: LEGACY_LIMITS.message,
  emptyTopicDisplayName: '',
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
    maxStreamNameLength: readNumber(snapshot, 'max_stream_name_length') ?? LEGACY_LIMITS.stream,
    maxStreamDescriptionLength:
      readNumber(snapshot, 'max_stream_description_length') ?? LEGACY_LIMITS.description,
    maxTopicLength: readNumber(snapshot, 'max_topic_length') ?? LEGACY_LIMITS.topic,
    maxMessageLength: readNumber(snapshot, 'max_message_length') ?? LEGACY_LIMITS.message,
    emptyTopicDisplayName: readString(snapshot, 'realm_empty_topic_display_name') ?? '',
  };
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
  if (event.property === 'name' && typeof event.value === 'string') return { ...realm, name: event.value };
  return realm;
}

export function handleRealmUpdateDict(
  realm: RealmState,
  event: EventOfKind<'realm/update_dict'>,
): RealmState {
  const iconUrl = event.data.icon_url;
  if (event.property === 'icon' && typeof iconUrl === 'string') return { ...realm, iconUrl };
  return realm;
}
