// Whether a channel or topic is muted for the current user: the subscription's is_muted, then the
// topic's visibility policy (muted, unmuted, followed) from the user-topics slice.
import { VisibilityPolicy } from '../../../shared/objects';
import type { MessageLike } from './narrow';
import type { ChannelsState } from './channels';
import type { EventDomains } from './domains';
import { visibilityPolicyOf } from './user-topics';

/** The slices muting depends on. */
export type MutingSource = Pick<EventDomains, 'channels' | 'userTopics'>;

export function topicPolicy(domains: MutingSource, streamId: number, topic: string): number {
  return visibilityPolicyOf(domains.userTopics, streamId, topic);
}

export function isChannelMuted(channels: ChannelsState, streamId: number): boolean {
  const sub = channels.subscriptions.get(streamId);
  if (sub === undefined) return false;
  // in_home_view is the deprecated inverse some servers still send alone.
  return sub.is_muted === true || (sub.is_muted === undefined && sub.in_home_view === false);
}

/**
 * A topic is muted when its policy says so, or when its channel is muted and the topic was not
 * unmuted or followed.
 */
export function isTopicMuted(domains: MutingSource, streamId: number, topic: string): boolean {
  return mutedByPolicy(topicPolicy(domains, streamId, topic), isChannelMuted(domains.channels, streamId));
}

/** A topic's muting from its policy and whether its channel is muted. */
export function mutedByPolicy(policy: number, channelMuted: boolean): boolean {
  if (policy === VisibilityPolicy.Muted) return true;
  if (policy === VisibilityPolicy.Unmuted || policy === VisibilityPolicy.Followed) return false;
  return channelMuted;
}

export function isMessageMuted(domains: MutingSource, message: MessageLike): boolean {
  if (message.type !== 'stream' || message.stream_id === undefined) return false;
  return isTopicMuted(domains, message.stream_id, message.subject);
}
