import { describe, expect, it } from 'vitest';
import { narrowKey, type Narrow } from '../../../renderer/src/features/messages/narrow';
import { withFetchEnded, withFetchStarted } from '../../../renderer/src/state/message-arrivals';
import {
  initialMessages,
  UNATTACHED_LIMIT,
  type MessagesState,
  type NarrowRange,
  type StoredMessage,
} from '../../../renderer/src/state/messages';
import {
  handleDeleteMessage,
  handleMessage,
  handleUpdateMessage,
} from '../../../renderer/src/state/message-events';
import { event } from '../support/factories';
import { channelMessage, ctx, directMessage, messagesById, MUTED_STREAM_ID, wire } from '../support/messages';

function range(narrow: Narrow, ids: number[], foundNewest = true, foundOldest = true): [string, NarrowRange] {
  return [narrowKey(narrow), { narrow, ids, foundOldest, foundNewest }];
}

function stateOf(messages: StoredMessage[], ranges: [string, NarrowRange][]): MessagesState {
  return { byId: messagesById(...messages), narrows: Object.fromEntries(ranges) };
}

const greetings: Narrow = { kind: 'topic', streamId: 3, topic: 'greetings' };
const news: Narrow = { kind: 'topic', streamId: 3, topic: 'news' };
const general: Narrow = { kind: 'channel', streamId: 3 };
const design: Narrow = { kind: 'channel', streamId: 4 };
const feed: Narrow = { kind: 'feed' };
const ids = (state: MessagesState, narrow: Narrow) => state.narrows[narrowKey(narrow)]?.ids;

