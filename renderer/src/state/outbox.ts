// Outbox slice: a mirror of the account's outbox in main (shared/outbox.ts), which keeps unsent
// messages on disk and sends them in order. A message shows here at once as a local echo (before
// main's `outbox` push lists it); main's push then says how it is doing. Once sent, the echo stays
// as "sent" until the message event carrying its local id (or its id) arrives, so it never blinks
// out before the real message shows. Messages marked read while offline are listed too, so the
// store can show them read at once (store.ts).
import type { EventOfKind } from '../../../shared/events';
import type { OutboxMessageView, OutboxTarget, OutboxView } from '../../../shared/outbox';
import type { ShownText } from '../../../shared/i18n/phrase';
import { dmKey, topicKey } from './conversation-key';

export type { OutboxTarget };

export interface OutboxEntry {
  /** The local_id sent with the message. */
  localId: string;
  target: OutboxTarget;
  /** The Markdown source as typed. */
  content: string;
  /** When the user pressed Send (ms since the epoch). */
  createdAt: number;
  /** Main's status, or `sent` (the server has it, its event has not come yet). */
  status: OutboxMessageView['status'] | 'sent';
  /** The server's id once sent. */
  messageId?: number;
  /**
   * Why it was refused (or could not be queued): main's or the server's words, or a catalogue text
   * (the bridge's own failures) worded where it is shown, in the window's language of that moment.
   */
  error?: ShownText;
  /** Main has listed it: once it leaves main's list, it was sent or discarded. */
  known: boolean;
}

export interface OutboxState {
  /** Oldest first, the order they were sent in. */
  entries: readonly OutboxEntry[];
  /** Marked read here, not yet on the server (main's outbox). */
  pendingReadIds: readonly number[];
}

export const initialOutbox: OutboxState = { entries: [], pendingReadIds: [] };

/**
 * The slice after main's push: main's unsent messages in its order, then echoes main has not
 * listed yet; an echo main no longer lists stays as "sent" when main says it was (and the store does
 * not hold the message yet), and goes when it was discarded.
 */
export function applyOutboxView(
  state: OutboxState,
  view: OutboxView,
  held: (messageId: number) => boolean,
): OutboxState {
  const listed = new Set(view.messages.map((m) => m.localId));
  const sentIds = new Map(view.sent.map((s) => [s.localId, s.messageId]));
  const kept: OutboxEntry[] = [];
  for (const entry of state.entries) {
    if (listed.has(entry.localId)) continue;
    const messageId = entry.messageId ?? sentIds.get(entry.localId);
    if (messageId !== undefined) {
      if (!held(messageId)) kept.push({ ...entry, status: 'sent', messageId });
    } else if (!entry.known) kept.push(entry);
  }
  const entries = [...view.messages.map((m): OutboxEntry => ({ ...m, known: true })), ...kept];
  return { entries, pendingReadIds: view.pendingReadIds };
}

/** A fresh register keeps the mirror, less echoes already sent: the views load their messages again. */
export function outboxFromSnapshot(_snapshot: unknown, previous: OutboxState = initialOutbox): OutboxState {
  const kept = previous.entries.filter((e) => e.status !== 'sent');
  return kept.length === previous.entries.length ? previous : { ...previous, entries: kept };
}

/** The server's copy of one of our messages arrived: its local echo goes. */
export function handleOutboxMessage(state: OutboxState, event: EventOfKind<'message'>): OutboxState {
  if (state.entries.length === 0) return state;
  const localId = event.local_message_id;
  const id = event.message.id;
  const entries = state.entries.filter(
    (e) => !((localId !== undefined && e.localId === localId) || e.messageId === id),
  );
  return entries.length === state.entries.length ? state : { ...state, entries };
}

export function withOutboxEntry(state: OutboxState, entry: OutboxEntry): OutboxState {
  return { ...state, entries: [...state.entries.filter((e) => e.localId !== entry.localId), entry] };
}

export function withoutOutboxEntry(state: OutboxState, localId: string): OutboxState {
  const entries = state.entries.filter((e) => e.localId !== localId);
  return entries.length === state.entries.length ? state : { ...state, entries };
}

/** Changes one entry; the same state when it is gone. */
export function updateOutboxEntry(
  state: OutboxState,
  localId: string,
  change: Partial<Pick<OutboxEntry, 'status' | 'error'>>,
): OutboxState {
  const index = state.entries.findIndex((e) => e.localId === localId);
  if (index < 0) return state;
  const next: OutboxEntry = { ...(state.entries[index] as OutboxEntry), ...change };
  if (change.status !== 'failed') delete next.error;
  const entries = [...state.entries];
  entries[index] = next;
  return { ...state, entries };
}

/** Messages not yet on the server (what signing out would lose). */
export function unsentCount(state: OutboxState): number {
  return state.entries.filter((e) => e.status !== 'sent').length;
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
