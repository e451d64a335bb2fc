// Outbox slice: messages the user sent that the server has not echoed yet. Each shows at once as a
// local echo; the message event carrying its local_message_id (or its id, once the send answered)
// replaces it. A failed send keeps its text here until the user retries or discards it.
import type { EventOfKind } from '../../../shared/events';
import { dmKey, topicKey } from './conversation-key';
import { readNumber, readString, type Snapshot } from './snapshot-read';

export type OutboxTarget =
  | { type: 'channel'; streamId: number; topic: string }
  /** The other participants (your own id alone for a note to yourself). */
  | { type: 'direct'; userIds: readonly number[] };

export interface OutboxEntry {
  /** The local_id sent with the message. */
  localId: string;
  target: OutboxTarget;
  /** The Markdown source as typed. */
  content: string;
  /** When the user pressed Send (ms since the epoch). */
  createdAt: number;
  status: 'sending' | 'sent' | 'failed';
  /** The server's id once the send answered; the event may come before or after. */
  messageId?: number;
  /** Why the last attempt failed, in words for the user. */
  error?: string;
  /** The account it was sent from, so another account's snapshot does not inherit it. */
  realmUrl: string;
  senderId: number;
}

export interface OutboxState {
  /** Oldest first, the order they were sent in. */
  entries: readonly OutboxEntry[];
}

export const initialOutbox: OutboxState = { entries: [] };

/**
 * A fresh register keeps what is still unsent (sending or failed) for the same account. Entries the
 * server already accepted are dropped: views refetch after a snapshot, and the event that would have
 * matched them went to the old queue.
 */
export function outboxFromSnapshot(snapshot: Snapshot, previous: OutboxState = initialOutbox): OutboxState {
  const realmUrl = readString(snapshot, 'realm_url') ?? readString(snapshot, 'realm_uri') ?? '';
  const userId = readNumber(snapshot, 'user_id');
  const kept = previous.entries.filter(
    (e) => e.status !== 'sent' && e.realmUrl === realmUrl && e.senderId === userId,
  );
  return kept.length === previous.entries.length ? previous : { entries: kept };
}

/** The server's copy of one of our messages arrived: its local echo goes. */
export function handleOutboxMessage(state: OutboxState, event: EventOfKind<'message'>): OutboxState {
  if (state.entries.length === 0) return state;
  const localId = event.local_message_id;
  const id = event.message.id;
  const entries = state.entries.filter(
    (e) => !((localId !== undefined && e.localId === localId) || e.messageId === id),
  );
  return entries.length === state.entries.length ? state : { entries };
}

export function withOutboxEntry(state: OutboxState, entry: OutboxEntry): OutboxState {
  return { entries: [...state.entries.filter((e) => e.localId !== entry.localId), entry] };
}

export function withoutOutboxEntry(state: OutboxState, localId: string): OutboxState {
  const entries = state.entries.filter((e) => e.localId !== localId);
  return entries.length === state.entries.length ? state : { entries };
}

/** Changes one entry; the same state when it is gone (e.g. the event already replaced it). */
export function updateOutboxEntry(
  state: OutboxState,
  localId: string,
  change: Partial<Pick<OutboxEntry, 'status' | 'messageId' | 'error'>>,
): OutboxState {
  const index = state.entries.findIndex((e) => e.localId === localId);
  if (index < 0) return state;
  const current = state.entries[index] as OutboxEntry;
  const next: OutboxEntry = { ...current, ...change };
  if (change.status !== 'failed') delete next.error;
  const entries = [...state.entries];
  entries[index] = next;
  return { entries };
}

/** The narrow keys (features/messages/narrow.ts `narrowKey`) whose views show this entry. */
export function outboxNarrowKeys(target: OutboxTarget, ownUserId: number): string[] {
  if (target.type === 'channel') {
    return [`channel:${target.streamId}`, topicKey(target.streamId, target.topic), 'feed'];
  }
  return [dmKey(target.userIds, ownUserId), 'feed'];
}

/** The entries a narrow's view shows after its server messages, oldest first. */
export function pendingForNarrow(
  state: OutboxState,
  narrowKey: string,
  ownUserId: number | null,
): readonly OutboxEntry[] {
  if (ownUserId === null || state.entries.length === 0) return EMPTY;
  const found = state.entries.filter((e) => outboxNarrowKeys(e.target, ownUserId).includes(narrowKey));
  return found.length === 0 ? EMPTY : found;
}

const EMPTY: readonly OutboxEntry[] = [];
