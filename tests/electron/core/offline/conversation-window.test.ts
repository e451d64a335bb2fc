// The cached conversation's reducer: which conversation a narrow and a message name, and how each
// message event keeps a window whole (no gaps), including moves in, out and across channels.
import { describe, expect, it } from 'vitest';
import type { FetchedMessage } from '../../../../shared/api/messages';
import {
  conversationKey,
  conversationKeysOf,
  conversationOfNarrow,
  type ConversationRef,
} from '../../../../electron/core/offline/conversation-key';
import {
  afterMove,
  applyWindowEvent,
  type ConversationWindow,
} from '../../../../electron/core/offline/conversation-window';
import { event } from '../../../renderer/support/factories';
import { channelMessage, directMessage, OWN_USER_ID, wire } from '../../../renderer/support/messages';

const ctx = { ownUserId: OWN_USER_ID };
const topic = (streamId: number, name: string): ConversationRef => ({ kind: 'topic', streamId, topic: name });
const ids = (window: ConversationWindow | null) => window?.messages.map((m) => m.id);

function windowOf(ref: ConversationRef, messages: FetchedMessage[], foundOldest = false): ConversationWindow {
  return { ref, messages, foundOldest };
}

const messageEvent = (message: FetchedMessage) =>
  event('message', { message: wire(message), flags: message.flags });
const moveEvent = (fields: Record<string, unknown>) =>
  event('update_message', { user_id: 11, flags: [], edit_timestamp: 1_700_000_500, ...fields });

describe('conversation keys', () => {
  it('names a channel, a topic or a direct conversation, in either term form', () => {
    expect(conversationOfNarrow([{ operator: 'channel', operand: 3 }], OWN_USER_ID)).toEqual({
      kind: 'channel',
      streamId: 3,
    });
    expect(
      conversationOfNarrow(
        [
          ['stream', 3],
          ['topic', 'Plans'],
        ],
        OWN_USER_ID,
      ),
    ).toEqual(topic(3, 'Plans'));
    expect(conversationOfNarrow([{ operator: 'dm', operand: [12, 10, 11] }], OWN_USER_ID)).toEqual({
      kind: 'dm',
      userIds: [11, 12],
    });
    expect(conversationOfNarrow([{ operator: 'pm-with', operand: [10] }], OWN_USER_ID)).toEqual({
      kind: 'dm',
      userIds: [10],
    });
  });

  it('is not a conversation for feeds, searches, names, negations and mixtures', () => {
    for (const terms of [
      [],
      [{ operator: 'in', operand: 'home' }],
      [{ operator: 'channel', operand: 'general' }],
      [{ operator: 'channel', operand: 3, negated: true }],
      [{ operator: 'topic', operand: 'x' }],
      [
        { operator: 'channel', operand: 3 },
        { operator: 'search', operand: 'x' },
      ],
      [
        { operator: 'dm', operand: [11] },
        { operator: 'channel', operand: 3 },
      ],
    ]) {
      expect(conversationOfNarrow(terms, OWN_USER_ID), JSON.stringify(terms)).toBeUndefined();
    }
  });

  it('puts a channel message in its topic and its channel, topics without case', () => {
    expect(conversationKeysOf(channelMessage(1, 3, 'Plans'), OWN_USER_ID)).toEqual([
      conversationKey(topic(3, 'plans')),
      conversationKey({ kind: 'channel', streamId: 3 }),
    ]);
    expect(conversationKeysOf(directMessage(2, [12, 11]), OWN_USER_ID)).toEqual(['dm:11,12']);
    expect(conversationKeysOf(directMessage(3, []), OWN_USER_ID)).toEqual(['dm:10']);
  });
});

