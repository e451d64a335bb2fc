import { describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../../../renderer/src/features/channels/channel-requests';
import { ApiCallError } from '../../../../renderer/src/bridge/call-api';
import {
  markInboxRead,
  markInboxReadOrQueue,
  unreadIdsFor,
} from '../../../../renderer/src/features/inbox/inbox-mark-read';
import { conversationAt, type UnreadState } from '../../../../renderer/src/state/unread';

function recorder() {
  const calls: { op: string; params: Record<string, unknown> }[] = [];
  const call = (async (op: string, params: Record<string, unknown>) => {
    calls.push({ op, params });
    if (op !== 'updateMessageFlagsForNarrow') return {};
    return {
      processed_count: 2,
      updated_count: 2,
      first_processed_id: 1,
      last_processed_id: 2,
      found_oldest: true,
      found_newest: true,
    };
  }) as unknown as ApiCaller;
  return { call, calls };
}

describe('markInboxRead', () => {
  it('marks a topic read through flags for its unread narrow', async () => {
    const { call, calls } = recorder();
    await markInboxRead(call, { kind: 'topic', streamId: 4, topic: 'lunch' }, 470, [1, 2]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.params.narrow).toEqual([
      { operator: 'channel', operand: 4 },
      { operator: 'topic', operand: 'lunch' },
      { operator: 'is', operand: 'unread' },
    ]);
    expect(calls[0]!.params).toMatchObject({ op: 'add', flag: 'read', anchor: 'oldest' });
  });

  it('marks a direct conversation read by its participants', async () => {
    const { call, calls } = recorder();
    await markInboxRead(call, { kind: 'dm', userIds: [3, 8] }, 470, [5]);
    expect(calls[0]!.params.narrow).toEqual([
      { operator: 'dm', operand: [3, 8] },
      { operator: 'is', operand: 'unread' },
    ]);
  });

  it('sends the known ids to servers without flags for a narrow, and nothing when there are none', async () => {
    const { call, calls } = recorder();
    await markInboxRead(call, { kind: 'topic', streamId: 4, topic: 't' }, 100, [7, 9]);
    await markInboxRead(call, { kind: 'dm', userIds: [3] }, 100, []);
    expect(calls).toEqual([
      { op: 'updateMessageFlags', params: { messages: [7, 9], op: 'add', flag: 'read' } },
    ]);
  });

  it('marks a channel read as the channel menu does', async () => {
    const { call, calls } = recorder();
    await markInboxRead(call, { kind: 'channel', streamId: 4 }, 100, []);
    expect(calls).toEqual([{ op: 'markStreamAsRead', params: { stream_id: 4 } }]);
  });
});

describe('markInboxReadOrQueue', () => {
  const topic = { kind: 'topic', streamId: 4, topic: 't' } as const;
  function outbox(offline: boolean) {
    const queued: number[][] = [];
    return { queued, offline, queue: async (ids: number[]) => void queued.push(ids) };
  }

  it('asks the server while it can be reached', async () => {
    const { call, calls } = recorder();
    const box = outbox(false);
    await markInboxReadOrQueue(call, box, topic, 470, [1, 2]);
    expect(calls).toHaveLength(1);
    expect(box.queued).toEqual([]);
  });

  it('queues the known ids in the outbox while offline, in chunks the IPC accepts', async () => {
    const { call, calls } = recorder();
    const box = outbox(true);
    const ids = Array.from({ length: 5_001 }, (_, i) => i + 1);
    await markInboxReadOrQueue(call, box, topic, 470, ids);
    expect(calls).toEqual([]);
    expect(box.queued.map((chunk) => chunk.length)).toEqual([5_000, 1]);
    expect(box.queued.flat()).toEqual(ids);
  });

  it('queues when the request finds the server gone, and reports any other failure', async () => {
    const box = outbox(false);
    const gone = (async () => {
      throw new ApiCallError(
        { kind: 'network', message: 'connection refused' },
        'updateMessageFlagsForNarrow',
      );
    }) as unknown as Parameters<typeof markInboxRead>[0];
    await markInboxReadOrQueue(gone, box, topic, 470, [5]);
    expect(box.queued).toEqual([[5]]);
    const refused = (async () => {
      throw new ApiCallError({ kind: 'http', status: 400, message: 'Invalid narrow' }, 'x');
    }) as unknown as Parameters<typeof markInboxRead>[0];
    await expect(markInboxReadOrQueue(refused, box, topic, 470, [6])).rejects.toThrow('Invalid narrow');
    expect(box.queued).toEqual([[5]]);
  });
});

describe('unreadIdsFor', () => {
  const conversations = new Map([
    ['a', conversationAt('a', { type: 'stream', streamId: 4, topic: 'x' }, [1, 2])],
    ['b', conversationAt('b', { type: 'stream', streamId: 4, topic: 'y' }, [5])],
    ['c', conversationAt('c', { type: 'stream', streamId: 9, topic: 'x' }, [7])],
  ]);
  const unread = { conversations } as unknown as UnreadState;

  it("gives a conversation's ids, or all of a channel's", () => {
    expect(unreadIdsFor({ kind: 'topic', streamId: 4, topic: 'x' }, 'a', unread)).toEqual([1, 2]);
    expect(unreadIdsFor({ kind: 'channel', streamId: 4 }, 'channel:4', unread).sort()).toEqual([1, 2, 5]);
    expect(unreadIdsFor({ kind: 'dm', userIds: [3] }, 'gone', unread)).toEqual([]);
  });
});
