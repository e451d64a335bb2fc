// The user's topic visibility policies, from the live-state `userTopics` slice (keyed by topicKey,
// holding only policies other than "none"), as the map the topic list reads.
import { useMemo } from 'react';
import { useAppStore } from '../../state/selectors';
import type { UserTopicsState } from '../../state/user-topics';
import type { TopicPolicies } from './topic-list-model';

export function topicPolicies(byKey: UserTopicsState['byKey']): TopicPolicies {
  return new Map([...byKey.entries()].map(([key, topic]) => [key, topic.visibility_policy]));
}

/** The signed-in user's topic policies, recomputed only when the slice changes. */
export function useTopicPolicies(): TopicPolicies {
  const byKey = useAppStore((s) => s.userTopics.byKey);
  return useMemo(() => topicPolicies(byKey), [byKey]);
}
