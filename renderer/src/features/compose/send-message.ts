// Sending through main's outbox (outbox.send): the message shows at once as a local echo, main keeps
// it on disk and sends it in order with its local_id, whenever the server can be reached, and its
// `outbox` push says how it is doing (state/outbox.ts). Retry and Discard act on main's copy. Plain
// functions over the store rather than hooks, so a message view can offer them on an echo too.
// The store and the calls are the account's whose view sends (sendDeps): the echo and the message
// stay with that account whatever is shown by the time they finish.
import { callIpc, errorText } from '../../bridge/call-api';
import type { AccountHandle } from '../../state/account-scope';
import {
  updateOutboxEntry,
  withOutboxEntry,
  withoutOutboxEntry,
  type OutboxState,
  type OutboxTarget,
} from '../../state/outbox';
import type { AppStoreApi } from '../../state/store';

/** Main's outbox calls, as one account. */
export interface OutboxCalls {
  send(localId: string, target: OutboxTarget, content: string): Promise<void>;
  retry(localId: string): Promise<void>;
  /** The text back, or null when main no longer has it (sent meanwhile, or on its way). */
  discard(localId: string): Promise<string | null>;
}

export interface SendDeps {
  store: AppStoreApi;
  outbox: OutboxCalls;
  now: () => number;
  newLocalId: () => string;
}

/** Sending as one account: its store holds the echo, main's outbox of it sends. */
export function sendDeps(account: Pick<AccountHandle, 'store' | 'accountId'>): SendDeps {
  const { accountId } = account;
  return {
    store: account.store,
    outbox: {
      send: async (localId, target, content) => {
        await callIpc('outbox.send', { accountId, localId, target, content });
      },
      retry: async (localId) => {
        await callIpc('outbox.retry', { accountId, localId });
      },
      discard: async (localId) => (await callIpc('outbox.discard', { accountId, localId })).content,
    },
    now: Date.now,
    // Unique across restarts too: main keeps the outbox on disk.
    newLocalId: () => crypto.randomUUID(),
  };
}

function setOutbox(store: AppStoreApi, change: (outbox: OutboxState) => OutboxState): void {
  store.setState((s) => {
    const outbox = change(s.outbox);
    return outbox === s.outbox ? s : { outbox };
  });
}

/** Hands the echo to main; if main cannot take it, the echo says why and offers Retry. */
async function handOver(localId: string, deps: SendDeps): Promise<void> {
  const entry = deps.store.getState().outbox.entries.find((e) => e.localId === localId);
  if (!entry) return;
  try {
    await deps.outbox.send(localId, entry.target, entry.content);
  } catch (err) {
    setOutbox(deps.store, (o) => updateOutboxEntry(o, localId, { status: 'failed', error: errorText(err) }));
  }
}

/** Queues a message; returns its local id. `done` resolves once main has it (or refused it). */
export function sendMessage(
  target: OutboxTarget,
  content: string,
  deps: SendDeps,
): { localId: string; done: Promise<void> } {
  const localId = deps.newLocalId();
  setOutbox(deps.store, (o) =>
    withOutboxEntry(o, { localId, target, content, createdAt: deps.now(), status: 'queued', known: false }),
  );
  return { localId, done: handOver(localId, deps) };
}

/** Sends a failed message again, with the same local id (the server takes one copy per local id). */
export async function retryOutboxEntry(localId: string, deps: SendDeps): Promise<void> {
  const entry = deps.store.getState().outbox.entries.find((e) => e.localId === localId);
  if (entry?.status !== 'failed') return;
  setOutbox(deps.store, (o) => updateOutboxEntry(o, localId, { status: 'queued' }));
  // An echo main never took is handed over again; main's own is retried there.
  if (!entry.known) return handOver(localId, deps);
  try {
    await deps.outbox.retry(localId);
  } catch (err) {
    setOutbox(deps.store, (o) => updateOutboxEntry(o, localId, { status: 'failed', error: errorText(err) }));
  }
}

/** Gives up on an unsent message; returns its text so compose can take it back. */
export async function discardOutboxEntry(localId: string, deps: SendDeps): Promise<string | undefined> {
  const entry = deps.store.getState().outbox.entries.find((e) => e.localId === localId);
  const content = entry?.known ? await deps.outbox.discard(localId) : entry?.content;
  // Main's push follows; an echo main never had goes here.
  if (!entry?.known) setOutbox(deps.store, (o) => withoutOutboxEntry(o, localId));
  return content ?? undefined;
}
