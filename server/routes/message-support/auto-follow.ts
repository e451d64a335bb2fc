// The topic visibility a message changes by itself: the sender's automatic follow/unmute
// preferences (automatically_*_policy: 1 on participation, 2 on send, 3 on starting the topic,
// 4 never) and following topics where one is mentioned. Each change is a user_topic event.
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { conversationState, userTopicKey, VisibilityPolicy } from './conversation';

const Policy = { OnParticipation: 1, OnSend: 2, OnInitiation: 3, Never: 4 } as const;

function triggers(policy: unknown, startedTopic: boolean): boolean {
  return (
    policy === Policy.OnParticipation ||
    policy === Policy.OnSend ||
    (policy === Policy.OnInitiation && startedTopic)
  );
}

function setPolicy(realm: Realm, user: UserRecord, message: MessageRecord, policy: number): void {
  const streamId = message.stream_id ?? -1;
  const record = {
    stream_id: streamId,
    topic_name: message.topic,
    visibility_policy: policy,
    last_updated: realm.now(),
  };
  user.user_topics.set(userTopicKey(streamId, message.topic), record);
  realm.emit([user.user_id], { type: 'user_topic', ...record });
}

/**
 * Applies the automatic policies after a channel message was stored; returns the sender's new
 * policy (for the send response's automatic_new_visibility_policy), if it changed.
 */
export function applyAutomaticVisibility(
  realm: Realm,
  sender: UserRecord,
  message: MessageRecord,
  startedTopic: boolean,
): number | undefined {
  if (message.type !== 'stream') return undefined;
  const streamId = message.stream_id ?? -1;
  let senderPolicy: number | undefined;
  if (!sender.is_bot) {
    const state = conversationState(realm, sender, streamId, message.topic);
    if (
      state.policy !== VisibilityPolicy.Followed &&
      triggers(sender.settings.automatically_follow_topics_policy, startedTopic)
    ) {
      senderPolicy = VisibilityPolicy.Followed;
    } else if (
      state.channelMuted &&
      state.policy === VisibilityPolicy.None &&
      triggers(sender.settings.automatically_unmute_topics_in_muted_streams_policy, startedTopic)
    ) {
      senderPolicy = VisibilityPolicy.Unmuted;
    }
    if (senderPolicy !== undefined) setPolicy(realm, sender, message, senderPolicy);
  }
  for (const userId of realm.channel(streamId)?.subscribers ?? []) {
    const user = realm.user(userId);
    if (!user || userId === sender.user_id || user.is_bot) continue;
    if (user.flags.get('mentioned')?.has(message.id) !== true) continue;
    if (user.settings.automatically_follow_topics_where_mentioned !== true) continue;
    if (conversationState(realm, user, streamId, message.topic).followed) continue;
    setPolicy(realm, user, message, VisibilityPolicy.Followed);
  }
  return senderPolicy;
}
