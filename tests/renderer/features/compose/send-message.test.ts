// Sending through main's outbox: the echo shows at once, main's pushes say how it is doing, it stays
// "sent" until its event arrives, and Retry and Discard act on main's copy (or on an echo main never
// took, when the hand-over itself failed).
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../renderer/src/bridge/call-api';
import { BRIDGE_ERROR_MESSAGES, bridgeError } from '../../../../renderer/src/bridge/bridge-errors';
import { testIntl } from '../../../support/intl';
import {
  discardOutboxEntry,
  retryOutboxEntry,
  sendMessage,
  type SendDeps,
} from '../../../../renderer/src/features/compose/send-message';
import { createAppStore, type AppStoreApi } from '../../../../renderer/src/state/store';
import type { OutboxView } from '../../../../shared/outbox';
import { sampleChannelMessage } from '../../../shared/objects/samples';
import { baseSnapshot, event } from '../../support/factories';
import { formatPhrase, phrase } from '../../../../shared/i18n/phrase';

let store: AppStoreApi;
let calls: string[];
let refuse: Error | undefined;
let deps: SendDeps;
let ids = 0;

beforeEach(() => {
  store = createAppStore();
  store.getState().applySnapshot(baseSnapshot, 1, 'a1');
  calls = [];
  refuse = undefined;
  const call = async (what: string) => {
    calls.push(what);
    if (refuse) throw refuse;
  };
  deps = {
    store,
    outbox: {
      send: (localId, _target, content) => call(`send ${localId} ${content}`),
      retry: (localId) => call(`retry ${localId}`),
      discard: async (localId) => {
        await call(`discard ${localId}`);
        return 'from main';
      },
    },
    now: () => 1_700_000_000_000,
    newLocalId: () => `L${++ids}`,
  };
});

const entries = () => store.getState().outbox.entries;
const lunch = { type: 'channel', streamId: 3, topic: 'lunch' } as const;
const view = (messages: OutboxView['messages'], sent: OutboxView['sent'] = []): OutboxView => ({
  messages,
  sent,
  pendingReadIds: [],
});

describe('sendMessage', () => {
  it('shows the echo at once and hands it to main, whose pushes then say how it is doing', async () => {
    const { localId, done } = sendMessage(lunch, 'pizza?', deps);
    expect(entries()).toEqual([
      expect.objectContaining({ localId, target: lunch, content: 'pizza?', status: 'queued', known: false }),
    ]);
    await done;
    expect(calls).toEqual([`send ${localId} pizza?`]);
    const mainEntry = { localId, target: lunch, content: 'pizza?', createdAt: 1, status: 'sending' as const };
    store.getState().applyOutbox(view([mainEntry]));
    expect(entries()).toEqual([expect.objectContaining({ status: 'sending', known: true })]);

    // Sent: the echo waits for its event, then goes.
    store.getState().applyOutbox(view([], [{ localId, messageId: 500 }]));
    expect(entries()).toEqual([expect.objectContaining({ status: 'sent', messageId: 500 })]);
    store
      .getState()
      .applyEvents(
        [event('message', { message: { ...sampleChannelMessage, id: 500 }, flags: ['read'] })],
        1,
        'a1',
      );
    expect(entries()).toEqual([]);
  });

  it('keeps an echo main has not listed yet, and drops one main listed and then discarded', async () => {
    const { localId } = sendMessage(lunch, 'first', deps);
    store.getState().applyOutbox(view([]));
    expect(entries().map((e) => e.localId)).toEqual([localId]);
    store
      .getState()
      .applyOutbox(view([{ localId, target: lunch, content: 'first', createdAt: 1, status: 'queued' }]));
    store.getState().applyOutbox(view([]));
    expect(entries()).toEqual([]);
  });

  it("keeps the bridge's own failure as a catalogue text, so the echo words it in the window's language", async () => {
    refuse = new ApiCallError(bridgeError('network', 'BRIDGE_LINK_LOST'), 'x');
    const { done } = sendMessage(lunch, 'hello', deps);
    await done;
    const error = entries()[0]?.error;
    expect(error).toBeDefined();
    if (error === undefined) return;
    expect(formatPhrase(testIntl('en'), error)).toBe('Lost the connection to Threadline. Reconnecting…');
    expect(formatPhrase(testIntl('de'), error)).toBe(
      formatPhrase(testIntl('de'), phrase(BRIDGE_ERROR_MESSAGES.BRIDGE_LINK_LOST)),
    );
    expect(formatPhrase(testIntl('de'), error)).not.toBe(formatPhrase(testIntl('en'), error));
  });

  it('when main cannot take it, says why; Retry hands it over again with the same local id', async () => {
    refuse = new ApiCallError({ kind: 'not-signed-in', message: 'That account is not signed in' }, 'x');
    const { localId, done } = sendMessage({ type: 'direct', userIds: [11] }, 'are you there?', deps);
    await done;
    expect(entries()).toEqual([
      expect.objectContaining({ localId, status: 'failed', error: 'That account is not signed in' }),
    ]);
    refuse = undefined;
    await retryOutboxEntry(localId, deps);
    expect(calls).toEqual([`send ${localId} are you there?`, `send ${localId} are you there?`]);
    expect(entries()[0]?.status).toBe('queued');
    // Only failed entries can be retried.
    await retryOutboxEntry(localId, deps);
    expect(calls).toHaveLength(2);
  });

  it('retries and discards a refused message in main', async () => {
    const { localId, done } = sendMessage(lunch, 'never mind', deps);
    await done;
    const refused = { localId, target: lunch, content: 'never mind', createdAt: 1 };
    store.getState().applyOutbox(view([{ ...refused, status: 'failed', error: 'No such topic' }]));
    expect(entries()[0]).toMatchObject({ status: 'failed', error: 'No such topic' });
    await retryOutboxEntry(localId, deps);
    expect(calls.at(-1)).toBe(`retry ${localId}`);
    store.getState().applyOutbox(view([{ ...refused, status: 'failed', error: 'No such topic' }]));
    expect(await discardOutboxEntry(localId, deps)).toBe('from main');
    expect(calls.at(-1)).toBe(`discard ${localId}`);
  });
});
