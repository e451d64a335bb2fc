// Sending through the outbox: the message shows at once as a local echo, POST /messages goes out with
// a local_id (main adds its queue_id), and the outcome is written back to the entry. Plain functions
// over the store rather than hooks, so a message view can offer Retry and Discard on an echo too.
// The store and the call are the account's whose view sends (sendDeps): the echo and the request
// stay with that account whatever is shown by the time they finish.
import type { Operations, ParamsOf } from '../../../../shared/api';
import { errorMessage } from '../../bridge/call-api';
import type { AccountHandle } from '../../state/account-scope';
import {
  updateOutboxEntry,
  withOutboxEntry,
  withoutOutboxEntry,
  type OutboxEntry,
  type OutboxState,
  type OutboxTarget,
} from '../../state/outbox';
import type { AppStoreApi } from '../../state/store';

type SendParams = ParamsOf<Operations['sendMessage']>;
type SendCall = (params: SendParams) => Promise<{ id: number }>;

export interface SendDeps {
  store: AppStoreApi;
  call: SendCall;
  now: () => number;
  newLocalId: () => string;
}

let counter = 0;
/** Unique within this renderer's life, which is as long as an echo can wait for its event. */
function newLocalId(): string {
  counter += 1;
  return `${Date.now().toString(36)}.${counter.toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
}

/** Sending as one account: its store holds the echo, its `api` sends. */
export function sendDeps(account: Pick<AccountHandle, 'store' | 'api'>): SendDeps {
  return {
    store: account.store,
    call: (params) => account.api('sendMessage', params),
    now: Date.now,
    newLocalId,
  };
}

// type=channel and type=direct are the names from feature levels 248 and 174.
const CHANNEL_TYPE_LEVEL = 248;
const DIRECT_TYPE_LEVEL = 174;
/** read_by_sender arrived at 236; without it the server guesses from the client's name. */
const READ_BY_SENDER_LEVEL = 236;

export function sendParams(
  target: OutboxTarget,
  content: string,
  localId: string,
  featureLevel: number,
): SendParams {
  const readBySender = featureLevel >= READ_BY_SENDER_LEVEL ? { read_by_sender: true } : {};
  if (target.type === 'channel') {
    return {
      type: featureLevel >= CHANNEL_TYPE_LEVEL ? 'channel' : 'stream',
      to: target.streamId,
      topic: target.topic,
      content,
      local_id: localId,
      ...readBySender,
    };
  }
  return {
    type: featureLevel >= DIRECT_TYPE_LEVEL ? 'direct' : 'private',
    to: [...target.userIds],
    content,
    local_id: localId,
    ...readBySender,
  };
}

function setOutbox(store: AppStoreApi, change: (outbox: OutboxState) => OutboxState): void {
  store.setState((s) => {
    const outbox = change(s.outbox);
    return outbox === s.outbox ? s : { outbox };
  });
}

async function attempt(localId: string, deps: SendDeps): Promise<void> {
  const state = deps.store.getState();
  const entry = state.outbox.entries.find((e) => e.localId === localId);
  if (!entry) return;
  try {
    const answer = await deps.call(
      sendParams(entry.target, entry.content, localId, state.realm.featureLevel),
    );
    // The message event may have replaced the echo already; then there is nothing to mark.
    setOutbox(deps.store, (o) => updateOutboxEntry(o, localId, { status: 'sent', messageId: answer.id }));
  } catch (err) {
    setOutbox(deps.store, (o) =>
      updateOutboxEntry(o, localId, { status: 'failed', error: errorMessage(err) }),
    );
  }
}

/** Queues a message and sends it; returns its local id. Resolves once the attempt has an outcome. */
export function sendMessage(
  target: OutboxTarget,
  content: string,
  deps: SendDeps,
): { localId: string; done: Promise<void> } {
  const { realm } = deps.store.getState();
  const entry: OutboxEntry = {
    localId: deps.newLocalId(),
    target,
    content,
    createdAt: deps.now(),
    status: 'sending',
    realmUrl: realm.url,
    senderId: realm.ownUserId ?? -1,
  };
  setOutbox(deps.store, (o) => withOutboxEntry(o, entry));
  return { localId: entry.localId, done: attempt(entry.localId, deps) };
}

/** Sends a failed entry again, with the same local id (only one copy can ever be accepted per try). */
export function retryOutboxEntry(localId: string, deps: SendDeps): Promise<void> {
  const entry = deps.store.getState().outbox.entries.find((e) => e.localId === localId);
  if (entry?.status !== 'failed') return Promise.resolve();
  setOutbox(deps.store, (o) => updateOutboxEntry(o, localId, { status: 'sending' }));
  return attempt(localId, deps);
}

/** Gives up on an unsent message; returns its text so compose can take it back. */
export function discardOutboxEntry(localId: string, deps: Pick<SendDeps, 'store'>): string | undefined {
  const entry = deps.store.getState().outbox.entries.find((e) => e.localId === localId);
  setOutbox(deps.store, (o) => withoutOutboxEntry(o, localId));
  return entry?.content;
}
