import { describe, expect, it } from 'vitest';
import { narrowKey, type Narrow } from '../../../renderer/src/features/messages/narrow';
import { handleFlagsAdd } from '../../../renderer/src/state/message-flag-events';
import { handleMessage, handleUpdateMessage } from '../../../renderer/src/state/message-events';
import {
  initialMessages,
  type MessagesState,
  type StoredMessage,
} from '../../../renderer/src/state/messages';
import { withFetchedMessages } from '../../../renderer/src/state/messages-fetch';
import type { SearchTerm } from '../../../renderer/src/state/narrow';
import { event } from '../support/factories';
import { channelMessage, ctx, directMessage, wire } from '../support/messages';

const term = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});
const dmFeed: Narrow = { kind: 'search', terms: [term('is', 'dm')] };
const words: Narrow = { kind: 'search', terms: [term('channel', '3'), term('search', 'lunch')] };
const range = (state: MessagesState, narrow: Narrow) => state.narrows[narrowKey(narrow)];

function fetched(narrow: Narrow, messages: StoredMessage[], state = initialMessages): MessagesState {
  return withFetchedMessages(
    state,
    narrow,
    'initial',
    { messages, foundOldest: true, foundNewest: true },
    ctx,
  );
}

const marked = (id: number, topic = 'food') =>
  channelMessage(id, 3, topic, {
    content: '<p>lunch at noon</p>',
    match_content: '<p><span class="highlight">lunch</span> at noon</p>',
    match_subject: topic,
  });

describe('a search narrow in the store', () => {
  it('takes new messages live when the client can evaluate it (is:dm)', () => {
    let state = fetched(dmFeed, [directMessage(1, [11])]);
    state = handleMessage(state, event('message', { message: wire(directMessage(5, [12])), flags: [] }), ctx);
    state = handleMessage(
      state,
      event('message', { message: wire(channelMessage(6, 3, 'x')), flags: [] }),
      ctx,
    );
    expect(range(state, dmFeed)?.ids).toEqual([1, 5]);
  });

  it('takes no new message when only the server can tell (words)', () => {
    const before = fetched(words, [marked(1)]);
    const incoming = channelMessage(7, 3, 'food', { content: '<p>lunch</p>' });
    const after = handleMessage(before, event('message', { message: wire(incoming), flags: [] }), ctx);
    expect(range(after, words)?.ids).toEqual([1]);
  });

  it('keeps the marks with the range and the stored message unmarked', () => {
    const state = fetched(words, [marked(1)]);
    expect(state.byId.get(1)?.match_content).toBeUndefined();
    expect(state.byId.get(1)?.content).toBe('<p>lunch at noon</p>');
    expect(range(state, words)?.highlights?.[1]).toEqual({
      content: '<p><span class="highlight">lunch</span> at noon</p>',
      subject: 'food',
    });
    // Another view's page of the same message does not bring the marks along.
    const topic: Narrow = { kind: 'topic', streamId: 3, topic: 'food' };
    expect(range(fetched(topic, [channelMessage(1, 3, 'food')], state), topic)?.highlights).toBeUndefined();
  });

  it('adds an older page’s marks to those it has', () => {
    const first = withFetchedMessages(
      initialMessages,
      words,
      'initial',
      { messages: [marked(10)], foundOldest: false, foundNewest: true },
      ctx,
    );
    const both = withFetchedMessages(
      first,
      words,
      'older',
      { messages: [marked(4)], foundOldest: true, foundNewest: false },
      ctx,
    );
    expect(Object.keys(range(both, words)?.highlights ?? {})).toEqual(['4', '10']);
    expect(range(both, words)?.ids).toEqual([4, 10]);
  });

  it('keeps a result whose flags change or whose content is edited, and drops its stale marks', () => {
    let state = fetched(words, [marked(1), marked(2)]);
    state = handleFlagsAdd(
      state,
      event('update_message_flags/add', { flag: 'starred', messages: [1], all: false }),
      ctx,
    );
    expect(range(state, words)?.ids).toEqual([1, 2]);
    const edit = event('update_message', {
      user_id: 11,
      message_id: 1,
      message_ids: [1],
      flags: ['starred'],
      edit_timestamp: 1_700_000_500,
      content: 'dinner',
      rendered_content: '<p>dinner</p>',
    });
    state = handleUpdateMessage(state, edit, ctx);
    expect(range(state, words)?.ids).toEqual([1, 2]);
    expect(range(state, words)?.highlights?.[1]).toEqual({ subject: 'food' });
    expect(range(state, words)?.highlights?.[2]?.content).toContain('highlight');
  });

  it('drops a result moved out of the searched channel, and a renamed topic’s marks', () => {
    let state = fetched(words, [marked(1), marked(2, 'menu')]);
    const rename = event('update_message', {
      user_id: 11,
      message_id: 2,
      message_ids: [2],
      flags: [],
      edit_timestamp: 1_700_000_500,
      stream_id: 3,
      orig_subject: 'menu',
      subject: 'menus',
      propagate_mode: 'change_one',
    });
    state = handleUpdateMessage(state, rename, ctx);
    expect(range(state, words)?.ids).toEqual([1, 2]);
    expect(range(state, words)?.highlights?.[2]).toEqual({ content: marked(2).match_content });
    const move = event('update_message', {
      user_id: 11,
      message_id: 1,
      message_ids: [1],
      flags: [],
      edit_timestamp: 1_700_000_600,
      stream_id: 3,
      new_stream_id: 4,
      orig_subject: 'food',
      propagate_mode: 'change_one',
    });
    state = handleUpdateMessage(state, move, ctx);
    expect(range(state, words)?.ids).toEqual([2]);
  });
});
