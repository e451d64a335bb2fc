import { describe, expect, it } from 'vitest';
import type { RecentConversation } from '../../../../renderer/src/features/recent/recent-grouping';
import { withRecentDms } from '../../../../renderer/src/features/recent/recent-merge';

function row(
  key: string,
  lastMessageId: number,
  extra: Partial<RecentConversation> = {},
): RecentConversation {
  return {
    key,
    streamId: key.startsWith('dm:') ? null : 3,
    topic: key.startsWith('dm:') ? '' : 'lunch',
    userIds: key.startsWith('dm:') ? key.slice(3).split(',').map(Number) : [],
    lastMessageId,
    lastTimestamp: lastMessageId * 10,
    senders: [20],
    participated: false,
    ...extra,
  };
}

const noTimes = () => null;

describe('merging recent direct conversations', () => {
  it('adds direct conversations older than the loaded messages, in order of their newest message', () => {
    const rows = [row('stream:3:lunch', 500), row('dm:20', 400)];
    const merged = withRecentDms(
      rows,
      [
        { key: 'dm:21', userIds: [21], maxMessageId: 450 },
        { key: 'dm:22,23', userIds: [22, 23], maxMessageId: 90 },
      ],
      (id) => (id === 90 ? 900 : null),
    );
    expect(merged.map((r) => r.key)).toEqual(['stream:3:lunch', 'dm:21', 'dm:20', 'dm:22,23']);
    expect(merged[1]).toMatchObject({ streamId: null, userIds: [21], lastTimestamp: null, senders: [] });
    // The time is known when the message happens to be held.
    expect(merged[3]?.lastTimestamp).toBe(900);
  });

  it('keeps the loaded row when it is as new as register says, and the same list when nothing joins', () => {
    const rows = [row('dm:20', 400)];
    expect(withRecentDms(rows, [{ key: 'dm:20', userIds: [20], maxMessageId: 400 }], noTimes)).toBe(rows);
  });

  it('takes the newer id when register knows a newer message than was loaded', () => {
    const rows = [row('dm:20', 400, { senders: [20, 10], participated: true })];
    const merged = withRecentDms(rows, [{ key: 'dm:20', userIds: [20], maxMessageId: 700 }], noTimes);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ lastMessageId: 700, senders: [20, 10], participated: true });
  });
});
