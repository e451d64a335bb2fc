// Unread counts as the UI shows them: per channel (split by muting), per topic, per direct
// conversation, and the totals behind the window title. Muted channels and topics do not count
// towards totals; the channel badge follows web_stream_unreads_count_display_policy.
import { VisibilityPolicy } from '../../../shared/objects';
import { topicKey } from './conversation-key';
import type { EventDomains } from './domains';
import { memoLast } from './memo-last';
import { isChannelMuted, mutedByPolicy } from './muting';
import { topicPolicies } from './user-topics';

export interface ChannelUnread {
  /** Unread in topics that are not muted. */
  unmuted: number;
  /** Unread in muted topics (or in every topic of a muted channel, unless unmuted). */
  muted: number;
  channelMuted: boolean;
}

/** Shaped for badgeCount (features/settings/badge-count.ts): the parts are disjoint. */
export interface UnreadSummary {
  /** Everything not muted: direct messages plus unmuted topics. */
  total: number;
  directMessages: number;
  /** Unread channel messages that mention you. */
  mentions: number;
  /** Unread in followed topics, mentions left out. */
  followedTopics: number;
  /** Unread in unmuted topics. */
  channels: number;
  /** Every unread mention, direct messages included (the "Mentions" view). */
  allMentions: number;
}

type CountSource = Pick<EventDomains, 'unread'>;

export interface UnreadCounts {
  byChannel: Readonly<Record<number, ChannelUnread>>;
  summary: UnreadSummary;
}

/** Counts from their inputs, remembering the last ones: the store holds one (createAppStore). */
export type UnreadCounter = (
  unread: EventDomains['unread'],
  channels: EventDomains['channels'],
  userTopics: EventDomains['userTopics'],
) => UnreadCounts;

export function createUnreadCounter(): UnreadCounter {
  return memoLast(countUnread);
}

/** What the count selectors read: the domains and the store's own counter. */
export type CountingStore = Pick<EventDomains, 'unread' | 'channels' | 'userTopics'> & {
  countUnread: UnreadCounter;
};

const countsOf = (s: CountingStore) => s.countUnread(s.unread, s.channels, s.userTopics);

/** Counts for every channel and the totals. */
function countUnread(
  unread: EventDomains['unread'],
  channelsState: EventDomains['channels'],
  userTopics: EventDomains['userTopics'],
): UnreadCounts {
  const byChannel: Record<number, ChannelUnread> = {};
  let dms = 0;
  let channels = 0;
  let followedTopics = 0;
  let mentions = 0;
  const mentionIds = new Set(unread.mentions);
  const policies = topicPolicies(userTopics);
  // A conversation's key is the topicKey user topics are stored under: no key is built per topic.
  unread.conversations.forEach((conversation) => {
    const count = conversation.ids.length;
    const { streamId, key } = conversation;
    if (streamId === null) {
      dms += count;
      return;
    }
    const entry = (byChannel[streamId] ??= {
      unmuted: 0,
      muted: 0,
      channelMuted: isChannelMuted(channelsState, streamId),
    });
    const policy = policies.size === 0 ? VisibilityPolicy.None : (policies.get(key) ?? VisibilityPolicy.None);
    if (mutedByPolicy(policy, entry.channelMuted)) {
      entry.muted += count;
      return;
    }
    entry.unmuted += count;
    channels += count;
    const mentioning = mentionIds.size === 0 ? 0 : countIn(conversation.ids, mentionIds);
    mentions += mentioning;
    if (policy === VisibilityPolicy.Followed) followedTopics += count - mentioning;
  });
  const summary: UnreadSummary = {
    total: dms + channels,
    directMessages: dms,
    mentions,
    followedTopics,
    channels,
    allMentions: mentionIds.size,
  };
  return { byChannel, summary };
}

function countIn(ids: readonly number[], set: ReadonlySet<number>): number {
  let n = 0;
  for (const id of ids) if (set.has(id)) n++;
  return n;
}

const NO_UNREAD: ChannelUnread = { unmuted: 0, muted: 0, channelMuted: false };

export function channelUnread(s: CountingStore, streamId: number): ChannelUnread {
  return countsOf(s).byChannel[streamId] ?? NO_UNREAD;
}

export function unreadSummary(s: CountingStore): UnreadSummary {
  return countsOf(s).summary;
}

export function topicUnreadCount(source: CountSource, streamId: number, topic: string): number {
  return source.unread.conversations.get(topicKey(streamId, topic))?.ids.length ?? 0;
}

/** By dmKey. */
export function dmUnreadCount(source: CountSource, key: string): number {
  return source.unread.conversations.get(key)?.ids.length ?? 0;
}

/** What a channel row shows: a count, a plain dot (unread, count hidden by policy), or nothing. */
export type ChannelBadge = { kind: 'count'; count: number; muted: boolean } | { kind: 'dot' } | null;

/** policy: 1 all channels, 2 unmuted channels and topics, 3 no channels. */
export function channelBadge(unread: ChannelUnread, policy: number): ChannelBadge {
  const any = unread.unmuted + unread.muted > 0;
  if (!any) return null;
  if (policy === 3) return unread.unmuted > 0 ? { kind: 'dot' } : null;
  if (unread.channelMuted) {
    if (policy === 1) return { kind: 'count', count: unread.unmuted + unread.muted, muted: true };
    return unread.unmuted > 0 ? { kind: 'dot' } : null;
  }
  return unread.unmuted > 0 ? { kind: 'count', count: unread.unmuted, muted: false } : null;
}
