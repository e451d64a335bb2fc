// The unread indexes only say where to look for an id: the register's is built once and goes stale
// as messages are read or moved, the events' one follows every change since. Whatever the history,
// an id is unread where its conversation lists it, and nowhere else.
import { describe, expect, it } from 'vitest';
import { topicKey } from '../../../renderer/src/state/conversation-key';
import { unreadFromSnapshot } from '../../../renderer/src/state/unread';
import { conversationOf, indexKey, isUnread } from '../../../renderer/src/state/unread-filing';
import {
  handleUnreadFlagsAdd,
  handleUnreadFlagsRemove,
  handleUnreadMessage,
  handleUnreadUpdateMessage,
} from '../../../renderer/src/state/unread-events';
import { event } from '../support/factories';
import { channelMessage, messagesById, OWN_USER_ID, wire } from '../support/messages';

const start = () =>
  unreadFromSnapshot({
    user_id: OWN_USER_ID,
    unread_msgs: {
      streams: [
        { stream_id: 3, topic: 'lunch', unread_message_ids: [5, 6] },
        { stream_id: 3, topic: 'news', unread_message_ids: [7] },
      ],
      pms: [],
      huddles: [],
      mentions: [],
    },
  });
const read = (...messages: number[]) =>
  event('update_message_flags/add', { flag: 'read', messages, all: false });
const move = (ids: number[], from: string, to: string) =>
  event('update_message', {
    user_id: 11,
    message_id: ids[0]!,
    message_ids: ids,
    flags: [],
    edit_timestamp: 1,
    stream_id: 3,
    orig_subject: from,
    subject: to,
  });
const markUnread = (id: number, topic: string) =>
  event('update_message_flags/remove', {
    flag: 'read',
    messages: [id],
    all: false,
    message_details: { [id]: { type: 'stream', stream_id: 3, topic } },
  });
const noMessages = { byId: messagesById(), narrows: {} };
const keyOf = (state: ReturnType<typeof start>, id: number) => conversationOf(state, id)?.key;

describe('unread indexes', () => {
  it('an id of the register, read, is unread nowhere though the register index still names it', () => {
    const state = handleUnreadFlagsAdd(start(), read(5));
    expect(state.registerKeyById.get(5)).toBe(topicKey(3, 'lunch'));
    expect(isUnread(state, 5)).toBe(false);
    expect(state.conversations.get(topicKey(3, 'lunch'))?.ids).toEqual([6]);
    // Reading it again changes nothing.
    expect(handleUnreadFlagsAdd(state, read(5))).toBe(state);
  });

  it('an id of the register, moved, is found where it went, and read there', () => {
    const moved = handleUnreadUpdateMessage(start(), move([5], 'lunch', 'news'), OWN_USER_ID);
    expect(keyOf(moved, 5)).toBe(topicKey(3, 'news'));
    expect(moved.conversations.get(topicKey(3, 'news'))?.ids).toEqual([5, 7]);
    const state = handleUnreadFlagsAdd(moved, read(5));
    expect(isUnread(state, 5)).toBe(false);
    expect(state.conversations.get(topicKey(3, 'news'))?.ids).toEqual([7]);
    expect(state.conversations.get(topicKey(3, 'lunch'))?.ids).toEqual([6]);
  });

  it('read, then marked unread elsewhere, it is counted once, where the server says', () => {
    const readState = handleUnreadFlagsAdd(start(), read(6));
    const state = handleUnreadFlagsRemove(readState, markUnread(6, 'news'), OWN_USER_ID, noMessages);
    expect(keyOf(state, 6)).toBe(topicKey(3, 'news'));
    expect(state.conversations.get(topicKey(3, 'news'))?.ids).toEqual([6, 7]);
    expect(state.conversations.get(topicKey(3, 'lunch'))?.ids).toEqual([5]);
    // Marking it unread again where it already is changes nothing.
    expect(handleUnreadFlagsRemove(state, markUnread(6, 'news'), OWN_USER_ID, noMessages)).toBe(state);
  });

  it('moved away and read, it does not come back when another message is moved back', () => {
    let state = handleUnreadUpdateMessage(start(), move([5], 'lunch', 'news'), OWN_USER_ID);
    state = handleUnreadFlagsAdd(state, read(5));
    state = handleUnreadUpdateMessage(state, move([5, 6], 'news', 'lunch'), OWN_USER_ID);
    expect(isUnread(state, 5)).toBe(false);
    expect(state.conversations.get(topicKey(3, 'lunch'))?.ids).toEqual([6]);
    expect(state.conversations.get(topicKey(3, 'news'))?.ids).toEqual([7]);
  });

  it('a message event for an id already unread files nothing; a newer id is filed', () => {
    const arrival = (id: number, topic: string) =>
      event('message', { message: wire(channelMessage(id, 3, topic)), flags: [] });
    const state = start();
    expect(state.newestId).toBe(7);
    expect(handleUnreadMessage(state, arrival(6, 'news'), OWN_USER_ID)).toBe(state);
    const next = handleUnreadMessage(state, arrival(8, 'news'), OWN_USER_ID);
    expect(next.conversations.get(topicKey(3, 'news'))?.ids).toEqual([7, 8]);
    expect(next.newestId).toBe(8);
  });

  it('index keys are one-to-one, and a run of new ids shares its low bits', () => {
    const ids = [0, 1, 31, 32, 33, 2 ** 25, 2 ** 30 - 1, 2 ** 30, 2 ** 30 + 1, 2 ** 40, -1, 1.5];
    for (let id = 199_990; id < 200_100; id++) ids.push(id);
    const keys = ids.map(indexKey);
    expect(new Set(keys).size).toBe(ids.length);
    expect(indexKey(2 ** 30)).toBe(2 ** 30);
    expect(indexKey(-1)).toBe(-1);
    // 200,000 to 200,031 differ only above bit 24, so they share the trie's first five levels.
    const run = Array.from({ length: 32 }, (_, i) => indexKey(200_000 + i) & (2 ** 25 - 1));
    expect(new Set(run).size).toBe(1);
  });
});
