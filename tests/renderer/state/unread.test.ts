import { describe, expect, it } from 'vitest';
import { dmKey, topicKey } from '../../../renderer/src/state/conversation-key';
import type { MessagesState } from '../../../renderer/src/state/messages';
import { unreadFromSnapshot, type UnreadState } from '../../../renderer/src/state/unread';
import {
  handleUnreadDelete,
  handleUnreadFlagsAdd,
  handleUnreadFlagsRemove,
  handleUnreadMessage,
  handleUnreadUpdateMessage,
} from '../../../renderer/src/state/unread-events';
import { event } from '../support/factories';
import { channelMessage, directMessage, messagesById, OWN_USER_ID, wire } from '../support/messages';

const snapshot = {
  user_id: OWN_USER_ID,
  unread_msgs: {
    count: 7,
    streams: [
      { stream_id: 3, topic: 'Greetings', unread_message_ids: [5, 1] },
      { stream_id: 3, topic: 'news', unread_message_ids: [7] },
    ],
    pms: [
      { other_user_id: 11, sender_id: 11, unread_message_ids: [2] },
      { other_user_id: OWN_USER_ID, unread_message_ids: [3] },
    ],
    huddles: [{ user_ids_string: `${OWN_USER_ID},11,12`, unread_message_ids: [4, 6] }],
    mentions: [5, 4],
    old_unreads_missing: true,
  },
};

const ids = (state: UnreadState, key: string) => state.conversations.get(key)?.ids;
const noMessages: MessagesState = { byId: messagesById(), narrows: {} };

describe('unread from the snapshot', () => {
  it('files channels by topic, 1:1, self and group DMs by participants, and mentions', () => {
    const state = unreadFromSnapshot(snapshot);
    expect(state.conversations.get(topicKey(3, 'greetings'))).toEqual({
      key: topicKey(3, 'greetings'),
      streamId: 3,
      topic: 'Greetings',
      userIds: [],
      ids: [1, 5],
    });
    expect(state.conversations.get('dm:11')).toMatchObject({ streamId: null, userIds: [11], ids: [2] });
    expect(ids(state, dmKey([OWN_USER_ID], OWN_USER_ID))).toEqual([3]);
    expect(state.conversations.get('dm:11,12')).toMatchObject({ userIds: [11, 12], ids: [4, 6] });
    expect(state.mentions).toEqual([4, 5]);
    expect(state.oldUnreadsMissing).toBe(true);
  });

  it('sorts and dedupes ids not sent ascending, skips what is not an id, and merges a topic listed twice', () => {
    const state = unreadFromSnapshot({
      user_id: OWN_USER_ID,
      unread_msgs: {
        streams: [
          { stream_id: 3, topic: 'Lunch', unread_message_ids: [9, 2, 2, 'x', 5] },
          { stream_id: 3, topic: 'lunch', unread_message_ids: [1, 9] },
          { stream_id: 4, topic: 'nothing left', unread_message_ids: ['x', null] },
          { stream_id: 4, topic: 'not a list', unread_message_ids: 7 },
          { stream_id: '4', topic: 'bad channel', unread_message_ids: [1] },
          'not an entry',
        ],
        pms: [
          { other_user_id: 11, unread_message_ids: [8, 10] },
          { sender_id: 11, unread_message_ids: [12, 10] },
        ],
        mentions: [7, 3, 3, 'y', 9],
      },
    });
    expect(state.conversations.get(topicKey(3, 'lunch'))).toEqual({
      key: topicKey(3, 'lunch'),
      streamId: 3,
      topic: 'Lunch',
      userIds: [],
      ids: [1, 2, 5, 9],
    });
    expect(ids(state, 'dm:11')).toEqual([8, 10, 12]);
    expect(state.conversations.size).toBe(2);
    expect(state.mentions).toEqual([3, 7, 9]);
  });

  it('keeps its own copies of the id lists register sent', () => {
    const listed = [1, 2, 3];
    const state = unreadFromSnapshot({
      user_id: OWN_USER_ID,
      unread_msgs: { streams: [{ stream_id: 3, topic: 't', unread_message_ids: listed }], mentions: listed },
    });
    listed.push(4);
    expect(ids(state, topicKey(3, 't'))).toEqual([1, 2, 3]);
    expect(state.mentions).toEqual([1, 2, 3]);
  });

  it('is empty without unread_msgs or a user id', () => {
    expect(unreadFromSnapshot({ user_id: 1 }).conversations.size).toBe(0);
    expect(unreadFromSnapshot({ unread_msgs: snapshot.unread_msgs }).conversations.size).toBe(0);
  });
});

