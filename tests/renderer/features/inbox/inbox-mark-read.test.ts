import { describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../../../renderer/src/features/channels/channel-requests';
import { markInboxRead } from '../../../../renderer/src/features/inbox/inbox-mark-read';

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
