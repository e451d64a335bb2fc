import { describe, expect, it } from 'vitest';
import {
  VisibilityPolicy,
  draft,
  message,
  realmEmojiMap,
  unreadMsgs,
  userTopic,
} from '../../../shared/objects';
import { sampleChannelMessage, sampleDirectMessage, sampleDraft } from './samples';

describe('message', () => {
  it('parses a direct message whose display_recipient is a participant list', () => {
    const parsed = message.parse(sampleDirectMessage);
    expect(Array.isArray(parsed.display_recipient)).toBe(true);
    expect(parsed.display_recipient).toEqual(sampleDirectMessage.display_recipient);
    expect(parsed.stream_id).toBeUndefined();
    expect(parsed.edit_history?.[0]?.user_id).toBe(10);
  });

  it('parses a channel message whose display_recipient is the channel name', () => {
    const parsed = message.parse({ ...sampleChannelMessage, flags: ['read', 'starred'] });
    expect(parsed.display_recipient).toBe('general');
    expect(parsed.reactions[0]?.reaction_type).toBe('unicode_emoji');
    expect(parsed.flags).toEqual(['read', 'starred']);
  });

  it('rejects a malformed recipient list or reaction', () => {
    expect(message.safeParse({ ...sampleDirectMessage, display_recipient: [{ id: 1 }] }).success).toBe(false);
    expect(message.safeParse({ ...sampleChannelMessage, display_recipient: 7 }).success).toBe(false);
    expect(message.safeParse({ ...sampleChannelMessage, reactions: [{ emoji_name: 'x' }] }).success).toBe(
      false,
    );
  });
});

describe('other objects', () => {
  it('parses the unread snapshot', () => {
    const parsed = unreadMsgs.parse({
      count: 3,
      pms: [{ other_user_id: 11, sender_id: 11, unread_message_ids: [1] }],
      streams: [{ stream_id: 3, topic: 'x', unread_message_ids: [2] }],
      huddles: [{ user_ids_string: '10,11,12', unread_message_ids: [3] }],
      mentions: [2],
      old_unreads_missing: false,
    });
    expect(parsed.huddles[0]?.user_ids_string).toBe('10,11,12');
    expect(unreadMsgs.safeParse({ count: 0 }).success).toBe(false);
  });

  it('parses user topics and names the visibility policies', () => {
    expect(VisibilityPolicy).toEqual({ None: 0, Muted: 1, Unmuted: 2, Followed: 3 });
    const parsed = userTopic.parse({ stream_id: 3, topic_name: '', last_updated: 1, visibility_policy: 3 });
    expect(parsed.visibility_policy).toBe(VisibilityPolicy.Followed);
  });

  it('parses drafts, including an unaddressed one', () => {
    expect(draft.parse(sampleDraft).to).toEqual([3]);
    expect(draft.parse({ id: 6, type: '', to: [], topic: '', content: 'x' }).timestamp).toBeUndefined();
    expect(draft.safeParse({ ...sampleDraft, to: 3 }).success).toBe(false);
  });

  it('parses the realm emoji map with string IDs', () => {
    const parsed = realmEmojiMap.parse({
      '7': {
        id: '7',
        name: 'parrot',
        source_url: '/p.gif',
        still_url: null,
        deactivated: false,
        author_id: null,
      },
    });
    expect(parsed['7']?.still_url).toBeNull();
    expect(realmEmojiMap.safeParse({ '7': { id: 7, name: 'x' } }).success).toBe(false);
  });
});
