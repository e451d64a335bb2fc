// One channel of the Inbox: its unread topics, most recent first, with counts and mention markers.
// Topics the unread counts treat as muted (mutedByPolicy) are left out, so a muted channel shows
// only the topics unmuted or followed in it. The builder remembers each channel's last entry and
// gives it back while its inputs are the same objects, so a message in one conversation rebuilds
// one channel and React keeps the rest of the rows as they were.
import { VisibilityPolicy, type Subscription } from '../../../../shared/objects';
import { mutedByPolicy } from '../../state/muting';
import type { UnreadConversation } from '../../state/unread';
import { isMuted, toSidebarChannel, type SidebarChannel } from '../channels/sidebar-model';

export interface InboxTopic {
  /** The conversation's topicKey. */
  key: string;
  streamId: number;
  topic: string;
  count: number;
  mention: boolean;
  latestId: number;
}

export interface InboxChannel extends SidebarChannel {
  folderId: number | null;
  /** Shown topics only. */
  count: number;
  mention: boolean;
  topics: InboxTopic[];
}

/** What one channel entry is built from; each part compared by identity. */
export interface ChannelInput {
  sub: Subscription;
  conversations: readonly UnreadConversation[];
  policies: ReadonlyMap<string, number>;
  mentions: ReadonlySet<number>;
  /** Lower-cased words every shown topic's "channel topic" text must contain. */
  words: readonly string[];
}

export const latestIdOf = (ids: readonly number[]): number => ids[ids.length - 1] ?? 0;

export function hasMention(ids: readonly number[], mentions: ReadonlySet<number>): boolean {
  if (mentions.size === 0) return false;
  return ids.some((id) => mentions.has(id));
}

export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/** The channel's entry, or null when none of its topics is shown. */
export function buildChannel(input: ChannelInput): InboxChannel | null {
  const { sub, policies, mentions, words } = input;
  const muted = isMuted(sub);
  const topics: InboxTopic[] = [];
  for (const conversation of input.conversations) {
    const policy = policies.get(conversation.key) ?? VisibilityPolicy.None;
    if (conversation.ids.length === 0 || mutedByPolicy(policy, muted)) continue;
    if (!matchesWords(`${sub.name} ${conversation.topic}`, words)) continue;
    topics.push({
      key: conversation.key,
      streamId: sub.stream_id,
      topic: conversation.topic,
      count: conversation.ids.length,
      mention: hasMention(conversation.ids, mentions),
      latestId: latestIdOf(conversation.ids),
    });
  }
  if (topics.length === 0) return null;
  topics.sort((a, b) => b.latestId - a.latestId);
  return {
    ...toSidebarChannel(sub),
    folderId: sub.folder_id ?? null,
    count: topics.reduce((sum, topic) => sum + topic.count, 0),
    mention: topics.some((topic) => topic.mention),
    topics,
  };
}

function sameInput(a: ChannelInput, b: ChannelInput): boolean {
  return (
    a.sub === b.sub &&
    a.policies === b.policies &&
    a.mentions === b.mentions &&
    a.words === b.words &&
    a.conversations.length === b.conversations.length &&
    a.conversations.every((conversation, i) => conversation === b.conversations[i])
  );
}

export type ChannelBuilder = (input: ChannelInput) => InboxChannel | null;

/** buildChannel remembering each channel's last input and entry (one cache per Inbox). */
export function createChannelBuilder(): ChannelBuilder {
  const last = new Map<number, { input: ChannelInput; entry: InboxChannel | null }>();
  return (input) => {
    const known = last.get(input.sub.stream_id);
    if (known !== undefined && sameInput(known.input, input)) return known.entry;
    const entry = buildChannel(input);
    last.set(input.sub.stream_id, { input, entry });
    return entry;
  };
}
