// User topics slice: the user's visibility policy per topic (muted, unmuted, followed). Only topics
// with a policy other than "none" are kept, keyed as the rest of the app names a topic.
import type { EventOfKind } from '../../../shared/events';
import { VisibilityPolicy, type UserTopic } from '../../../shared/objects';
import { channelsFromSnapshot, findChannelByName, type ChannelsState } from './channels';
import { topicKey } from './conversation-key';
import { Map as ImmutableMap } from 'immutable';
import { sameJson } from './same-json';
import { readList, type Snapshot } from './snapshot-read';

export interface UserTopicsState {
  /** By topicKey(stream_id, topic_name). */
  byKey: ImmutableMap<string, UserTopic>;
  /**
   * The server predates user_topic (feature level 134) and sent the legacy muted_topics list. Newer
   * servers send both kinds of event to clients that did not filter types; then the legacy one is
   * ignored, because it cannot express unmuted or followed topics.
   */
  legacy: boolean;
}

export const initialUserTopics: UserTopicsState = { byKey: ImmutableMap(), legacy: false };

export function userTopicsFromSnapshot(snapshot: Snapshot): UserTopicsState {
  if (!Array.isArray(snapshot.user_topics) && Array.isArray(snapshot.muted_topics)) {
    return { byKey: fromMutedTopics(snapshot.muted_topics, channelsFromSnapshot(snapshot)), legacy: true };
  }
  const topics = readList<UserTopic>(
    snapshot,
    'user_topics',
    (item) => typeof item.stream_id === 'number' && typeof item.topic_name === 'string',
  );
  const kept = topics.filter((topic) => topic.visibility_policy !== VisibilityPolicy.None);
  return { byKey: ImmutableMap(kept.map((topic) => [keyOf(topic), topic])), legacy: false };
}

const keyOf = (topic: UserTopic) => topicKey(topic.stream_id, topic.topic_name);

/** The policy of one topic; 0 (none) when nothing is set. */
export function visibilityPolicyOf(state: UserTopicsState, streamId: number, topic: string): number {
  return policyByKey(state, topicKey(streamId, topic));
}

/** visibilityPolicyOf for a topic already named by its topicKey. */
export function policyByKey(state: UserTopicsState, key: string): number {
  return state.byKey.get(key)?.visibility_policy ?? VisibilityPolicy.None;
}

const NO_POLICIES: ReadonlyMap<string, number> = new Map();

/**
 * Each topic's policy by topicKey in a native map. Unread counts (memoised per store) look a policy
 * up for every unread conversation, thousands of them, among the few topics that have one: a
 * native map keeps each string's hash, where the Immutable map hashes the key afresh each time. A
 * value may be missing from malformed server data: callers read `?? None`.
 */
export function topicPolicies(state: UserTopicsState): ReadonlyMap<string, number> {
  if (state.byKey.size === 0) return NO_POLICIES;
  const index = new Map<string, number>();
  for (const [key, topic] of state.byKey) index.set(key, topic.visibility_policy);
  return index;
}

export function handleUserTopic(state: UserTopicsState, event: EventOfKind<'user_topic'>): UserTopicsState {
  const topic: UserTopic = {
    stream_id: event.stream_id,
    topic_name: event.topic_name,
    last_updated: event.last_updated,
    visibility_policy: event.visibility_policy,
  };
  const key = keyOf(topic);
  const known = state.byKey.get(key);
  if (topic.visibility_policy === VisibilityPolicy.None) {
    if (known === undefined) return state.legacy ? { ...state, legacy: false } : state;
    return { byKey: state.byKey.delete(key), legacy: false };
  }
  if (!state.legacy && sameJson(known, topic)) return state;
  return { byKey: state.byKey.set(key, topic), legacy: false };
}

/** The whole list of muted topics as [channel name, topic, timestamp?]; used only by old servers. */
export function handleMutedTopics(
  state: UserTopicsState,
  event: EventOfKind<'muted_topics'>,
  channels: ChannelsState,
): UserTopicsState {
  if (!state.legacy) return state;
  const byKey = fromMutedTopics(event.muted_topics, channels);
  return sameJson(byKey, state.byKey) ? state : { byKey, legacy: true };
}

function fromMutedTopics(list: unknown[], channels: ChannelsState): ImmutableMap<string, UserTopic> {
  const byKey = new Map<string, UserTopic>();
  for (const entry of list) {
    if (!Array.isArray(entry)) continue;
    const [channelName, topicName, timestamp] = entry as unknown[];
    if (typeof channelName !== 'string' || typeof topicName !== 'string') continue;
    // Topics of channels the user cannot see any more cannot be shown either.
    const channel = findChannelByName(channels, channelName);
    if (channel === undefined) continue;
    const topic: UserTopic = {
      stream_id: channel.stream_id,
      topic_name: topicName,
      last_updated: typeof timestamp === 'number' ? timestamp : 0,
      visibility_policy: VisibilityPolicy.Muted,
    };
    byKey.set(keyOf(topic), topic);
  }
  return ImmutableMap(byKey);
}
