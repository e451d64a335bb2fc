import { describe, expect, it } from 'vitest';
import { topicRule } from '../../../../renderer/src/features/compose/compose-rules';
import {
  composeSetup,
  outboxTargetOf,
  recipientOfDraft,
  sameRecipient,
  typingTargetOf,
} from '../../../../renderer/src/features/compose/compose-target';
import { searchPeople } from '../../../../renderer/src/features/compose/recipient-search';
import { nameCollator } from '../../../../renderer/src/i18n/name-order';

describe('composeSetup', () => {
  it('starts compose in a search at the channel, topic or people it searches, unlocked', () => {
    const term = (operator: string, operand: string, negated = false) => ({ operator, operand, negated });
    const setup = (...terms: ReturnType<typeof term>[]) => composeSetup({ kind: 'search', terms });
    expect(setup(term('channel', '3'), term('search', 'lunch'))).toEqual({
      recipient: { type: 'channel', streamId: 3, topic: '' },
      lock: 'none',
    });
    expect(setup(term('topic', 'Lunch'), term('channel', '3')).recipient).toEqual({
      type: 'channel',
      streamId: 3,
      topic: 'Lunch',
    });
    expect(setup(term('dm', '4,5')).recipient).toEqual({ type: 'direct', userIds: [4, 5] });
    const none = { type: 'channel', streamId: null, topic: '' };
    // Negated, unresolved names and searches over everything name no recipient.
    expect(setup(term('channel', '3', true)).recipient).toEqual(none);
    expect(setup(term('channel', 'design')).recipient).toEqual(none);
    expect(setup(term('is', 'starred')).recipient).toEqual(none);
  });

  it('fixes the channel in channel and topic views (topic prefilled), the people in a DM, nothing elsewhere', () => {
    expect(composeSetup({ kind: 'channel', streamId: 3 })).toEqual({
      recipient: { type: 'channel', streamId: 3, topic: '' },
      lock: 'channel',
    });
    expect(composeSetup({ kind: 'topic', streamId: 3, topic: 'Lunch' })).toEqual({
      recipient: { type: 'channel', streamId: 3, topic: 'Lunch' },
      lock: 'channel',
    });
    expect(composeSetup({ kind: 'dm', userIds: [4, 5] })).toEqual({
      recipient: { type: 'direct', userIds: [4, 5] },
      lock: 'people',
    });
    for (const kind of ['feed', 'mentions', 'starred'] as const) {
      expect(composeSetup({ kind })).toEqual({
        recipient: { type: 'channel', streamId: null, topic: '' },
        lock: 'none',
      });
    }
  });
});

describe('recipients', () => {
  it('reads a stored draft’s recipient; an unaddressed draft has none', () => {
    expect(recipientOfDraft({ type: 'stream', to: [7], topic: 'x' })).toEqual({
      type: 'channel',
      streamId: 7,
      topic: 'x',
    });
    expect(recipientOfDraft({ type: 'private', to: [4, 5], topic: '' })).toEqual({
      type: 'direct',
      userIds: [4, 5],
    });
    expect(recipientOfDraft({ type: '', to: [], topic: '' })).toBeNull();
    expect(recipientOfDraft({ type: 'stream', to: [], topic: 'x' })).toBeNull();
  });

  it('compares recipients by channel and topic, or by the set of people', () => {
    expect(sameRecipient({ type: 'direct', userIds: [5, 4] }, { type: 'direct', userIds: [4, 5] })).toBe(
      true,
    );
    expect(sameRecipient({ type: 'direct', userIds: [4] }, { type: 'direct', userIds: [4, 5] })).toBe(false);
    const lunch = { type: 'channel', streamId: 3, topic: 'lunch' } as const;
    expect(sameRecipient(lunch, { ...lunch })).toBe(true);
    expect(sameRecipient(lunch, { ...lunch, topic: 'tea' })).toBe(false);
    expect(sameRecipient(lunch, { type: 'direct', userIds: [3] })).toBe(false);
  });

  it('has no target while incomplete, and trims the topic', () => {
    expect(outboxTargetOf({ type: 'channel', streamId: null, topic: 'x' })).toBeNull();
    expect(outboxTargetOf({ type: 'direct', userIds: [] })).toBeNull();
    expect(outboxTargetOf({ type: 'channel', streamId: 3, topic: '  tea ' })).toEqual({
      type: 'channel',
      streamId: 3,
      topic: 'tea',
    });
  });

  it('announces typing only to a recipient the topic rules accept', () => {
    const required = topicRule('disable_empty_topic', 'allow_empty_topic', 'general chat');
    const allowed = topicRule('inherit', 'allow_empty_topic', 'general chat');
    const emptyOnly = topicRule('empty_topic_only', 'allow_empty_topic', 'general chat');
    const empty = { type: 'channel', streamId: 3, topic: '' } as const;
    expect(typingTargetOf(empty, required)).toBeNull();
    expect(typingTargetOf(empty, allowed)).toEqual(empty);
    expect(typingTargetOf({ ...empty, topic: 'named' }, emptyOnly)).toBeNull();
    expect(typingTargetOf({ type: 'direct', userIds: [4] }, null)).toEqual({ type: 'direct', userIds: [4] });
  });
});

describe('searchPeople', () => {
  const byName = nameCollator('en').compare;
  const people = [
    { user_id: 1, full_name: 'Ada Lovelace', email: 'ada@example.org' },
    { user_id: 2, full_name: 'Alan Turing', email: 'alan@example.org' },
    { user_id: 3, full_name: 'Grace Hopper', email: 'grace@example.org' },
    { user_id: 4, full_name: 'Notification Bot', email: 'ada-bot@example.org', is_bot: true },
    { user_id: 5, full_name: 'Barbara Liskov', email: 'bl@example.org' },
  ];

  it('finds by the start of the name or a word of it, then by email, then anywhere in the name', () => {
    expect(searchPeople(people, 'a', [], byName).map((p) => p.user_id)).toEqual([1, 2, 4, 5, 3]);
    expect(searchPeople(people, 'hop', [], byName).map((p) => p.user_id)).toEqual([3]);
    expect(searchPeople(people, 'ADA', [], byName).map((p) => p.user_id)).toEqual([1, 4]);
    expect(searchPeople(people, 'bl@', [], byName).map((p) => p.user_id)).toEqual([5]);
    expect(searchPeople(people, 'zzz', [], byName)).toEqual([]);
  });

  it("orders equally good matches by name as the window's language sorts them", () => {
    const nordic = [
      { user_id: 7, full_name: 'Örjan Berg', email: 'o@example.org' },
      { user_id: 8, full_name: 'Zelda Berg', email: 'z@example.org' },
      { user_id: 9, full_name: 'Olle Berg', email: 'ol@example.org' },
    ];
    const ids = (locale: string) =>
      searchPeople(nordic, 'berg', [], nameCollator(locale).compare).map((p) => p.user_id);
    expect(ids('sv')).toEqual([9, 8, 7]);
    expect(ids('de')).toEqual([9, 7, 8]);
  });

  it('leaves out people already chosen, and stops at the limit', () => {
    expect(searchPeople(people, '', [1, 2], byName).map((p) => p.user_id)).toEqual([5, 3, 4]);
    expect(searchPeople(people, '', [], byName, 2)).toHaveLength(2);
  });
});