describe('a cached conversation under events', () => {
  const plans = windowOf(topic(3, 'plans'), [channelMessage(10, 3, 'plans'), channelMessage(12, 3, 'Plans')]);

  it('takes a new message of its own conversation, once, and keeps the newest 200', () => {
    const next = applyWindowEvent(
      plans,
      messageEvent(channelMessage(15, 3, 'PLANS', { flags: ['read'] })),
      ctx,
    );
    expect(ids(next)).toEqual([10, 12, 15]);
    expect(next?.messages[2]?.flags).toEqual(['read']);
    expect(
      applyWindowEvent(next as ConversationWindow, messageEvent(channelMessage(15, 3, 'plans')), ctx),
    ).toBe(next);
    expect(applyWindowEvent(plans, messageEvent(channelMessage(16, 3, 'other')), ctx)).toBe(plans);
    expect(applyWindowEvent(plans, messageEvent(channelMessage(17, 4, 'plans')), ctx)).toBe(plans);

    const full = windowOf(
      topic(3, 'plans'),
      [channelMessage(10, 3, 'plans'), channelMessage(12, 3, 'plans')],
      true,
    );
    const trimmed = applyWindowEvent(full, messageEvent(channelMessage(15, 3, 'plans')), {
      ...ctx,
      maxMessages: 2,
    });
    expect(ids(trimmed)).toEqual([12, 15]);
    expect(trimmed?.foundOldest).toBe(false);
  });

  it('applies edits, link previews and flag changes of the edited message', () => {
    const edited = applyWindowEvent(
      plans,
      event('update_message', {
        user_id: 11,
        message_id: 12,
        message_ids: [12],
        flags: ['read', 'mentioned'],
        edit_timestamp: 1_700_000_900,
        content: 'new **text**',
        rendered_content: '<p>new <strong>text</strong></p>',
      }),
      ctx,
    );
    expect(edited?.messages[1]).toMatchObject({
      content: '<p>new <strong>text</strong></p>',
      flags: ['read', 'mentioned'],
      last_edit_timestamp: 1_700_000_900,
    });
    const preview = applyWindowEvent(
      plans,
      event('update_message', {
        user_id: null,
        rendering_only: true,
        message_id: 10,
        message_ids: [10],
        flags: [],
        edit_timestamp: 1_700_000_901,
        rendered_content: '<p>with a preview</p>',
      }),
      ctx,
    );
    expect(preview?.messages[0]?.content).toBe('<p>with a preview</p>');
    expect(preview?.messages[0]?.last_edit_timestamp).toBeUndefined();
  });

  it('lets a moved message leave, and a channel keep its own topic renamed', () => {
    const rename = moveEvent({
      message_id: 12,
      message_ids: [12],
      stream_id: 3,
      orig_subject: 'plans',
      subject: 'ideas',
    });
    expect(ids(applyWindowEvent(plans, rename, ctx))).toEqual([10]);
    const channel = windowOf({ kind: 'channel', streamId: 3 }, [
      channelMessage(10, 3, 'plans'),
      channelMessage(12, 3, 'plans'),
    ]);
    const renamed = applyWindowEvent(channel, rename, ctx);
    expect(ids(renamed)).toEqual([10, 12]);
    expect(renamed?.messages[1]).toMatchObject({ subject: 'ideas', last_moved_timestamp: 1_700_000_500 });
    const across = moveEvent({ message_id: 12, message_ids: [12], stream_id: 3, new_stream_id: 4 });
    expect(ids(applyWindowEvent(channel, across, ctx))).toEqual([10]);
  });

  it('takes moved messages into the span it covers, and drops itself when one it lacks would fall inside', () => {
    const ideas = windowOf(topic(3, 'ideas'), [
      channelMessage(11, 3, 'ideas'),
      channelMessage(20, 3, 'ideas'),
    ]);
    const event = moveEvent({
      message_id: 12,
      message_ids: [8, 12],
      stream_id: 3,
      orig_subject: 'plans',
      subject: 'ideas',
    });
    const moved = new Map(plans.messages.map((m) => [m.id, afterMove(m, event as never)]));
    // 12 falls between 11 and 20 and is known; 8 is older than the window holds, so it stays out.
    const arrived = applyWindowEvent(ideas, event, { ...ctx, moved });
    expect(ids(arrived)).toEqual([11, 12, 20]);
    expect(arrived?.messages[1]?.subject).toBe('ideas');
    // Without the moved messages' copies, the window cannot stay whole.
    expect(applyWindowEvent(ideas, event, ctx)).toBeNull();
    // Resolving a topic is a move, but not one the "moved" marker counts.
    const resolve = moveEvent({
      message_id: 10,
      message_ids: [10],
      stream_id: 3,
      orig_subject: 'plans',
      subject: '✔ plans',
    });
    expect(afterMove(channelMessage(10, 3, 'plans'), resolve as never).last_moved_timestamp).toBeUndefined();
  });

  it('removes deleted messages, and drops a window emptied that may have older ones', () => {
    const deleted = applyWindowEvent(
      plans,
      event('delete_message', { message_type: 'stream', message_ids: [12] }),
      ctx,
    );
    expect(ids(deleted)).toEqual([10]);
    expect(
      applyWindowEvent(
        deleted as ConversationWindow,
        event('delete_message', { message_type: 'stream', message_id: 10 }),
        ctx,
      ),
    ).toBeNull();
    const whole = windowOf(topic(3, 'plans'), [channelMessage(10, 3, 'plans')], true);
    expect(
      ids(
        applyWindowEvent(whole, event('delete_message', { message_type: 'stream', message_ids: [10] }), ctx),
      ),
    ).toEqual([]);
  });

  it('adds and removes reactions, flags (all read included) and widget submessages', () => {
    const reaction = {
      message_id: 12,
      emoji_name: 'tada',
      emoji_code: '1f389',
      reaction_type: 'unicode_emoji',
      user_id: 11,
    };
    const reacted = applyWindowEvent(plans, event('reaction/add', reaction), ctx) as ConversationWindow;
    expect(reacted.messages[1]?.reactions.map((r) => r.emoji_name)).toEqual(['tada']);
    expect(applyWindowEvent(reacted, event('reaction/add', reaction), ctx)).toBe(reacted);
    const unreacted = applyWindowEvent(reacted, event('reaction/remove', reaction), ctx);
    expect(unreacted?.messages[1]?.reactions).toEqual([]);

    const starred = applyWindowEvent(
      plans,
      event('update_message_flags/add', { flag: 'starred', messages: [10], all: false }),
      ctx,
    );
    expect(starred?.messages.map((m) => m.flags)).toEqual([['starred'], []]);
    const allRead = applyWindowEvent(
      plans,
      event('update_message_flags/add', { flag: 'read', messages: [], all: true }),
      ctx,
    );
    expect(allRead?.messages.map((m) => m.flags)).toEqual([['read'], ['read']]);
    const unread = applyWindowEvent(
      allRead as ConversationWindow,
      event('update_message_flags/remove', { flag: 'read', messages: [12] }),
      ctx,
    );
    expect(unread?.messages.map((m) => m.flags)).toEqual([['read'], []]);

    const poll = event('submessage', {
      submessage_id: 5,
      message_id: 10,
      sender_id: 11,
      msg_type: 'widget',
      content: '{}',
    });
    const withPoll = applyWindowEvent(plans, poll, ctx) as ConversationWindow;
    expect(withPoll.messages[0]?.submessages).toHaveLength(1);
    expect(applyWindowEvent(withPoll, poll, ctx)).toBe(withPoll);
  });

  it('leaves itself alone for events about other messages and other kinds', () => {
    expect(
      applyWindowEvent(plans, event('delete_message', { message_type: 'stream', message_ids: [99] }), ctx),
    ).toBe(plans);
    expect(applyWindowEvent(plans, event('user_status', { user_id: 11, status_text: 'away' }), ctx)).toBe(
      plans,
    );
  });
});
