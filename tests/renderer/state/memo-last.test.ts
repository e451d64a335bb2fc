// The per-store memo behind derived counts: recomputed only when an input changes, and one store's
// cache never answers for another.
import { describe, expect, it, vi } from 'vitest';
import { memoLast } from '../../../renderer/src/state/memo-last';
import { unreadSummary } from '../../../renderer/src/state/unread-counts';
import { event, subscription } from '../support/factories';
import { channelMessage, wire } from '../support/messages';
import { storeFrom } from '../support/store-fixture';

describe('memoLast', () => {
  it('computes again only when an argument is a different object', () => {
    const compute = vi.fn((a: object, b: object) => ({ a, b }));
    const memo = memoLast(compute);
    const a = {};
    const b = {};
    const first = memo(a, b);
    expect(memo(a, b)).toBe(first);
    expect(memo(a, {})).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

describe('unread counts per store', () => {
  const general = { subscriptions: [subscription({ stream_id: 3, name: 'general' })] };
  const arrival = (id: number) =>
    event('message', { message: wire(channelMessage(id, 3, 'chat')), flags: [] });

  it('keeps its result while unread is unchanged, and stores do not share it', () => {
    const one = storeFrom(general);
    const two = storeFrom(general);
    one.apply(arrival(1));
    const summary = unreadSummary(one.s());
    expect(unreadSummary(two.s()).total).toBe(0);
    expect(unreadSummary(one.s())).toBe(summary);
    one.apply(event('alert_words', { alert_words: ['lunch'] }));
    expect(unreadSummary(one.s())).toBe(summary);
    one.apply(arrival(2));
    expect(unreadSummary(one.s()).total).toBe(2);
    expect(unreadSummary(two.s()).total).toBe(0);
  });
});
