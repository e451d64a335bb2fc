// Regression: two messages of one topic in one batch, then a read event for the second alone. The
// second must leave the count at once (it once stayed until the next register, because the batch
// appended to the topic's id list in place and the unread index never learnt the second id).
import { describe, expect, it } from 'vitest';
import { topicKey } from '../../../renderer/src/state/conversation-key';
import { isUnread } from '../../../renderer/src/state/unread-filing';
import { topicUnreadCount, unreadSummary } from '../../../renderer/src/state/unread-counts';
import { event, subscription } from '../support/factories';
import { channelMessage, wire } from '../support/messages';
import { storeFrom } from '../support/store-fixture';

const general = { subscriptions: [subscription({ stream_id: 3, name: 'general', is_muted: false })] };
const arrival = (id: number) => event('message', { message: wire(channelMessage(id, 3, 'chat')), flags: [] });

describe('unread through one batch', () => {
  it('a read event for the second of two messages that arrived together leaves the first unread', () => {
    const { s, apply } = storeFrom(general);
    apply(arrival(21), arrival(22));
    expect(unreadSummary(s()).total).toBe(2);
    apply(event('update_message_flags/add', { flag: 'read', messages: [22], all: false }));
    expect(unreadSummary(s()).total).toBe(1);
    expect(topicUnreadCount(s(), 3, 'chat')).toBe(1);
    expect(s().unread.conversations.get(topicKey(3, 'chat'))?.ids).toEqual([21]);
    expect(isUnread(s().unread, 21)).toBe(true);
    expect(isUnread(s().unread, 22)).toBe(false);
  });

  it('the same when the read event comes in the same batch as the messages', () => {
    const { s, apply } = storeFrom(general);
    apply(
      arrival(21),
      arrival(22),
      event('update_message_flags/add', { flag: 'read', messages: [22], all: false }),
    );
    expect(unreadSummary(s()).total).toBe(1);
    expect(isUnread(s().unread, 21)).toBe(true);
  });

  it('reading the first of a batch leaves the second, and a later batch can read it', () => {
    const { s, apply } = storeFrom(general);
    apply(arrival(21), arrival(22), arrival(23));
    apply(event('update_message_flags/add', { flag: 'read', messages: [21], all: false }));
    expect(s().unread.conversations.get(topicKey(3, 'chat'))?.ids).toEqual([22, 23]);
    apply(event('update_message_flags/add', { flag: 'read', messages: [23, 22], all: false }));
    expect(unreadSummary(s()).total).toBe(0);
  });
});
