// Topic names as the API takes them, the channel topics policy, and the bookkeeping of a channel's
// topic index and sorted message-id lists when messages arrive, move or go away.
import { LIMITS, type Realm } from '../../realm/realm';
import type { ChannelRecord } from '../../realm/types';
import { badRequest } from '../../http/failure';
import { cutToCodePoints } from '../../../shared/code-points';

export const NO_TOPIC_LITERAL = '(no topic)';
export const RESOLVED_PREFIX = '✔ ';

/** Spec convention 8: "(no topic)" and the realm's display name both mean the empty topic. */
export function normalizeTopic(realm: Realm, raw: string): string {
  const topic = raw.trim();
  if (topic === NO_TOPIC_LITERAL || topic === realm.settings.empty_topic_display_name) return '';
  if (topic.includes('\u0000')) throw badRequest('Topic must not contain null bytes');
  // The real server shortens an overlong topic rather than refusing it.
  return cutToCodePoints(topic, LIMITS.max_topic_length, '...');
}

/** The channel's policy with "inherit" resolved to the organization's. */
export function effectiveTopicsPolicy(realm: Realm, channel: ChannelRecord): string {
  return channel.topics_policy === 'inherit' ? realm.settings.topics_policy : channel.topics_policy;
}

/** Refuses a topic the channel's policy does not allow. */
export function checkTopicAllowed(realm: Realm, channel: ChannelRecord, topic: string): void {
  const policy = effectiveTopicsPolicy(realm, channel);
  if (topic === '' && policy === 'disable_empty_topic') {
    throw badRequest('Topics are required in this organization.');
  }
  if (topic !== '' && policy === 'empty_topic_only') {
    throw badRequest(
      `Only the "${realm.settings.empty_topic_display_name}" topic is allowed in this channel.`,
    );
  }
}

export const topicKey = (topic: string): string => topic.toLowerCase();

/** Index of the first element ≥ id in an ascending list. */
export function lowerBound(sorted: readonly number[], id: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function insertSorted(sorted: number[], id: number): void {
  const at = lowerBound(sorted, id);
  if (sorted[at] !== id) sorted.splice(at, 0, id);
}

export function removeSorted(sorted: number[], id: number): void {
  const at = lowerBound(sorted, id);
  if (sorted[at] === id) sorted.splice(at, 1);
}

/**
 * Re-derives one topic's entry (display name and newest id) from the channel's messages, dropping
 * it when no message is left. Walks from the newest message, so a busy topic is found quickly.
 */
export function refreshTopic(realm: Realm, channel: ChannelRecord, topic: string): void {
  const key = topicKey(topic);
  for (let i = channel.message_ids.length - 1; i >= 0; i--) {
    const message = realm.messages.get(channel.message_ids[i] as number);
    if (message && topicKey(message.topic) === key) {
      channel.topics.set(key, { name: message.topic, max_id: message.id });
      return;
    }
  }
  channel.topics.delete(key);
}

export function refreshFirstMessageId(channel: ChannelRecord): void {
  channel.first_message_id = channel.message_ids[0] ?? null;
}
