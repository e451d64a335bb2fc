// A user's personal view of one channel topic: muted or followed, from the channel subscription's
// mute and the user's topic visibility policy.
import type { Realm } from '../../realm/realm';
import type { UserRecord, UserTopicRecord } from '../../realm/types';

export const VisibilityPolicy = { None: 0, Muted: 1, Unmuted: 2, Followed: 3 } as const;

/** The key of user.user_topics entries. */
export function userTopicKey(streamId: number, topic: string): string {
  return `${streamId}:${topic.toLowerCase()}`;
}

export function userTopic(user: UserRecord, streamId: number, topic: string): UserTopicRecord | undefined {
  return user.user_topics.get(userTopicKey(streamId, topic));
}

export function conversationState(
  realm: Realm,
  user: UserRecord,
  streamId: number,
  topic: string,
): { muted: boolean; followed: boolean; channelMuted: boolean; policy: number } {
  const policy = userTopic(user, streamId, topic)?.visibility_policy ?? VisibilityPolicy.None;
  const channelMuted = realm.subscription(user.user_id, streamId)?.is_muted === true;
  const unmutedTopic = policy === VisibilityPolicy.Unmuted || policy === VisibilityPolicy.Followed;
  return {
    muted: policy === VisibilityPolicy.Muted || (channelMuted && !unmutedTopic),
    followed: policy === VisibilityPolicy.Followed,
    channelMuted,
    policy,
  };
}
