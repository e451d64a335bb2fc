import { describe, expect, it } from 'vitest';
import { narrowKey, type Narrow } from '../../../renderer/src/features/messages/narrow';
import { initialMessages, type MessagesState } from '../../../renderer/src/state/messages';
import { withFetchedMessages } from '../../../renderer/src/state/messages-fetch';
import { channelMessage, ctx, messagesById } from '../support/messages';

const topic: Narrow = { kind: 'topic', streamId: 3, topic: 'greetings' };
const key = narrowKey(topic);
const page = (...ids: number[]) => ids.map((id) => channelMessage(id, 3, 'greetings'));

describe('withFetchedMessages', () => {
  it('starts a range from the first page', () => {
    const state = withFetchedMessages(
      initialMessages,
      topic,
      'initial',
      { messages: page(30, 10, 20), foundOldest: false, foundNewest: true },
      ctx,
    );
    expect(state.narrows[key]).toEqual({
      narrow: topic,
      ids: [10, 20, 30],
      foundOldest: false,
      foundNewest: true,
    });
    expect(
      state.byId
        .keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([10, 20, 30]);
  });

  it('prepends older pages and appends newer ones, keeping the other end as it was', () => {
    let state = withFetchedMessages(
      initialMessages,
      topic,
      'initial',
      { messages: page(20, 30), foundOldest: false, foundNewest: false },
      ctx,
    );
    state = withFetchedMessages(
      state,
      topic,
      'older',
      { messages: page(5, 10, 20), foundOldest: true, foundNewest: true },
      ctx,
    );
    expect(state.narrows[key]).toMatchObject({ ids: [5, 10, 20, 30], foundOldest: true, foundNewest: false });
    state = withFetchedMessages(
      state,
      topic,
      'newer',
      { messages: page(30, 40), foundOldest: false, foundNewest: true },
      ctx,
    );
    expect(state.narrows[key]).toMatchObject({
      ids: [5, 10, 20, 30, 40],
      foundOldest: true,
      foundNewest: true,
    });
  });

  it('drops a page for a range that went away meanwhile', () => {
    const state = withFetchedMessages(
      initialMessages,
      topic,
      'older',
      { messages: page(1), foundOldest: true, foundNewest: false },
      ctx,
    );
    expect(state).toBe(initialMessages);
  });

  it('keeps the copy it already holds: events have kept it current', () => {
    const edited = channelMessage(10, 3, 'greetings', { content: '<p>edited</p>' });
    const held: MessagesState = { byId: messagesById(edited), narrows: {} };
    const state = withFetchedMessages(
      held,
      topic,
      'initial',
      { messages: page(10), foundOldest: true, foundNewest: true },
      ctx,
    );
    expect(state.byId.get(10)?.content).toBe('<p>edited</p>');
  });

  it('includes a matching message that arrived by event while the request was in flight', () => {
    const arrived = channelMessage(50, 3, 'Greetings');
    const elsewhere = channelMessage(51, 3, 'other topic');
    const held: MessagesState = { byId: messagesById(arrived, elsewhere), narrows: {} };
    const state = withFetchedMessages(
      held,
      topic,
      'initial',
      { messages: page(10, 20), foundOldest: true, foundNewest: true },
      ctx,
    );
    expect(state.narrows[key]?.ids).toEqual([10, 20, 50]);
    const notNewest = withFetchedMessages(
      held,
      topic,
      'initial',
      { messages: page(10, 20), foundOldest: true, foundNewest: false },
      ctx,
    );
    expect(notNewest.narrows[key]?.ids).toEqual([10, 20]);
  });
});
