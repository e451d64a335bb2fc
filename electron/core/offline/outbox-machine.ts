// The outbox of one account as a pure state machine: what the user wrote or marked read while the
// server could not take it, in order. A message goes queued → sending → sent (it leaves the list,
// remembered among `sent`), or failed (the server refused it: kept, with its reason, for Retry or
// Discard), or unknown (the answer was lost: it may or may not have arrived). An unknown message is
// only sent again after the server's recent messages show it did not arrive (outbox-match.ts).
// Read flags are queued as one operation per batch of ids, merged with the one before when alike;
// they are safe to repeat, so a lost answer just sends them again. Nothing here is ever evicted.
import type { OutboxEntry, OutboxFlags, OutboxMessage, OutboxState, SendOutcome } from './outbox-types';

/** Ids per flags operation; the server takes more, but a smaller request fails and retries cheaply. */
export const MAX_FLAG_IDS = 1_000;
/** Remembered sends (local id → message id): a check never claims a message twice. */
export const MAX_SENT_REMEMBERED = 200;

export const emptyOutbox: OutboxState = { entries: [], sent: [] };

export function withMessage(
  state: OutboxState,
  message: Omit<OutboxMessage, 'kind' | 'status' | 'attempts'>,
): OutboxState {
  if (state.entries.some((e) => e.kind === 'message' && e.localId === message.localId)) return state;
  return {
    ...state,
    entries: [...state.entries, { ...message, kind: 'message', status: 'queued', attempts: 0 }],
  };
}

/** Queues a flag change, merged into the last entry when it is the same change, still waiting. */
export function withFlags(state: OutboxState, change: Omit<OutboxFlags, 'kind' | 'status'>): OutboxState {
  const last = state.entries[state.entries.length - 1];
  if (
    last?.kind === 'flags' &&
    last.status === 'queued' &&
    last.flag === change.flag &&
    last.op === change.op &&
    new Set([...last.messages, ...change.messages]).size <= MAX_FLAG_IDS
  ) {
    const messages = [...new Set([...last.messages, ...change.messages])].sort((a, b) => a - b);
    return { ...state, entries: [...state.entries.slice(0, -1), { ...last, messages }] };
  }
  const entries: OutboxEntry[] = [...state.entries];
  const ids = [...new Set(change.messages)].sort((a, b) => a - b);
  for (let at = 0; at < ids.length; at += MAX_FLAG_IDS) {
    const id = at === 0 ? change.id : `${change.id}.${at / MAX_FLAG_IDS}`;
    entries.push({
      ...change,
      id,
      messages: ids.slice(at, at + MAX_FLAG_IDS),
      kind: 'flags',
      status: 'queued',
    });
  }
  return { ...state, entries };
}

/** The entry to work on next, oldest first; failed entries wait for the user and block nothing. */
export function nextEntry(state: OutboxState): OutboxEntry | undefined {
  return state.entries.find((e) => e.status === 'queued' || e.status === 'unknown');
}

export const entryId = (entry: OutboxEntry): string => (entry.kind === 'message' ? entry.localId : entry.id);

/** An attempt goes out (saved before the request leaves, so a crash meanwhile reads as unknown). */
export function begin(state: OutboxState, id: string, now: number): OutboxState {
  return change(state, id, (e) =>
    e.kind === 'message'
      ? { ...e, status: 'sending', attempts: e.attempts + 1, firstAttemptAt: e.firstAttemptAt ?? now }
      : { ...e, status: 'sending' },
  );
}

/** What the attempt came to. */
export function settle(state: OutboxState, id: string, outcome: SendOutcome): OutboxState {
  const entry = state.entries.find((e) => entryId(e) === id);
  if (!entry) return state;
  switch (outcome.kind) {
    case 'sent':
      return entry.kind === 'message' ? sent(state, entry, outcome.messageId) : without(state, id);
    case 'not-sent':
      return change(state, id, (e) => ({ ...e, status: 'queued' }));
    case 'unknown':
      // Flags are safe to repeat; a message must be looked for first.
      return change(state, id, (e) =>
        e.kind === 'message' ? { ...e, status: 'unknown' } : { ...e, status: 'queued' },
      );
    case 'refused':
      return change(state, id, (e) => ({ ...e, status: 'failed', error: outcome.reason }));
  }
}

/** The check of an unknown message: its copy on the server, or none (it may be sent again). */
export function checked(state: OutboxState, localId: string, messageId: number | undefined): OutboxState {
  const entry = state.entries.find((e) => e.kind === 'message' && e.localId === localId);
  if (entry?.kind !== 'message' || entry.status !== 'unknown') return state;
  return messageId === undefined
    ? change(state, localId, (e) => ({ ...e, status: 'queued' }))
    : sent(state, entry, messageId);
}

/** The server's message event named our local id: whatever the answer said, it arrived. */
export function echoed(state: OutboxState, localId: string, messageId: number): OutboxState {
  const entry = state.entries.find((e) => e.kind === 'message' && e.localId === localId);
  return entry?.kind === 'message' ? sent(state, entry, messageId) : state;
}

export function retried(state: OutboxState, id: string): OutboxState {
  return change(state, id, (e) => (e.status === 'failed' ? withoutError({ ...e, status: 'queued' }) : e));
}

export function without(state: OutboxState, id: string): OutboxState {
  const entries = state.entries.filter((e) => entryId(e) !== id);
  return entries.length === state.entries.length ? state : { ...state, entries };
}

/** After a restart: whatever was on its way may have arrived. */
export function afterRestart(state: OutboxState): OutboxState {
  if (!state.entries.some((e) => e.status === 'sending')) return state;
  return {
    ...state,
    entries: state.entries.map((e): OutboxEntry => {
      if (e.status !== 'sending') return e;
      return e.kind === 'message' ? { ...e, status: 'unknown' } : { ...e, status: 'queued' };
    }),
  };
}

function sent(state: OutboxState, entry: OutboxMessage, messageId: number): OutboxState {
  return {
    entries: state.entries.filter((e) => e !== entry),
    sent: [...state.sent, { localId: entry.localId, messageId }].slice(-MAX_SENT_REMEMBERED),
  };
}

function change(state: OutboxState, id: string, update: (entry: OutboxEntry) => OutboxEntry): OutboxState {
  let changed = false;
  const entries = state.entries.map((e) => {
    if (entryId(e) !== id) return e;
    const next = update(e);
    changed ||= next !== e;
    return next;
  });
  return changed ? { ...state, entries } : state;
}

function withoutError(entry: OutboxEntry): OutboxEntry {
  const { error: _error, ...rest } = entry;
  return rest as OutboxEntry;
}
