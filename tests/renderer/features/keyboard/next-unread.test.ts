import { describe, expect, it } from 'vitest';
import {
  nextUnreadDm,
  nextUnreadTopic,
  type NextTopicInput,
} from '../../../../renderer/src/features/keyboard/next-unread';
import type { UnreadConversation } from '../../../../renderer/src/state/unread';

const topic = (streamId: number, name: string, ids: number[]): UnreadConversation => ({
  key: `stream:${streamId}:${name.toLowerCase()}`,
  streamId,
  topic: name,
  userIds: [],
  ids,
});
const dm = (userIds: number[], ids: number[]): UnreadConversation => ({
  key: `dm:${userIds.join(',')}`,
  streamId: null,
  topic: '',
  userIds,
  ids,
});

// Sidebar order: general (1), design (2), muted noise (3), ops (4).
const channels = [
  { streamId: 1, muted: false },
  { streamId: 2, muted: false },
  { streamId: 3, muted: true },
  { streamId: 4, muted: false },
];
const unread = [
  topic(1, 'lunch', [10, 11]),
  topic(1, 'plans', [30]),
  topic(2, 'logo', [20]),
  topic(3, 'chatter', [40]),
  topic(3, 'alerts', [41]),
  topic(4, 'deploys', [5]),
  topic(4, 'hushed', [50]),
  topic(9, 'unsubscribed', [60]),
];
const policies: Record<string, number> = { 'stream:4:hushed': 1, 'stream:3:alerts': 2, 'stream:2:logo': 3 };

function next(current: NextTopicInput['current'], onlyFollowed = false, conversations = unread) {
  return nextUnreadTopic({
    channels,
    conversations,
    policyOf: (conversation) => policies[conversation.key] ?? 0,
    current,
    onlyFollowed,
  });
}

describe('nextUnreadTopic', () => {
  it('starts from the first channel in sidebar order, its newest unread topic first', () => {
    expect(next(null)).toEqual({ streamId: 1, topic: 'plans' });
  });

  it('goes to the next topic of the channel, then the next channels, skipping muted ones', () => {
    expect(next({ streamId: 1, topic: 'plans' })).toEqual({ streamId: 1, topic: 'lunch' });
    expect(next({ streamId: 1, topic: 'LUNCH' })).toEqual({ streamId: 2, topic: 'logo' });
    // In the muted channel only the unmuted topic counts; ops' muted topic is skipped.
    expect(next({ streamId: 2, topic: 'logo' })).toEqual({ streamId: 3, topic: 'alerts' });
    expect(next({ streamId: 3, topic: 'chatter' })).toEqual({ streamId: 4, topic: 'deploys' });
  });

  it('wraps round to the channels before, and to the current channel’s earlier topics', () => {
    expect(next({ streamId: 4, topic: 'deploys' })).toEqual({ streamId: 1, topic: 'plans' });
    const onlyHere = [topic(1, 'lunch', [10]), topic(1, 'plans', [30])];
    expect(next({ streamId: 1, topic: 'lunch' }, false, onlyHere)).toEqual({ streamId: 1, topic: 'plans' });
    expect(next({ streamId: 1, topic: 'plans' }, false, [topic(1, 'plans', [30])])).toBeNull();
  });

  it('counts every topic of a muted channel the user is reading, except muted topics', () => {
    expect(next({ streamId: 3, topic: null })).toEqual({ streamId: 3, topic: 'alerts' });
    expect(
      next({ streamId: 3, topic: 'alerts' }, false, [topic(3, 'chatter', [40]), topic(3, 'alerts', [41])]),
    ).toEqual({
      streamId: 3,
      topic: 'chatter',
    });
  });

  it('with Shift+N, only followed topics', () => {
    expect(next(null, true)).toEqual({ streamId: 2, topic: 'logo' });
    expect(next({ streamId: 2, topic: 'logo' }, true)).toBeNull();
  });

  it('returns null with nothing unread', () => {
    expect(next({ streamId: 1, topic: 'lunch' }, false, [])).toBeNull();
  });
});

describe('nextUnreadDm', () => {
  const conversations = [dm([5], [12]), dm([6], [30]), dm([7], [20]), dm([8], [40]), topic(1, 'x', [99])];
  const recent: Record<string, number> = { 'dm:5': 100 };
  const nextDm = (currentKey: string | null) =>
    nextUnreadDm({
      conversations,
      recentMaxId: (key) => recent[key],
      isMutedUser: (id) => id === 8,
      currentKey,
    })?.key ?? null;

  it('goes through unread conversations most recent first, skipping muted people', () => {
    expect(nextDm(null)).toBe('dm:5');
    expect(nextDm('dm:5')).toBe('dm:6');
    expect(nextDm('dm:6')).toBe('dm:7');
  });

  it('wraps round after the last one', () => {
    expect(nextDm('dm:7')).toBe('dm:5');
  });
});
