import { describe, expect, it } from 'vitest';
import { createRecentGrouper } from '../../../../renderer/src/features/recent/recent-grouping';
import type { StoredMessage } from '../../../../renderer/src/state/messages';
import { channelMessage, directMessage, OWN_USER_ID } from '../../support/messages';

const from = (senderId: number, timestamp = 1_700_000_000) => ({ sender_id: senderId, timestamp });

describe('grouping messages into recent conversations', () => {
  const messages: StoredMessage[] = [
    channelMessage(1, 3, 'Lunch', from(20, 100)),
    channelMessage(2, 3, 'lunch', from(21, 200)),
    directMessage(3, [20], from(20, 300)),
    channelMessage(4, 4, 'Roadmap', from(OWN_USER_ID, 400)),
    channelMessage(5, 3, 'LUNCH', from(20, 500)),
  ];

  it('makes one row per topic (case-insensitive) or direct conversation, newest first', () => {
    const rows = createRecentGrouper()(messages, OWN_USER_ID);
    expect(rows.map((r) => r.key)).toEqual(['stream:3:lunch', 'stream:4:roadmap', 'dm:20']);
    const lunch = rows[0];
    expect(lunch).toMatchObject({ streamId: 3, topic: 'LUNCH', lastMessageId: 5, lastTimestamp: 500 });
    // Most recent sender first, each once.
    expect(lunch?.senders).toEqual([20, 21]);
    expect(lunch?.participated).toBe(false);
    expect(rows[1]?.participated).toBe(true);
    expect(rows[2]).toMatchObject({ streamId: null, userIds: [20], senders: [20], topic: '' });
  });

  it('returns the very same rows when only flags changed (a message was read)', () => {
    const group = createRecentGrouper();
    const first = group(messages, OWN_USER_ID);
    const read = messages.map((m) => (m.id === 5 ? { ...m, flags: ['read'] } : m));
    expect(group(read, OWN_USER_ID)).toBe(first);
  });

  it('updates only the conversation of a new message and moves it to the top', () => {
    const group = createRecentGrouper();
    const first = group(messages, OWN_USER_ID);
    const next = group([...messages, channelMessage(6, 4, 'roadmap', from(21, 600))], OWN_USER_ID);
    expect(next.map((r) => r.key)).toEqual(['stream:4:roadmap', 'stream:3:lunch', 'dm:20']);
    expect(next[0]).toMatchObject({ lastMessageId: 6, topic: 'roadmap', senders: [21, OWN_USER_ID] });
    expect(next[0]?.participated).toBe(true);
    // Untouched conversations keep their objects (their rows need not render again).
    expect(next[1]).toBe(first[0]);
    expect(next[2]).toBe(first[2]);
    // The same as grouping everything from scratch.
    expect(next).toEqual(
      createRecentGrouper()([...messages, channelMessage(6, 4, 'roadmap', from(21, 600))], OWN_USER_ID),
    );
  });

  it('regroups when history changes: a message moved to another topic, or deleted', () => {
    const group = createRecentGrouper();
    group(messages, OWN_USER_ID);
    const moved = messages.map((m) => (m.id === 4 ? { ...m, subject: 'Lunch', stream_id: 3 } : m));
    expect(group(moved, OWN_USER_ID).map((r) => r.key)).toEqual(['stream:3:lunch', 'dm:20']);
    const deleted = moved.filter((m) => m.id !== 3);
    const rows = group(deleted, OWN_USER_ID);
    expect(rows.map((r) => r.key)).toEqual(['stream:3:lunch']);
    expect(rows[0]?.senders).toEqual([20, OWN_USER_ID, 21]);
  });

  it('regroups when an older page lands', () => {
    const group = createRecentGrouper();
    group(messages.slice(2), OWN_USER_ID);
    const rows = group(messages, OWN_USER_ID);
    expect(rows.find((r) => r.key === 'stream:3:lunch')?.senders).toEqual([20, 21]);
  });

  it('keys direct conversations without you, and notes to self by your own id', () => {
    const rows = createRecentGrouper()(
      [directMessage(1, [21, 20], from(21)), directMessage(2, [], from(OWN_USER_ID))],
      OWN_USER_ID,
    );
    expect(rows.map((r) => [r.key, r.userIds])).toEqual([
      [`dm:${OWN_USER_ID}`, [OWN_USER_ID]],
      ['dm:20,21', [20, 21]],
    ]);
  });
});
