import { describe, expect, it } from 'vitest';
import { badgeCount } from '../../../renderer/src/features/settings/badge-count';
import { createAppStore } from '../../../renderer/src/state/store';
import {
  channelBadge,
  channelUnread,
  topicUnreadCount,
  unreadSummary,
} from '../../../renderer/src/state/unread-counts';
import { baseSnapshot, event, subscription } from '../support/factories';
import { channelMessage, directMessage, wire } from '../support/messages';

function loadedStore() {
  const store = createAppStore();
  store.getState().applySnapshot(
    {
      ...baseSnapshot,
      subscriptions: [
        subscription({ stream_id: 3, name: 'general', is_muted: false }),
        subscription({ stream_id: 4, name: 'design', is_muted: true }),
      ],
      user_topics: [
        { stream_id: 3, topic_name: 'quiet', last_updated: 1, visibility_policy: 1 },
        { stream_id: 3, topic_name: 'hot', last_updated: 1, visibility_policy: 3 },
        { stream_id: 4, topic_name: 'loud', last_updated: 1, visibility_policy: 2 },
      ],
      unread_msgs: {
        count: 0,
        streams: [
          { stream_id: 3, topic: 'chat', unread_message_ids: [1, 2] },
          { stream_id: 3, topic: 'quiet', unread_message_ids: [3] },
          { stream_id: 3, topic: 'hot', unread_message_ids: [4, 5] },
          { stream_id: 4, topic: 'idle', unread_message_ids: [6, 7, 8] },
          { stream_id: 4, topic: 'loud', unread_message_ids: [9] },
        ],
        pms: [{ other_user_id: 11, unread_message_ids: [10] }],
        huddles: [],
        mentions: [5, 10],
        old_unreads_missing: false,
      },
    },
    1,
    'a1',
  );
  return store;
}

describe('unread counts', () => {
  it('splits each channel by muting: muted topics, muted channels, unmuted topics in them', () => {
    const s = loadedStore().getState();
    expect(channelUnread(s, 3)).toEqual({ unmuted: 4, muted: 1, channelMuted: false });
    expect(channelUnread(s, 4)).toEqual({ unmuted: 1, muted: 3, channelMuted: true });
    expect(channelUnread(s, 5)).toEqual({ unmuted: 0, muted: 0, channelMuted: false });
    expect(topicUnreadCount(s, 3, 'HOT')).toBe(2);
  });

  it('totals what is not muted, in the parts badgeCount adds up', () => {
    const summary = unreadSummary(loadedStore().getState());
    expect(summary).toEqual({
      total: 6,
      directMessages: 1,
      mentions: 1,
      followedTopics: 1,
      channels: 5,
      allMentions: 2,
    });
    expect(badgeCount(1, summary)).toBe(6);
    expect(badgeCount(2, summary)).toBe(3);
    expect(badgeCount(3, summary)).toBe(2);
    expect(badgeCount(4, summary)).toBe(0);
  });

  it('follows events and mute changes', () => {
    const store = loadedStore();
    store
      .getState()
      .applyEvents(
        [
          event('message', { message: wire(channelMessage(20, 3, 'chat')), flags: [] }),
          event('message', { message: wire(directMessage(21, [11])), flags: [] }),
          event('update_message_flags/add', { flag: 'read', messages: [1, 2, 10], all: false }),
        ],
        1,
        'a1',
      );
    expect(channelUnread(store.getState(), 3).unmuted).toBe(3);
    expect(unreadSummary(store.getState()).directMessages).toBe(1);
    store
      .getState()
      .applyEvents(
        [event('user_topic', { stream_id: 3, topic_name: 'quiet', last_updated: 2, visibility_policy: 0 })],
        1,
        'a1',
      );
    expect(channelUnread(store.getState(), 3)).toEqual({ unmuted: 4, muted: 0, channelMuted: false });
  });
});

describe('channelBadge', () => {
  const plain = { unmuted: 3, muted: 2, channelMuted: false };
  const mutedChannel = { unmuted: 1, muted: 4, channelMuted: true };
  const onlyMuted = { unmuted: 0, muted: 4, channelMuted: true };

  it('policy 1 (all channels) counts everywhere, muted channels dimmed', () => {
    expect(channelBadge(plain, 1)).toEqual({ kind: 'count', count: 3, muted: false });
    expect(channelBadge(mutedChannel, 1)).toEqual({ kind: 'count', count: 5, muted: true });
  });

  it('policy 2 (unmuted only) counts unmuted channels, a dot for a muted one with unmuted topics', () => {
    expect(channelBadge(plain, 2)).toEqual({ kind: 'count', count: 3, muted: false });
    expect(channelBadge(mutedChannel, 2)).toEqual({ kind: 'dot' });
    expect(channelBadge(onlyMuted, 2)).toBeNull();
  });

  it('policy 3 (no channels) shows only a dot', () => {
    expect(channelBadge(plain, 3)).toEqual({ kind: 'dot' });
    expect(channelBadge(onlyMuted, 3)).toBeNull();
    expect(channelBadge({ unmuted: 0, muted: 0, channelMuted: false }, 1)).toBeNull();
  });
});
