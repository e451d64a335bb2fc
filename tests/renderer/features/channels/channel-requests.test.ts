import { describe, expect, it } from 'vitest';
import {
  channelMuteChange,
  markChannelAsRead,
  type ApiCaller,
} from '../../../../renderer/src/features/channels/channel-requests';

interface Call {
  op: string;
  params: Record<string, unknown>;
}

/** A caller that records requests and answers flags-for-narrow from a script of pages. */
function fakeCaller(pages: { updated: number; last: number | null; newest: boolean }[]) {
  const calls: Call[] = [];
  const call = (async (op: string, params: Record<string, unknown>) => {
    calls.push({ op, params });
    if (op === 'markStreamAsRead') return {};
    const page = pages.shift();
    if (page === undefined) throw new Error('asked for more pages than the server has');
    return {
      processed_count: page.updated,
      updated_count: page.updated,
      first_processed_id: page.last,
      last_processed_id: page.last,
      found_oldest: true,
      found_newest: page.newest,
    };
  }) as unknown as ApiCaller;
  return { call, calls };
}

describe('markChannelAsRead', () => {
  it('walks the channel in ranges until found_newest, continuing after the last processed id', async () => {
    const { call, calls } = fakeCaller([
      { updated: 1000, last: 5000, newest: false },
      { updated: 3, last: 5100, newest: true },
    ]);
    await expect(markChannelAsRead(call, 7, 470)).resolves.toBe(1003);
    expect(calls.map((c) => [c.params.anchor, c.params.include_anchor])).toEqual([
      ['oldest', true],
      [5000, false],
    ]);
    expect(calls[0]?.params).toMatchObject({
      op: 'add',
      flag: 'read',
      num_before: 0,
      narrow: [
        { operator: 'channel', operand: 7 },
        { operator: 'is', operand: 'unread' },
      ],
    });
  });

  it('stops when nothing was processed', async () => {
    const { call, calls } = fakeCaller([{ updated: 0, last: null, newest: false }]);
    await expect(markChannelAsRead(call, 7, 470)).resolves.toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('says `stream` to servers before the channel operator (250)', async () => {
    const { call, calls } = fakeCaller([{ updated: 0, last: null, newest: true }]);
    await markChannelAsRead(call, 7, 249);
    expect(calls[0]?.params.narrow).toEqual([
      { operator: 'stream', operand: 7 },
      { operator: 'is', operand: 'unread' },
    ]);
  });

  it('uses POST /mark_stream_as_read before flags for a narrow (155)', async () => {
    const { call, calls } = fakeCaller([]);
    await expect(markChannelAsRead(call, 7, 154)).resolves.toBeUndefined();
    expect(calls).toEqual([{ op: 'markStreamAsRead', params: { stream_id: 7 } }]);
  });

  it('passes on the server refusal', async () => {
    const call = (async () => {
      throw new Error('Invalid channel ID');
    }) as unknown as ApiCaller;
    await expect(markChannelAsRead(call, 7, 470)).rejects.toThrow('Invalid channel ID');
  });
});

describe('channelMuteChange', () => {
  it('sets is_muted, or the inverse in_home_view before feature level 139', () => {
    expect(channelMuteChange(4, true, 470)).toEqual({
      subscription_data: [{ stream_id: 4, property: 'is_muted', value: true }],
    });
    expect(channelMuteChange(4, true, 138)).toEqual({
      subscription_data: [{ stream_id: 4, property: 'in_home_view', value: false }],
    });
  });
});