describe('unread events', () => {
  const start = () => unreadFromSnapshot(snapshot);

  it('counts a new message unless it arrives read, and notes mentions', () => {
    const mention = channelMessage(20, 3, 'GREETINGS');
    let state = handleUnreadMessage(
      start(),
      event('message', { message: wire(mention), flags: ['mentioned'] }),
      OWN_USER_ID,
    );
    expect(ids(state, topicKey(3, 'greetings'))).toEqual([1, 5, 20]);
    expect(state.mentions).toEqual([4, 5, 20]);
    const dm = directMessage(21, [13]);
    state = handleUnreadMessage(state, event('message', { message: wire(dm), flags: [] }), OWN_USER_ID);
    expect(state.conversations.get('dm:13')).toMatchObject({ userIds: [13], ids: [21] });
    const own = channelMessage(22, 3, 'news');
    expect(
      handleUnreadMessage(state, event('message', { message: wire(own), flags: ['read'] }), OWN_USER_ID),
    ).toBe(state);
  });

  it('removes read messages, and everything with all: true', () => {
    let state = handleUnreadFlagsAdd(
      start(),
      event('update_message_flags/add', { flag: 'read', messages: [1, 7, 4], all: false }),
    );
    expect(ids(state, topicKey(3, 'greetings'))).toEqual([5]);
    expect(state.conversations.get(topicKey(3, 'news'))).toBeUndefined();
    expect(ids(state, 'dm:11,12')).toEqual([6]);
    expect(state.mentions).toEqual([5]);
    expect(
      handleUnreadFlagsAdd(
        state,
        event('update_message_flags/add', { flag: 'starred', messages: [5], all: false }),
      ),
    ).toBe(state);
    state = handleUnreadFlagsAdd(
      state,
      event('update_message_flags/add', { flag: 'read', messages: [], all: true }),
    );
    expect(state.conversations.size).toBe(0);
    expect(state.mentions).toEqual([]);
  });

  it('marks unread again from message_details, for messages not in memory', () => {
    const empty = handleUnreadFlagsAdd(
      start(),
      event('update_message_flags/add', { flag: 'read', messages: [], all: true }),
    );
    const state = handleUnreadFlagsRemove(
      empty,
      event('update_message_flags/remove', {
        flag: 'read',
        messages: [30, 31, 32, 33],
        all: false,
        message_details: {
          30: { type: 'stream', stream_id: 3, topic: 'news', mentioned: true },
          31: { type: 'private', user_ids: [11] },
          32: { type: 'private', user_ids: [] },
          33: { type: 'private', user_ids: [12, 11] },
        },
      }),
      OWN_USER_ID,
      noMessages,
    );
    expect(ids(state, topicKey(3, 'news'))).toEqual([30]);
    expect(ids(state, 'dm:11')).toEqual([31]);
    expect(ids(state, `dm:${OWN_USER_ID}`)).toEqual([32]);
    expect(ids(state, 'dm:11,12')).toEqual([33]);
    expect(state.mentions).toEqual([30]);
  });

  it('without message_details, files only the messages it holds', () => {
    const held: MessagesState = {
      byId: messagesById(channelMessage(40, 3, 'news', { flags: ['read', 'mentioned'] })),
      narrows: {},
    };
    const state = handleUnreadFlagsRemove(
      start(),
      event('update_message_flags/remove', { flag: 'read', messages: [40, 41] }),
      OWN_USER_ID,
      held,
    );
    expect(ids(state, topicKey(3, 'news'))).toEqual([7, 40]);
    expect(state.mentions).toContain(40);
    expect(JSON.stringify(state)).not.toContain('41');
  });

  it('moves unread messages with their messages, and follows mention changes of edits', () => {
    const moved = handleUnreadUpdateMessage(
      start(),
      event('update_message', {
        user_id: 11,
        message_id: 1,
        message_ids: [1, 5, 99],
        flags: ['read'],
        edit_timestamp: 1,
        stream_id: 3,
        new_stream_id: 4,
        orig_subject: 'Greetings',
        subject: 'hello',
      }),
      OWN_USER_ID,
    );
    expect(moved.conversations.get(topicKey(3, 'greetings'))).toBeUndefined();
    expect(moved.conversations.get(topicKey(4, 'hello'))).toMatchObject({
      streamId: 4,
      topic: 'hello',
      ids: [1, 5],
    });
    expect(moved.mentions).toEqual([4, 5]);

    const unmentioned = handleUnreadUpdateMessage(
      start(),
      event('update_message', {
        user_id: 11,
        message_id: 5,
        message_ids: [5],
        flags: [],
        edit_timestamp: 2,
        rendered_content: '<p>x</p>',
      }),
      OWN_USER_ID,
    );
    expect(unmentioned.mentions).toEqual([4]);
    expect(ids(unmentioned, topicKey(3, 'greetings'))).toEqual([1, 5]);
  });

  it('forgets deleted messages', () => {
    const state = handleUnreadDelete(
      start(),
      event('delete_message', { message_type: 'private', message_ids: [2, 4] }),
    );
    expect(state.conversations.get('dm:11')).toBeUndefined();
    expect(ids(state, 'dm:11,12')).toEqual([6]);
    expect(state.mentions).toEqual([5]);
  });
});
