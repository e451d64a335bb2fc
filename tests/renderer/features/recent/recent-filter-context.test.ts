import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECENT_FILTERS,
  filterConversations,
} from '../../../../renderer/src/features/recent/recent-filters';
import { createRecentGrouper } from '../../../../renderer/src/features/recent/recent-grouping';
import { recentFilterContext } from '../../../../renderer/src/features/recent/use-recent-conversations';
import { subscription } from '../../support/factories';
import { channelMessage, directMessage, OWN_USER_ID } from '../../support/messages';
import { storeFrom } from '../../support/store-fixture';
import { testIntl } from '../../../support/intl';

const en = testIntl();

const store = storeFrom({
  subscriptions: [
    subscription({ stream_id: 3, name: 'general', is_muted: false }),
    subscription({ stream_id: 4, name: 'design', is_muted: true }),
  ],
  user_topics: [
    { stream_id: 3, topic_name: 'quiet', last_updated: 1, visibility_policy: 1 },
    { stream_id: 4, topic_name: 'loud', last_updated: 1, visibility_policy: 2 },
  ],
  muted_users: [{ id: 30, timestamp: 1 }],
  realm_users: [
    { user_id: 20, full_name: 'Rahul Mehta', email: 'rahul@example.org' },
    { user_id: 30, full_name: 'Muted Person', email: 'muted@example.org' },
  ],
  unread_msgs: {
    count: 0,
    // Unread messages nobody loaded still count.
    streams: [{ stream_id: 3, topic: 'Chat', unread_message_ids: [1, 90, 91] }],
    pms: [{ other_user_id: 20, unread_message_ids: [6] }],
    huddles: [],
    mentions: [],
  },
});

const rows = createRecentGrouper()(
  [
    channelMessage(1, 3, 'chat'),
    channelMessage(2, 3, 'quiet'),
    channelMessage(3, 4, 'idle'),
    channelMessage(4, 4, 'loud'),
    channelMessage(5, 7, 'left behind'),
    directMessage(6, [20], { sender_id: 20 }),
    directMessage(7, [30], { sender_id: 30 }),
    directMessage(8, [30, 20], { sender_id: 30 }),
    channelMessage(9, 3, ''),
  ],
  OWN_USER_ID,
);
const ctx = recentFilterContext({
  ...store.s(),
  ownUserId: OWN_USER_ID,
  emptyTopicName: 'general chat',
  intl: en,
});
const byKey = (key: string) => rows.find((row) => row.key === key)!;

describe('what Recent conversations filters by, from the store', () => {
  it('counts unread messages from the unread state', () => {
    expect(ctx.unreadCount(byKey('stream:3:chat'))).toBe(3);
    expect(ctx.unreadCount(byKey('dm:20'))).toBe(1);
    expect(ctx.unreadCount(byKey('stream:4:idle'))).toBe(0);
  });

  it('calls muted topics and topics of muted channels muted, unless unmuted', () => {
    expect(ctx.isMuted(byKey('stream:3:quiet'))).toBe(true);
    expect(ctx.isMuted(byKey('stream:4:idle'))).toBe(true);
    expect(ctx.isMuted(byKey('stream:4:loud'))).toBe(false);
    expect(ctx.isMuted(byKey('stream:3:chat'))).toBe(false);
  });

  it('never lists unsubscribed channels or conversations with muted users only', () => {
    const shown = filterConversations(rows, { ...DEFAULT_RECENT_FILTERS, includeMuted: true }, ctx);
    expect(shown.map((row) => row.key)).toEqual([
      'stream:3:',
      'dm:20,30',
      'dm:20',
      'stream:4:loud',
      'stream:4:idle',
      'stream:3:quiet',
      'stream:3:chat',
    ]);
  });

  it('looks for words in the channel and topic, or the names of the people', () => {
    expect(ctx.searchText(byKey('stream:4:idle'))).toBe('design idle');
    expect(ctx.searchText(byKey('stream:3:'))).toBe('general general chat');
    expect(ctx.searchText(byKey('dm:20,30'))).toBe('Rahul Mehta, Muted Person');
  });
});
