// One comparable view per domain, from the server's truth and from the store, so the convergence
// test can say "equal" or list what differs. Each side is brought to the register's shape: maps
// by ID, ID lists sorted, and nothing the client never asked for.
import { Map as ImmutableMap } from 'immutable';
import type { AppStore } from '../../../renderer/src/state/store';

type Obj = Record<string, unknown>;
export type DomainViews = Record<string, unknown>;

const list = (value: unknown): Obj[] => (Array.isArray(value) ? (value as Obj[]) : []);
const sortIds = (ids: unknown) => (Array.isArray(ids) ? [...(ids as number[])].sort((a, b) => a - b) : ids);

function keyed(items: readonly Obj[], key: (item: Obj) => string): Record<string, Obj> {
  const out: Record<string, Obj> = {};
  for (const item of items) out[key(item)] = item;
  return out;
}

const byField = (field: string) => (item: Obj) => String(item[field]);

/** Channels by ID with their subscriber lists sorted; `streams` entries never carry one. */
function channelMap(items: readonly Obj[], withSubscribers: boolean): Record<string, Obj> {
  return keyed(
    items.map((channel) => {
      const { subscribers, partial_subscribers: _partial, ...rest } = channel;
      return withSubscribers && subscribers !== undefined
        ? { ...rest, subscribers: sortIds(subscribers) }
        : rest;
    }),
    byField('stream_id'),
  );
}

const topicKey = (topic: Obj) => `${String(topic.stream_id)}:${String(topic.topic_name).toLowerCase()}`;

type MapKey = string | number;

/** An Immutable map's entries. The soak reads the store as JSON, where such a map is a plain record. */
export function entriesOf<V>(map: ImmutableMap<MapKey, V> | Readonly<Record<string, V>>): [MapKey, V][] {
  return ImmutableMap.isMap(map) ? [...(map as ImmutableMap<MapKey, V>).entries()] : Object.entries(map);
}

const valuesOf = <V>(map: ImmutableMap<MapKey, V> | Readonly<Record<string, V>>): V[] =>
  entriesOf(map).map(([, value]) => value);

const unreadIds = (s: AppStore) =>
  [...new Set(entriesOf(s.unread.conversations).flatMap(([, c]) => c.ids))].sort((a, b) => a - b);

export function storeViews(s: AppStore): DomainViews {
  return {
    subscriptions: channelMap(valuesOf(s.channels.subscriptions), true),
    unsubscribed: channelMap(valuesOf(s.channels.unsubscribed), true),
    neverSubscribed: channelMap(valuesOf(s.channels.neverSubscribed), true),
    streams: channelMap(valuesOf(s.channels.streams), false),
    channelFolders: keyed(valuesOf(s.channelFolders.byId), byField('id')),
    userTopics: keyed(
      entriesOf(s.userTopics.byKey).map(([, topic]) => topic),
      topicKey,
    ),
    activeUsers: keyed(valuesOf(s.users.active), byField('user_id')),
    inactiveUsers: keyed(valuesOf(s.users.inactive), byField('user_id')),
    userSettings: s.userSettings.values,
    userStatus: Object.fromEntries(entriesOf(s.userStatus.byUser)),
    unreadMessageIds: unreadIds(s),
    alertWords: [...s.alertWords.words].sort(),
    drafts: keyed(valuesOf(s.drafts.byId), byField('id')),
    savedSnippets: keyed(valuesOf(s.savedSnippets.byId), byField('id')),
    customProfileFields: s.customProfileFields.fields,
    defaultStreams: sortIds(s.defaultChannels.streamIds),
    realmSettings: s.realmSettings.values,
  };
}

export function truthViews(truth: Obj): DomainViews {
  const { available_notification_sounds: _s, emojiset_choices: _e, ...settings } = truth.user_settings as Obj;
  const realm: Obj = {};
  for (const [key, value] of Object.entries(truth)) if (key.startsWith('realm_')) realm[key.slice(6)] = value;
  return {
    subscriptions: channelMap(list(truth.subscriptions), true),
    unsubscribed: channelMap(list(truth.unsubscribed), true),
    neverSubscribed: channelMap(list(truth.never_subscribed), true),
    streams: channelMap(list(truth.streams), false),
    channelFolders: keyed(list(truth.channel_folders), byField('id')),
    userTopics: keyed(list(truth.user_topics), topicKey),
    activeUsers: keyed(list(truth.realm_users), byField('user_id')),
    inactiveUsers: keyed(list(truth.realm_non_active_users), byField('user_id')),
    userSettings: settings,
    userStatus: truth.user_status,
    unreadMessageIds: truth.unread_message_ids,
    alertWords: [...(truth.alert_words as string[])].sort(),
    drafts: keyed(list(truth.drafts), byField('id')),
    savedSnippets: keyed(list(truth.saved_snippets), byField('id')),
    customProfileFields: truth.custom_profile_fields,
    defaultStreams: sortIds(truth.realm_default_streams),
    realmSettings: realm,
  };
}

/**
 * What the client cannot know is taken out of the server's side: subscriber lists of channels it
 * has no list for (register ran without include_subscribers; joins bring one), organization
 * sections that are slices of their own, and user settings the client does not model.
 */
export function alignToClient(store: DomainViews, truth: DomainViews): DomainViews {
  const aligned: DomainViews = { ...truth };
  for (const domain of ['subscriptions', 'unsubscribed', 'neverSubscribed']) {
    const mine = store[domain] as Record<string, Obj>;
    const theirs = { ...(truth[domain] as Record<string, Obj>) };
    for (const [id, channel] of Object.entries(theirs)) {
      if (mine[id] !== undefined && !('subscribers' in mine[id])) {
        const { subscribers: _dropped, ...rest } = channel;
        theirs[id] = rest;
      }
    }
    aligned[domain] = theirs;
  }
  const known = store.realmSettings as Obj;
  aligned.realmSettings = pick(truth.realmSettings as Obj, Object.keys(known));
  aligned.userSettings = pick(truth.userSettings as Obj, Object.keys(store.userSettings as Obj));
  return aligned;
}

function pick(source: Obj, keys: readonly string[]): Obj {
  const out: Obj = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}
