// A channel's topics as the sidebar lists them: most recent first, the empty topic under the
// organization's display name, and each topic's visibility policy.
import { defineMessages } from 'react-intl';
import type { TopicEntry } from '../../../../shared/objects';
import { topicKey } from '../../state/conversation-key';
import { POLICY } from './topic-policy';

export interface TopicRow {
  /** The topic as the server names it ('' for the empty topic). */
  name: string;
  /** What to show: the name, or the display name of the empty topic. */
  label: string;
  isEmpty: boolean;
  maxId: number;
  policy: number;
}

export const emptyTopicMessages = defineMessages({
  /** Shown when the server gave no realm_empty_topic_display_name (before feature level 334). */
  fallback: { id: 'channels.topics.empty_topic_fallback', defaultMessage: 'general chat' },
});

/** Policies by topicKey(streamId, topic). */
export type TopicPolicies = ReadonlyMap<string, number>;

export function topicRows(
  streamId: number,
  topics: readonly TopicEntry[],
  policies: TopicPolicies,
  /** The organization's name for the empty topic, or the translated fallback. */
  emptyLabel: string,
): TopicRow[] {
  return [...topics]
    .sort((a, b) => b.max_id - a.max_id)
    .map((topic) => ({
      name: topic.name,
      label: topic.name === '' ? emptyLabel : topic.name,
      isEmpty: topic.name === '',
      maxId: topic.max_id,
      policy: policies.get(topicKey(streamId, topic.name)) ?? POLICY.none,
    }));
}
