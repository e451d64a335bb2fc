// Where `n`, Shift+N and `p` go, as pure functions of the unread state, the sidebar's channel order
// and the topic policies, in the web app's order (topic_generator.get_next_topic and
// get_next_unread_pm_string): from the current topic, the later topics of its channel, then the
// channels after it in sidebar order, then wrapping round to the channels before it and the topics
// before the current one. Topics of a channel come newest first (by their newest unread message, as
// the sidebar lists topics by recency). Muted topics are skipped, and so are muted channels except
// the current one and the topics in them that are unmuted or followed.
import type { UnreadConversation } from '../../state/unread';

/** visibility_policy values (Zulip's user_topic). */
const MUTED = 1;
const UNMUTED = 2;
const FOLLOWED = 3;

export interface SidebarChannelOrder {
  streamId: number;
  muted: boolean;
}

export interface NextTopicInput {
  /** Subscribed channels in the sidebar's order. */
  channels: readonly SidebarChannelOrder[];
  conversations: Iterable<UnreadConversation>;
  /** A topic's visibility policy (0 when none). */
  policyOf(conversation: UnreadConversation): number;
  /** Where the user is; null outside a channel. */
  current: { streamId: number; topic: string | null } | null;
  onlyFollowed: boolean;
}

const newestId = (c: UnreadConversation) => c.ids[c.ids.length - 1] ?? 0;

export function nextUnreadTopic(input: NextTopicInput): { streamId: number; topic: string } | null {
  const { channels, current, onlyFollowed } = input;
  const byChannel = new Map<number, UnreadConversation[]>();
  const mutedChannel = new Map(channels.map((c) => [c.streamId, c.muted]));
  for (const conversation of input.conversations) {
    const streamId = conversation.streamId;
    if (streamId === null || conversation.ids.length === 0) continue;
    const channelMuted = mutedChannel.get(streamId);
    if (channelMuted === undefined) continue;
    const policy = input.policyOf(conversation);
    if (onlyFollowed ? policy !== FOLLOWED : policy === MUTED) continue;
    const shown =
      !channelMuted || streamId === current?.streamId || policy === UNMUTED || policy === FOLLOWED;
    if (!shown) continue;
    const list = byChannel.get(streamId) ?? [];
    list.push(conversation);
    byChannel.set(streamId, list);
  }
  for (const list of byChannel.values()) list.sort((a, b) => newestId(b) - newestId(a));

  const start = current === null ? -1 : channels.findIndex((c) => c.streamId === current.streamId);
  const currentTopic = current?.topic?.toLowerCase() ?? null;
  const pick = (c: UnreadConversation) => ({ streamId: c.streamId as number, topic: c.topic });
  const here = start < 0 ? [] : (byChannel.get(channels[start]!.streamId) ?? []);
  const at = currentTopic === null ? -1 : here.findIndex((c) => c.topic.toLowerCase() === currentTopic);
  // In the current channel: the topics after the current one (from a channel view, or a topic with
  // nothing unread, all of them).
  const after = here[at + 1];
  if (after !== undefined) return pick(after);
  const later = start < 0 ? channels : [...channels.slice(start + 1), ...channels.slice(0, start)];
  for (const channel of later) {
    const first = byChannel.get(channel.streamId)?.[0];
    if (first !== undefined) return pick(first);
  }
  // Wrapped round: the current channel's topics before the current one.
  const before = at > 0 ? here[0] : undefined;
  return before === undefined ? null : pick(before);
}

export interface NextDmInput {
  conversations: Iterable<UnreadConversation>;
  /** The newest message of each direct conversation known to the sidebar, by dmKey. */
  recentMaxId(key: string): number | undefined;
  isMutedUser(userId: number): boolean;
  /** dmKey of the open conversation, if any. */
  currentKey: string | null;
}

/** The next direct conversation with unread messages, most recent first, after the current one. */
export function nextUnreadDm(input: NextDmInput): UnreadConversation | null {
  const candidates: { conversation: UnreadConversation; recency: number }[] = [];
  for (const conversation of input.conversations) {
    if (conversation.streamId !== null || conversation.ids.length === 0) continue;
    if (conversation.userIds.some((id) => input.isMutedUser(id))) continue;
    const recency = Math.max(input.recentMaxId(conversation.key) ?? 0, newestId(conversation));
    candidates.push({ conversation, recency });
  }
  candidates.sort((a, b) => b.recency - a.recency);
  const at = candidates.findIndex((c) => c.conversation.key === input.currentKey);
  const order = [...candidates.slice(at + 1), ...candidates.slice(0, Math.max(at, 0))];
  return order[0]?.conversation ?? null;
}
