import { describe, expect, it } from 'vitest';
import { narrowKey, type Narrow } from '../../../renderer/src/features/messages/narrow';
import { beginMessageFetch, storeFetchedMessages } from '../../../renderer/src/state/messages-fetch';
import { handleRecentDmMessage, recentDmsFromSnapshot } from '../../../renderer/src/state/recent-dms';
import { createAppStore } from '../../../renderer/src/state/store';
import { baseSnapshot, event } from '../support/factories';
import { channelMessage, directMessage, OWN_USER_ID, wire } from '../support/messages';

const topic: Narrow = { kind: 'topic', streamId: 3, topic: 'greetings' };

describe('messages in the store', () => {
  it('takes a fetch of the current generation, then keeps it live with events', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 2, 'a1');
    storeFetchedMessages(store, 2, topic, 'initial', {
      messages: [channelMessage(1, 3, 'greetings')],
      foundOldest: true,
      foundNewest: true,
    });
    store.getState().applyEvents(
      [
        event('message', { message: wire(channelMessage(2, 3, 'greetings')), flags: [] }),
        event('reaction/add', {
          message_id: 2,
          emoji_name: 'ok',
          emoji_code: '1f44c',
          reaction_type: 'unicode_emoji',
          user_id: 11,
        }),
        event('update_message_flags/add', { flag: 'read', messages: [2], all: false }),
      ],
      2,
      'a1',
    );
    const { messages, unread } = store.getState();
    expect(messages.narrows[narrowKey(topic)]?.ids).toEqual([1, 2]);
    expect(messages.byId.get(2)?.reactions).toHaveLength(1);
    expect(messages.byId.get(2)?.flags).toEqual(['read']);
    expect(unread.conversations.size).toBe(0);
  });

  it('completes a fetch with a message that arrived while it was in flight, then lets the rest go', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 2, 'a1');
    const endFetch = beginMessageFetch(store);
    const arrive = (id: number, topicName: string) =>
      store
        .getState()
        .applyEvents(
          [event('message', { message: wire(channelMessage(id, 3, topicName)), flags: [] })],
          2,
          'a1',
        );
    arrive(5, 'greetings');
    arrive(6, 'elsewhere');
    storeFetchedMessages(store, 2, topic, 'initial', {
      messages: [channelMessage(1, 3, 'greetings')],
      foundOldest: true,
      foundNewest: true,
    });
    endFetch();
    endFetch();
    const { messages } = store.getState();
    expect(messages.narrows[narrowKey(topic)]?.ids).toEqual([1, 5]);
    expect(messages.byId.keySeq().toArray().sort()).toEqual([1, 5]);
    expect(messages.fetchesInFlight).toBe(0);
    arrive(7, 'elsewhere');
    expect(store.getState().messages.byId.has(7)).toBe(false);
  });

  it('does not let a fetch from before a register end one of the new register', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 2, 'a1');
    const stale = beginMessageFetch(store);
    store.getState().applySnapshot(baseSnapshot, 3, 'a1');
    beginMessageFetch(store);
    stale();
    expect(store.getState().messages.fetchesInFlight).toBe(1);
  });

  it('drops a fetch answered for an older generation, and a new register empties the slice', () => {
    const store = createAppStore();
    store.getState().applySnapshot(baseSnapshot, 2, 'a1');
    storeFetchedMessages(store, 1, topic, 'initial', {
      messages: [channelMessage(1, 3, 'greetings')],
      foundOldest: true,
      foundNewest: true,
    });
    expect(store.getState().messages.narrows).toEqual({});
    storeFetchedMessages(store, 2, topic, 'initial', {
      messages: [channelMessage(1, 3, 'greetings')],
      foundOldest: true,
      foundNewest: true,
    });
    expect(Object.keys(store.getState().messages.narrows)).toHaveLength(1);
    store.getState().applySnapshot(baseSnapshot, 3, 'a1');
    expect(store.getState().messages.byId.size).toBe(0);
    expect(store.getState().messages.narrows).toEqual({});
  });
});

describe('recent direct conversations', () => {
  it('reads the snapshot (a self-DM has no user ids) and moves a conversation up on a new message', () => {
    const state = recentDmsFromSnapshot({
      user_id: OWN_USER_ID,
      recent_private_conversations: [
        { max_message_id: 50, user_ids: [12, 11] },
        { max_message_id: 40, user_ids: [] },
      ],
    });
    expect(state.byKey.get('dm:11,12')).toEqual({ key: 'dm:11,12', userIds: [11, 12], maxMessageId: 50 });
    expect(state.byKey.get(`dm:${OWN_USER_ID}`)?.userIds).toEqual([OWN_USER_ID]);
    const next = handleRecentDmMessage(
      state,
      event('message', { message: wire(directMessage(60, [13])), flags: [] }),
      OWN_USER_ID,
    );
    expect(next.byKey.get('dm:13')?.maxMessageId).toBe(60);
    const channel = event('message', { message: wire(channelMessage(61, 3, 'x')), flags: [] });
    expect(handleRecentDmMessage(next, channel, OWN_USER_ID)).toBe(next);
  });
});
