// The topic menu's four actions and the request each one becomes on a given server: POST /user_topics
// from feature level 170, the legacy muted_topics endpoint (mute and unmute only) before it.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Operations, ParamsOf } from '../../../../shared/api';

export type TopicAction = 'mute' | 'unmute' | 'follow' | 'reset';

/** visibility_policy integers (notes §5 user_topic): 0 none, 1 muted, 2 unmuted, 3 followed. */
export const POLICY = { none: 0, muted: 1, unmuted: 2, followed: 3 } as const;

const POLICY_OF_ACTION: Record<TopicAction, number> = {
  reset: POLICY.none,
  mute: POLICY.muted,
  unmute: POLICY.unmuted,
  follow: POLICY.followed,
};

const labels = defineMessages({
  mute: { id: 'channels.topic_menu.mute', defaultMessage: 'Mute' },
  unmute: { id: 'channels.topic_menu.unmute', defaultMessage: 'Unmute' },
  follow: { id: 'channels.topic_menu.follow', defaultMessage: 'Follow' },
  reset: { id: 'channels.topic_menu.reset', defaultMessage: 'Reset' },
});

export const TOPIC_ACTIONS: readonly { action: TopicAction; label: MessageDescriptor }[] = [
  { action: 'mute', label: labels.mute },
  { action: 'unmute', label: labels.unmute },
  { action: 'follow', label: labels.follow },
  { action: 'reset', label: labels.reset },
];

/** POST /user_topics arrived at 170; the followed policy at 219. */
export const USER_TOPICS_LEVEL = 170;
export const FOLLOW_LEVEL = 219;

export type TopicPolicyRequest =
  | { op: 'updateUserTopic'; params: ParamsOf<Operations['updateUserTopic']> }
  | { op: 'updateMutedTopic'; params: ParamsOf<Operations['updateMutedTopic']> };

/** The request for an action, or null when this server cannot do it. */
export function topicPolicyRequest(
  action: TopicAction,
  featureLevel: number,
  streamId: number,
  topic: string,
): TopicPolicyRequest | null {
  if (featureLevel >= USER_TOPICS_LEVEL) {
    if (action === 'follow' && featureLevel < FOLLOW_LEVEL) return null;
    return {
      op: 'updateUserTopic',
      params: { stream_id: streamId, topic, visibility_policy: POLICY_OF_ACTION[action] },
    };
  }
  // The legacy endpoint knows only muted or not; "unmute" and "reset" both take the mute away.
  if (action === 'follow') return null;
  return {
    op: 'updateMutedTopic',
    params: { stream_id: streamId, topic, op: action === 'mute' ? 'add' : 'remove' },
  };
}

/** Which action matches the current policy, to mark it as checked in the menu. */
export function actionOfPolicy(policy: number): TopicAction {
  switch (policy) {
    case POLICY.muted:
      return 'mute';
    case POLICY.unmuted:
      return 'unmute';
    case POLICY.followed:
      return 'follow';
    default:
      return 'reset';
  }
}
