// A narrow is the set of messages a view shows: one channel, one topic, one direct conversation, the
// combined feed, your mentions, your starred messages, every message (what Recent conversations
// reads) or a search written as Zulip's operator terms. The message store, unread counts, compose
// and the views all name a narrow and match messages to it through the helpers here; what a narrow
// means for routes and the API is in features/messages/narrow.ts.
import type { Message } from '../../../shared/objects';
import { dmKey, topicKey } from './conversation-key';
import { searchVerdict, type Verdict } from './search-filter';

export type Narrow =
  | { kind: 'channel'; streamId: number }
  | { kind: 'topic'; streamId: number; topic: string }
  /** The other participants, sorted; your own id alone for a conversation with yourself. */
  | { kind: 'dm'; userIds: number[] }
  /** Everything except muted channels and topics. */
  | { kind: 'feed' }
  | { kind: 'mentions' }
  | { kind: 'starred' }
  /** Every message the user receives, muted ones included (GET /messages with no terms). */
  | { kind: 'all' }
  /** Zulip's search language as terms; `from` is already `sender` here. */
  | { kind: 'search'; terms: readonly SearchTerm[] };

/** One operator of a search: `-channel:design` is { operator: 'channel', operand: 'design', negated: true }. */
export interface SearchTerm {
  operator: string;
  operand: string;
  negated: boolean;
}

/**
 * What narrow matching needs of a message: stored, fetched, event-carried or a local echo. Search
 * terms read the optional fields too; where one is missing, the term cannot tell.
 */
export type MessageLike = Pick<Message, 'type' | 'subject' | 'display_recipient'> & {
  stream_id?: number | undefined;
  flags?: readonly string[];
  id?: number;
  sender_id?: number;
  content?: string;
  reactions?: readonly unknown[];
};

/** Flags that put a message under "Mentions" (the server's is:mentioned matches all of them). */
export const MENTION_FLAGS: readonly string[] = [
  'mentioned',
  'stream_wildcard_mentioned',
  'topic_wildcard_mentioned',
  'wildcard_mentioned',
];

/** A stable string per narrow; topic and DM narrows use their conversation key. */
export function narrowKey(narrow: Narrow): string {
  switch (narrow.kind) {
    case 'channel':
      return `channel:${narrow.streamId}`;
    case 'topic':
      return topicKey(narrow.streamId, narrow.topic);
    case 'dm':
      return `dm:${narrow.userIds.join(',')}`;
    case 'search':
      return `search:${JSON.stringify(narrow.terms.map((t) => [t.negated, t.operator, t.operand]))}`;
    default:
      return narrow.kind;
  }
}

/** True for narrows that show one conversation (a topic or a direct conversation). */
export function isConversationNarrow(narrow: Narrow): narrow is Extract<Narrow, { kind: 'topic' | 'dm' }> {
  return narrow.kind === 'topic' || narrow.kind === 'dm';
}

/** Everyone in a direct message, including you (display_recipient lists all participants). */
export function dmUserIdsOf(message: MessageLike): number[] {
  const recipient = message.display_recipient;
  return Array.isArray(recipient) ? recipient.map((r) => r.id) : [];
}

/** The conversation a message belongs to: its channel topic, or its direct conversation. */
export function conversationKeyOf(message: MessageLike, ownUserId: number): string {
  if (message.type === 'stream') return topicKey(message.stream_id ?? -1, message.subject);
  return dmKey(dmUserIdsOf(message), ownUserId);
}

/**
 * Whether a message belongs in a narrow. The feed leaves out what `isMuted` says is muted; without
 * it, every message matches the feed. A search matches only where the client can evaluate all of
 * it (state/search-filter.ts); `isFollowed` serves its is:followed.
 */
export function messageMatchesNarrow(
  message: MessageLike,
  narrow: Narrow,
  ownUserId: number,
  isMuted?: (message: MessageLike) => boolean,
  isFollowed?: (message: MessageLike) => boolean,
): boolean {
  return narrowVerdict(message, narrow, ownUserId, isMuted, isFollowed) === true;
}

/**
 * messageMatchesNarrow, except that a search says `undefined` where only the server can tell
 * whether the message matches (membership then keeps what the server put in the results).
 */
export function narrowVerdict(
  message: MessageLike,
  narrow: Narrow,
  ownUserId: number,
  isMuted?: (message: MessageLike) => boolean,
  isFollowed?: (message: MessageLike) => boolean,
): Verdict {
  switch (narrow.kind) {
    case 'channel':
      return message.type === 'stream' && message.stream_id === narrow.streamId;
    case 'topic':
      return (
        message.type === 'stream' &&
        message.stream_id === narrow.streamId &&
        message.subject.toLowerCase() === narrow.topic.toLowerCase()
      );
    case 'dm':
      return message.type === 'private' && conversationKeyOf(message, ownUserId) === narrowKey(narrow);
    case 'feed':
      return isMuted === undefined || !isMuted(message);
    case 'mentions':
      return (message.flags ?? []).some((flag) => MENTION_FLAGS.includes(flag));
    case 'starred':
      return (message.flags ?? []).includes('starred');
    case 'all':
      return true;
    case 'search':
      return searchVerdict(narrow.terms, message, { ownUserId, isMuted, isFollowed });
  }
}
