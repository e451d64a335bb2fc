import { describe, expect, it } from 'vitest';
import { narrowKey, type Narrow } from '../../../renderer/src/features/messages/narrow';
import type { MessagesState } from '../../../renderer/src/state/messages';
import {
  handleFlagsAdd,
  handleFlagsRemove,
  handleReactionAdd,
  handleReactionRemove,
  handleSubmessage,
} from '../../../renderer/src/state/message-flag-events';
import { event } from '../support/factories';
import { channelMessage, ctx, directMessage, messagesById } from '../support/messages';

const starred: Narrow = { kind: 'starred' };
const base = (): MessagesState => ({
  byId: messagesById(
    channelMessage(1, 3, 'a'),
    channelMessage(2, 3, 'a', { flags: ['starred'] }),
    directMessage(3, [11]),
  ),
  narrows: {
    [narrowKey(starred)]: { narrow: starred, ids: [2], foundOldest: true, foundNewest: true },
  },
});

describe('flag events', () => {
  it('adds and removes flags, keeping "Starred messages" in step', () => {
    const added = handleFlagsAdd(
      base(),
      event('update_message_flags/add', { flag: 'starred', messages: [1, 3, 404], all: false }),
      ctx,
    );
    expect(added.byId.get(1)?.flags).toContain('starred');
    expect(added.narrows[narrowKey(starred)]?.ids).toEqual([1, 2, 3]);
    const removed = handleFlagsRemove(
      added,
      event('update_message_flags/remove', { flag: 'starred', messages: [2] }),
      ctx,
    );
    expect(removed.byId.get(2)?.flags).not.toContain('starred');
    expect(removed.narrows[narrowKey(starred)]?.ids).toEqual([1, 3]);
  });

  it('marks everything read with all: true, leaving ranges alone', () => {
    const state = base();
    const after = handleFlagsAdd(
      state,
      event('update_message_flags/add', { flag: 'read', messages: [], all: true }),
      ctx,
    );
    expect(
      after.byId
        .valueSeq()
        .toArray()
        .map((m) => m.flags.includes('read')),
    ).toEqual([true, true, true]);
    expect(after.narrows).toBe(state.narrows);
  });

  it('returns the same state when nothing changes', () => {
    const state = base();
    expect(
      handleFlagsAdd(
        state,
        event('update_message_flags/add', { flag: 'starred', messages: [2, 404], all: false }),
        ctx,
      ),
    ).toBe(state);
    expect(
      handleFlagsRemove(state, event('update_message_flags/remove', { flag: 'read', messages: [1] }), ctx),
    ).toBe(state);
  });
});

describe('reactions and submessages', () => {
  const reaction = {
    message_id: 1,
    emoji_name: 'tada',
    emoji_code: '1f389',
    reaction_type: 'unicode_emoji',
    user_id: 11,
  };

  it('adds a reaction once and removes it by user and emoji', () => {
    const added = handleReactionAdd(base(), event('reaction/add', reaction));
    expect(added.byId.get(1)?.reactions).toEqual([
      { emoji_name: 'tada', emoji_code: '1f389', reaction_type: 'unicode_emoji', user_id: 11 },
    ]);
    expect(handleReactionAdd(added, event('reaction/add', reaction))).toBe(added);
    const otherUser = handleReactionRemove(added, event('reaction/remove', { ...reaction, user_id: 12 }));
    expect(otherUser).toBe(added);
    const removed = handleReactionRemove(
      added,
      event('reaction/remove', { ...reaction, emoji_name: 'party' }),
    );
    expect(removed.byId.get(1)?.reactions).toEqual([]);
    expect(
      handleReactionAdd(base(), event('reaction/add', { ...reaction, message_id: 404 })).byId.get(404),
    ).toBeUndefined();
  });

  it('appends a submessage once', () => {
    const sub = {
      submessage_id: 9,
      message_id: 1,
      sender_id: 11,
      msg_type: 'widget',
      content: '{"type":"vote"}',
    };
    const after = handleSubmessage(base(), event('submessage', sub));
    expect(after.byId.get(1)?.submessages).toEqual([
      { id: 9, message_id: 1, sender_id: 11, msg_type: 'widget', content: '{"type":"vote"}' },
    ]);
    expect(handleSubmessage(after, event('submessage', sub))).toBe(after);
  });
});
