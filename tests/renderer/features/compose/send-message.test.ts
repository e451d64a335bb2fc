import { beforeEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../renderer/src/bridge/call-api';
import {
  discardOutboxEntry,
  retryOutboxEntry,
  sendMessage,
  sendParams,
  type SendDeps,
} from '../../../../renderer/src/features/compose/send-message';
import { createAppStore, type AppStoreApi } from '../../../../renderer/src/state/store';
import { sampleChannelMessage } from '../../../shared/objects/samples';
import { baseSnapshot, event } from '../../support/factories';

type Params = Parameters<SendDeps['call']>[0];

let store: AppStoreApi;
let calls: Params[];
let answer: () => Promise<{ id: number }>;
let deps: SendDeps;
let ids = 0;

beforeEach(() => {
  store = createAppStore();
  store.getState().applySnapshot(baseSnapshot, 1, 'a1');
  calls = [];
  answer = async () => ({ id: 500 });
  deps = {
    store,
    call: (params) => {
      calls.push(params);
      return answer();
    },
    now: () => 1_700_000_000_000,
    newLocalId: () => `L${++ids}`,
  };
});

const entries = () => store.getState().outbox.entries;
const lunch = { type: 'channel', streamId: 3, topic: 'lunch' } as const;

describe('sendMessage', () => {
  it('shows the echo at once, then marks it sent with the server id', async () => {
    const { localId, done } = sendMessage(lunch, 'pizza?', deps);
    expect(entries()).toEqual([
      expect.objectContaining({
        localId,
        target: lunch,
        content: 'pizza?',
        status: 'sending',
        senderId: baseSnapshot.user_id,
        realmUrl: baseSnapshot.realm_url,
      }),
    ]);
    await done;
    expect(entries()[0]).toMatchObject({ status: 'sent', messageId: 500 });
    expect(calls).toEqual([
      { type: 'channel', to: 3, topic: 'lunch', content: 'pizza?', local_id: localId, read_by_sender: true },
    ]);
  });

  it('drops the echo when the event with its local id arrives, before or after the answer', async () => {
    let release: (value: { id: number }) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    const { localId, done } = sendMessage(lunch, 'first', deps);
    store.getState().applyEvents(
      [
        event('message', {
          message: { ...sampleChannelMessage, id: 500 },
          flags: ['read'],
          local_message_id: localId,
        }),
      ],
      1,
      'a1',
    );
    expect(entries()).toEqual([]);
    release({ id: 500 });
    await done;
    expect(entries()).toEqual([]);
  });

  it('keeps a failed send with its text and reason; Retry sends it once more with the same local id', async () => {
    answer = async () => {
      throw new ApiCallError(
        { kind: 'http', status: 500, message: 'The server had a problem.' },
        'sendMessage',
      );
    };
    const { localId, done } = sendMessage({ type: 'direct', userIds: [11] }, 'are you there?', deps);
    await done;
    expect(entries()).toEqual([
      expect.objectContaining({
        localId,
        status: 'failed',
        error: 'The server had a problem.',
        content: 'are you there?',
      }),
    ]);

    answer = async () => ({ id: 501 });
    const retry = retryOutboxEntry(localId, deps);
    expect(entries()[0]?.status).toBe('sending');
    await retry;
    expect(entries()[0]).toMatchObject({ status: 'sent', messageId: 501 });
    expect(calls.map((c) => c.local_id)).toEqual([localId, localId]);
    // Only failed entries can be retried.
    await retryOutboxEntry(localId, deps);
    expect(calls).toHaveLength(2);
  });

  it('discards an entry and hands back its text', async () => {
    answer = async () => {
      throw new Error('offline');
    };
    const { localId, done } = sendMessage(lunch, 'never mind', deps);
    await done;
    expect(discardOutboxEntry(localId, deps)).toBe('never mind');
    expect(entries()).toEqual([]);
    expect(discardOutboxEntry(localId, deps)).toBeUndefined();
  });
});

describe('sendParams', () => {
  it('uses the current type names and read_by_sender on current servers', () => {
    expect(sendParams({ type: 'direct', userIds: [4, 9] }, 'hi', 'L', 470)).toEqual({
      type: 'direct',
      to: [4, 9],
      content: 'hi',
      local_id: 'L',
      read_by_sender: true,
    });
  });

  it('falls back to stream/private and leaves out read_by_sender on old servers', () => {
    expect(sendParams(lunch, 'hi', 'L', 200)).toEqual({
      type: 'stream',
      to: 3,
      topic: 'lunch',
      content: 'hi',
      local_id: 'L',
    });
    expect(sendParams({ type: 'direct', userIds: [4] }, 'hi', 'L', 100)).toMatchObject({ type: 'private' });
    expect(sendParams(lunch, 'hi', 'L', 247)).toMatchObject({ type: 'stream', read_by_sender: true });
  });
});
