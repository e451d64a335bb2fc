import { describe, expect, it } from 'vitest';
import { directConversationRows } from '../../../renderer/src/features/messages/direct-conversation-rows';
import { unicodeEmoji } from '../../../renderer/src/features/messages/emoji';
import { buildListItems, GROUP_WINDOW_SECONDS } from '../../../renderer/src/features/messages/list-items';
import { groupReactions, reactorNames } from '../../../renderer/src/features/messages/reaction-groups';
import { dueForRead, READ_AFTER_MS } from '../../../renderer/src/features/messages/use-mark-read';
import { channelMessage, directMessage, OWN_USER_ID } from '../support/messages';
import { Map as ImmutableMap } from 'immutable';
import { testIntl } from '../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const T = 1_700_000_000;
const dayOf = (timestamp: number) => String(Math.floor(timestamp / 86_400));

describe('buildListItems', () => {
  const messages = [
    channelMessage(1, 3, 'a', { sender_id: 11, timestamp: T }),
    channelMessage(2, 3, 'a', { sender_id: 11, timestamp: T + 60 }),
    channelMessage(3, 3, 'a', { sender_id: 11, timestamp: T + 60 + GROUP_WINDOW_SECONDS + 1 }),
    channelMessage(4, 3, 'b', { sender_id: 11, timestamp: T + 700 }),
    channelMessage(5, 3, 'b', { sender_id: 12, timestamp: T + 710 }),
    directMessage(6, [11], { sender_id: 11, timestamp: T + 86_400 }),
  ];
  // "date/recipient/id*": the separators above a message, and * when it shows its sender.
  const shape = (items: ReturnType<typeof buildListItems>) =>
    items.map(
      (item) =>
        `${item.newDay ? 'date/' : ''}${item.newConversation ? 'recipient/' : ''}${item.message.id}${item.startsGroup ? '*' : ''}`,
    );

  it('heads each conversation and each day, and groups a sender within five minutes', () => {
    const items = buildListItems(messages, { showRecipients: true, ownUserId: OWN_USER_ID, dayOf });
    expect(shape(items)).toEqual(['date/recipient/1*', '2', '3*', 'recipient/4*', '5*', 'date/recipient/6*']);
    expect(items.map((i) => i.key)).toEqual([1, 2, 3, 4, 5, 6].map((id) => `message:${id}`));
  });

  it('has no recipient headers in a one-conversation view', () => {
    const items = buildListItems(messages.slice(0, 3), {
      showRecipients: false,
      ownUserId: OWN_USER_ID,
      dayOf,
    });
    expect(shape(items)).toEqual(['date/1*', '2', '3*']);
  });
});

describe('reactions', () => {
  const reactions = [
    { emoji_name: 'tada', emoji_code: '1f389', reaction_type: 'unicode_emoji', user_id: 11 },
    { emoji_name: '+1', emoji_code: '1f44d', reaction_type: 'unicode_emoji', user_id: 12 },
    { emoji_name: 'party', emoji_code: '1f389', reaction_type: 'unicode_emoji', user_id: OWN_USER_ID },
    { emoji_name: 'tada', emoji_code: '1f389', reaction_type: 'unicode_emoji', user_id: 11 },
  ];

  it('groups by emoji code in order of first use, noting your own', () => {
    const groups = groupReactions(reactions, OWN_USER_ID);
    expect(groups.map((g) => [g.emojiName, g.userIds, g.mine])).toEqual([
      ['tada', [11, OWN_USER_ID], true],
      ['+1', [12], false],
    ]);
    const names = (id: number) => `User ${id}`;
    expect(reactorNames(en, groups[0]!, names, OWN_USER_ID)).toBe('You and User 11');
    expect(reactorNames(en, groups[1]!, names, OWN_USER_ID)).toBe('User 12');
    // A list in the window's language: "you" first, joined as the language joins lists.
    expect(reactorNames(german, groups[0]!, names, OWN_USER_ID)).toBe('Sie und User 11');
    expect(reactorNames(spanish, groups[0]!, names, OWN_USER_ID)).toBe('Tú y User 11');
  });

  it('turns emoji codes into characters', () => {
    expect(unicodeEmoji('1f389')).toBe('🎉');
    expect(unicodeEmoji('1f1fa-1f1f8')).toBe('🇺🇸');
    expect(unicodeEmoji('zzz')).toBe('');
  });
});

describe('dueForRead', () => {
  it('marks a message once it has stayed in view long enough, restarting when it leaves', () => {
    const seen = new Map<number, number>();
    const none = new Set<number>();
    expect(dueForRead(seen, [1, 2], 0, none)).toEqual([]);
    expect(dueForRead(seen, [1, 2], READ_AFTER_MS - 1, none)).toEqual([]);
    expect(dueForRead(seen, [2], READ_AFTER_MS, none)).toEqual([2]);
    // 1 left the view: its clock starts again.
    expect(dueForRead(seen, [1], READ_AFTER_MS + 10, none)).toEqual([]);
    expect(dueForRead(seen, [1], 2 * READ_AFTER_MS + 10, none)).toEqual([1]);
    expect(dueForRead(seen, [1], 3 * READ_AFTER_MS, new Set([1]))).toEqual([]);
  });
});

describe('directConversationRows', () => {
  it('lists recent and unread conversations, newest first, with counts', () => {
    const rows = directConversationRows(
      {
        byKey: ImmutableMap([
          ['dm:11', { key: 'dm:11', userIds: [11], maxMessageId: 30 }],
          ['dm:12', { key: 'dm:12', userIds: [12], maxMessageId: 10 }],
        ]),
      },
      ImmutableMap([
        ['dm:12', { key: 'dm:12', streamId: null, topic: '', userIds: [12], ids: [40, 41] }],
        ['dm:13,14', { key: 'dm:13,14', streamId: null, topic: '', userIds: [13, 14], ids: [20] }],
        ['stream:3:x', { key: 'stream:3:x', streamId: 3, topic: 'x', userIds: [], ids: [50] }],
      ]),
    );
    expect(rows.map((r) => [r.key, r.unread])).toEqual([
      ['dm:12', 2],
      ['dm:11', 0],
      ['dm:13,14', 1],
    ]);
  });
});