describe('message events', () => {
  it('adds a new message to every loaded range it matches that reaches the newest', () => {
    const before = stateOf(
      [channelMessage(1, 3, 'greetings')],
      [range(greetings, [1]), range(news, []), range(general, [1], false), range(feed, [1])],
    );
    const incoming = channelMessage(5, 3, 'Greetings');
    const after = handleMessage(before, event('message', { message: wire(incoming), flags: ['read'] }), ctx);
    expect(ids(after, greetings)).toEqual([1, 5]);
    expect(ids(after, news)).toEqual([]);
    // The channel range stops short of the newest message: a gap would follow, so it is not added.
    expect(ids(after, general)).toEqual([1]);
    expect(ids(after, feed)).toEqual([1, 5]);
    expect(after.byId.get(5)?.flags).toEqual(['read']);
  });

  it('keeps muted messages out of the feed, and out of the store unless a fetch is in flight', () => {
    const before = stateOf([], [range(feed, [])]);
    const muted = event('message', { message: wire(channelMessage(7, MUTED_STREAM_ID, 'x')), flags: [] });
    const after = handleMessage(before, muted, ctx);
    expect(ids(after, feed)).toEqual([]);
    expect(after).toBe(before);
    const fetching = handleMessage(withFetchStarted(before), muted, ctx);
    expect(fetching.byId.get(7)).toBeDefined();
    expect(withFetchEnded(fetching).byId.get(7)).toBeUndefined();
  });

  it('applies a content edit to message_id only, marking it edited', () => {
    const before = stateOf(
      [channelMessage(1, 3, 'greetings'), channelMessage(2, 3, 'greetings')],
      [range(greetings, [1, 2])],
    );
    const edit = event('update_message', {
      user_id: 11,
      message_id: 1,
      message_ids: [1],
      flags: ['read', 'mentioned'],
      edit_timestamp: 1_700_000_500,
      stream_id: 3,
      content: 'new *text*',
      rendered_content: '<p>new <em>text</em></p>',
    });
    const after = handleUpdateMessage(before, edit, ctx);
    expect(after.byId.get(1)).toMatchObject({
      content: '<p>new <em>text</em></p>',
      last_edit_timestamp: 1_700_000_500,
      flags: ['read', 'mentioned'],
    });
    expect(after.byId.get(2)).toBe(before.byId.get(2));
    expect(after.narrows).toBe(before.narrows);
  });

  it('does not mark a rendering-only update (a link preview) as an edit', () => {
    const before = stateOf([channelMessage(1, 3, 'greetings')], []);
    const preview = event('update_message', {
      user_id: null,
      rendering_only: true,
      message_id: 1,
      message_ids: [1],
      flags: [],
      edit_timestamp: 1_700_000_600,
      content: 'x',
      rendered_content: '<p>x</p><div class="preview"></div>',
    });
    const after = handleUpdateMessage(before, preview, ctx);
    expect(after.byId.get(1)?.content).toContain('preview');
    expect(after.byId.get(1)?.last_edit_timestamp).toBeUndefined();
  });

  it('moves every message of message_ids to the new topic, in and out of loaded ranges', () => {
    const before = stateOf(
      [
        channelMessage(1, 3, 'greetings'),
        channelMessage(2, 3, 'greetings'),
        channelMessage(3, 3, 'greetings'),
      ],
      [range(greetings, [1, 2, 3]), range(news, [], true, true), range(general, [1, 2, 3])],
    );
    const move = event('update_message', {
      user_id: 11,
      message_id: 2,
      message_ids: [2, 3],
      flags: [],
      edit_timestamp: 1_700_000_700,
      stream_id: 3,
      orig_subject: 'greetings',
      subject: 'news',
      propagate_mode: 'change_later',
    });
    const after = handleUpdateMessage(before, move, ctx);
    expect(ids(after, greetings)).toEqual([1]);
    expect(ids(after, news)).toEqual([2, 3]);
    expect(ids(after, general)).toEqual([1, 2, 3]);
    expect(after.byId.get(3)).toMatchObject({ subject: 'news', last_moved_timestamp: 1_700_000_700 });
    expect(after.byId.get(1)?.subject).toBe('greetings');
  });

  it('does not mark resolving a topic as a move', () => {
    const before = stateOf([channelMessage(1, 3, 'greetings')], []);
    const resolve = event('update_message', {
      user_id: 11,
      message_id: 1,
      message_ids: [1],
      flags: [],
      edit_timestamp: 1_700_000_800,
      stream_id: 3,
      orig_subject: 'greetings',
      subject: '✔ greetings',
    });
    const after = handleUpdateMessage(before, resolve, ctx);
    expect(after.byId.get(1)?.subject).toBe('✔ greetings');
    expect(after.byId.get(1)?.last_moved_timestamp).toBeUndefined();
  });

  it('moves to another channel, renaming the recipient, and drops ranges left with a hole', () => {
    const before = stateOf([channelMessage(1, 3, 'greetings')], [range(general, [1]), range(design, [])]);
    const move = event('update_message', {
      user_id: 11,
      message_id: 1,
      // Message 2 was never loaded here: the design range would now be missing it.
      message_ids: [1, 2],
      flags: [],
      edit_timestamp: 1_700_000_900,
      stream_id: 3,
      new_stream_id: 4,
      orig_subject: 'greetings',
      propagate_mode: 'change_all',
    });
    const after = handleUpdateMessage(before, move, ctx);
    expect(after.byId.get(1)).toMatchObject({
      stream_id: 4,
      display_recipient: 'design',
      subject: 'greetings',
    });
    expect(ids(after, general)).toEqual([]);
    expect(after.narrows[narrowKey(design)]).toBeUndefined();
  });

  it('deletes in bulk and one at a time, from every range', () => {
    const before = stateOf(
      [channelMessage(1, 3, 'greetings'), channelMessage(2, 3, 'greetings'), directMessage(3, [11])],
      [range(greetings, [1, 2]), range(feed, [1, 2, 3])],
    );
    const bulk = handleDeleteMessage(
      before,
      event('delete_message', { message_type: 'stream', message_ids: [1, 2] }),
    );
    expect(ids(bulk, greetings)).toEqual([]);
    expect(ids(bulk, feed)).toEqual([3]);
    expect(bulk.byId.keySeq().toArray()).toEqual([3]);
    const single = handleDeleteMessage(
      bulk,
      event('delete_message', { message_type: 'private', message_id: 3 }),
    );
    expect(ids(single, feed)).toEqual([]);
    expect(single.byId.size).toBe(0);
    expect(
      handleDeleteMessage(single, event('delete_message', { message_type: 'private', message_id: 3 })),
    ).toBe(single);
  });
});

describe('messages no loaded range takes', () => {
  const arrival = (id: number) => event('message', { message: wire(channelMessage(id, 5, 't')), flags: [] });

  it('are kept while fetches are in flight, only the newest few hundred, and let go after the last', () => {
    let state = withFetchStarted(withFetchStarted(initialMessages));
    const total = UNATTACHED_LIMIT * 3;
    for (let id = 1; id <= total; id++) state = handleMessage(state, arrival(id), ctx);
    const held = state.byId.keySeq().toArray();
    expect(held.length).toBeLessThanOrEqual(UNATTACHED_LIMIT * 2);
    expect(held).toContain(total);
    expect(held).not.toContain(1);
    state = withFetchEnded(state);
    expect(state.byId.size).toBe(held.length);
    state = withFetchEnded(state);
    expect(state.byId.size).toBe(0);
    expect(state.unattached).toEqual([]);
  });

  it('are not let go when a range holds them by then', () => {
    const fetching = withFetchStarted(stateOf([], [range(greetings, [], false)]));
    const arrived = handleMessage(fetching, arrival(60), ctx);
    const taken = { ...arrived, narrows: Object.fromEntries([range(greetings, [60])]) };
    expect(withFetchEnded(taken).byId.get(60)).toBeDefined();
  });
});
