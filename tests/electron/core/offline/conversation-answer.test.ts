// GET /messages answers made from a cached conversation: the server's anchors and page sizes, and
// no answer where the cache would have to make something up.
import { describe, expect, it } from 'vitest';
import {
  answerFromWindow,
  LARGER_THAN_ANY_ID,
  type MessageFormat,
} from '../../../../electron/core/offline/conversation-answer';
import type { ConversationWindow } from '../../../../electron/core/offline/conversation-window';
import { channelMessage } from '../../../renderer/support/messages';

const format: MessageFormat = { applyMarkdown: true, clientGravatar: false, allowEmptyTopicName: true };
const asked = { apply_markdown: true, client_gravatar: false, allow_empty_topic_name: true };
const window = (foundOldest: boolean): ConversationWindow => ({
  ref: { kind: 'topic', streamId: 3, topic: 'plans' },
  foundOldest,
  messages: [
    channelMessage(10, 3, 'plans', { flags: ['read'] }),
    channelMessage(20, 3, 'plans', { flags: ['read'] }),
    channelMessage(30, 3, 'plans'),
    channelMessage(40, 3, 'plans'),
  ],
});
const ids = (answer: ReturnType<typeof answerFromWindow>) => answer?.messages.map((m) => m.id);

describe('answers from a cached conversation', () => {
  it('answers the newest page as the server does', () => {
    const answer = answerFromWindow(window(true), format, {
      ...asked,
      anchor: 'newest',
      num_before: 3,
      num_after: 0,
    });
    expect(ids(answer)).toEqual([20, 30, 40]);
    expect(answer).toMatchObject({
      anchor: LARGER_THAN_ANY_ID,
      found_newest: true,
      found_oldest: false,
      found_anchor: false,
      history_limited: false,
    });
    const all = answerFromWindow(window(true), format, {
      ...asked,
      anchor: 'newest',
      num_before: 100,
      num_after: 0,
    });
    expect(all).toMatchObject({ found_oldest: true, found_newest: true });
    const partial = answerFromWindow(window(false), format, { ...asked, anchor: 'newest', num_before: 100 });
    expect(ids(partial)).toEqual([10, 20, 30, 40]);
    expect(partial?.found_oldest).toBe(false);
  });

  it('opens at the first unread message, as the app asks', () => {
    const answer = answerFromWindow(window(false), format, {
      ...asked,
      anchor: 'first_unread',
      num_before: 1,
      num_after: 1,
    });
    expect(answer).toMatchObject({ anchor: 30, found_anchor: true, found_newest: true, found_oldest: false });
    expect(ids(answer)).toEqual([20, 30, 40]);
    const read = window(true);
    read.messages = read.messages.map((m) => ({ ...m, flags: ['read'] }));
    expect(
      answerFromWindow(read, format, { ...asked, anchor: 'first_unread', num_before: 1, num_after: 1 }),
    ).toMatchObject({
      anchor: LARGER_THAN_ANY_ID,
      found_newest: true,
    });
  });

  it('pages around an id, older and newer, without the anchor when asked', () => {
    const older = answerFromWindow(window(true), format, {
      ...asked,
      anchor: 30,
      include_anchor: false,
      num_before: 5,
      num_after: 0,
    });
    expect(ids(older)).toEqual([10, 20]);
    expect(older?.found_oldest).toBe(true);
    const newer = answerFromWindow(window(false), format, {
      ...asked,
      anchor: 40,
      include_anchor: false,
      num_before: 0,
      num_after: 5,
    });
    expect(ids(newer)).toEqual([]);
    expect(newer?.found_newest).toBe(true);
    const middle = answerFromWindow(window(false), format, {
      ...asked,
      anchor: 20,
      num_before: 0,
      num_after: 1,
    });
    expect(ids(middle)).toEqual([20, 30]);
    expect(middle).toMatchObject({ found_newest: false, found_oldest: false, found_anchor: true });
    const oldest = answerFromWindow(window(true), format, {
      ...asked,
      anchor: 'oldest',
      num_before: 0,
      num_after: 2,
    });
    expect(ids(oldest)).toEqual([10, 20]);
  });

  it('does not answer what it does not hold, or in another format', () => {
    expect(
      answerFromWindow(window(false), format, { ...asked, anchor: 'oldest', num_after: 10 }),
    ).toBeUndefined();
    expect(answerFromWindow(window(false), format, { ...asked, anchor: 5, num_before: 10 })).toBeUndefined();
    expect(
      answerFromWindow(window(true), format, { ...asked, anchor: 'newest', apply_markdown: false }),
    ).toBeUndefined();
    expect(answerFromWindow(window(true), format, { ...asked, message_ids: [10] })).toBeUndefined();
    expect(answerFromWindow(window(true), format, { ...asked })).toBeUndefined();
  });
});
