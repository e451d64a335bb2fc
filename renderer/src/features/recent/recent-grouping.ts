// Recent conversations from the loaded messages of the 'all' narrow: one row per channel topic or
// direct conversation, with who spoke there (most recent first, as Zulip's recent_senders orders
// them), whether you did, and its newest message. Grouping thousands of messages on every event
// would be waste: the grouper remembers what each message contributed, returns the same rows when
// nothing that matters changed (a message read or starred), updates only the conversations of new
// messages, and regroups in full only when history changed (an older page, a move, a deletion).
import type { StoredMessage } from '../../state/messages';
import { conversationKeyOf } from '../messages/narrow';

export interface RecentConversation {
  /** topicKey or dmKey, as the unread slice files conversations. */
  key: string;
  /** null for direct conversations. */
  streamId: number | null;
  /** The topic as its newest message spells it ('' for direct conversations). */
  topic: string;
  /** Direct conversations: the other participants, sorted (your own id alone for notes to self). */
  userIds: readonly number[];
  lastMessageId: number;
  /** Seconds since the epoch; null when the newest message is not held (a DM known from register). */
  lastTimestamp: number | null;
  /** Senders of the loaded messages, most recent first. */
  senders: readonly number[];
  /** You sent one of the loaded messages. */
  participated: boolean;
}

/** What one message contributes to its conversation. */
interface Entry {
  id: number;
  key: string;
  streamId: number | null;
  topic: string;
  senderId: number;
  timestamp: number;
}

function entryOf(message: StoredMessage, ownUserId: number): Entry {
  const stream = message.type === 'stream';
  return {
    id: message.id,
    key: conversationKeyOf(message, ownUserId),
    streamId: stream ? (message.stream_id ?? -1) : null,
    topic: stream ? message.subject : '',
    senderId: message.sender_id,
    timestamp: message.timestamp,
  };
}

function sameEntry(a: Entry | undefined, b: Entry | undefined): boolean {
  return (
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      a.id === b.id &&
      a.key === b.key &&
      a.topic === b.topic &&
      a.senderId === b.senderId &&
      a.timestamp === b.timestamp)
  );
}

function userIdsOf(key: string): number[] {
  return key.startsWith('dm:') ? key.slice('dm:'.length).split(',').map(Number) : [];
}

function startedBy(entry: Entry, ownUserId: number): RecentConversation {
  return {
    key: entry.key,
    streamId: entry.streamId,
    topic: entry.topic,
    userIds: userIdsOf(entry.key),
    lastMessageId: entry.id,
    lastTimestamp: entry.timestamp,
    senders: [entry.senderId],
    participated: entry.senderId === ownUserId,
  };
}

/** Every conversation of `entries` (ascending ids), newest first. */
function grouped(entries: readonly Entry[], ownUserId: number): RecentConversation[] {
  const byKey = new Map<string, { row: RecentConversation; senders: Set<number> }>();
  // Newest first: each conversation is met first at its newest message, each sender at their latest.
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as Entry;
    const known = byKey.get(entry.key);
    if (known === undefined)
      byKey.set(entry.key, { row: startedBy(entry, ownUserId), senders: new Set([entry.senderId]) });
    else {
      known.senders.add(entry.senderId);
      if (entry.senderId === ownUserId) known.row.participated = true;
    }
  }
  return [...byKey.values()].map(({ row, senders }) => ({ ...row, senders: [...senders] }));
}

/** `rows` with newer messages added: only their conversations change, and move to the top. */
function appended(
  rows: readonly RecentConversation[],
  added: readonly Entry[],
  ownUserId: number,
): RecentConversation[] {
  const changed = new Map<string, RecentConversation>();
  const previous = new Map(rows.map((row) => [row.key, row]));
  for (const entry of added) {
    const base = changed.get(entry.key) ?? previous.get(entry.key);
    changed.set(
      entry.key,
      base === undefined
        ? startedBy(entry, ownUserId)
        : {
            ...base,
            topic: entry.topic,
            lastMessageId: entry.id,
            lastTimestamp: entry.timestamp,
            senders: [entry.senderId, ...base.senders.filter((id) => id !== entry.senderId)],
            participated: base.participated || entry.senderId === ownUserId,
          },
    );
  }
  const moved = [...changed.values()].sort((a, b) => b.lastMessageId - a.lastMessageId);
  return [...moved, ...rows.filter((row) => !changed.has(row.key))];
}

/** Conversations of messages in ascending id order, newest conversation first. */
export type RecentGrouper = (
  messages: readonly StoredMessage[],
  ownUserId: number,
) => readonly RecentConversation[];

/** A grouper with its own memory: each view makes one, so nothing is kept at module level. */
export function createRecentGrouper(): RecentGrouper {
  // Entries by message object: a message replaced by an event (flags, edits) is read again.
  let cache = new WeakMap<StoredMessage, Entry>();
  let last: { ownUserId: number; entries: readonly Entry[]; rows: readonly RecentConversation[] } | null =
    null;
  return (messages, ownUserId) => {
    if (last !== null && last.ownUserId !== ownUserId) {
      cache = new WeakMap();
      last = null;
    }
    const entries = messages.map((message) => {
      let entry = cache.get(message);
      if (entry === undefined) cache.set(message, (entry = entryOf(message, ownUserId)));
      return entry;
    });
    let rows: readonly RecentConversation[] | null = null;
    if (last !== null) {
      const before = last.entries;
      let same = 0;
      while (same < before.length && same < entries.length && sameEntry(before[same], entries[same])) same++;
      if (same === before.length)
        rows = same === entries.length ? last.rows : appended(last.rows, entries.slice(same), ownUserId);
    }
    rows ??= grouped(entries, ownUserId);
    last = { ownUserId, entries, rows };
    return rows;
  };
}
