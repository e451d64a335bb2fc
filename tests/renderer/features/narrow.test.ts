import { describe, expect, it } from 'vitest';
import {
  conversationKeyOf,
  messageMatchesNarrow,
  narrowFromRoute,
  narrowKey,
  narrowToApi,
  narrowToRoute,
  type Narrow,
} from '../../../renderer/src/features/messages/narrow';
import { dmKey, topicKey } from '../../../renderer/src/state/conversation-key';
import { channelMessage, ctx, directMessage, MUTED_STREAM_ID, OWN_USER_ID } from '../support/messages';

describe('narrowFromRoute', () => {
  it('maps every message route and nothing else', () => {
    expect(narrowFromRoute({ name: 'channel', streamId: 3 })).toEqual({ kind: 'channel', streamId: 3 });
    expect(narrowFromRoute({ name: 'topic', streamId: 3, topic: 'Hi' })).toEqual({
      kind: 'topic',
      streamId: 3,
      topic: 'Hi',
    });
    expect(narrowFromRoute({ name: 'feed' })).toEqual({ kind: 'feed' });
    expect(narrowFromRoute({ name: 'mentions' })).toEqual({ kind: 'mentions' });
    expect(narrowFromRoute({ name: 'starred' })).toEqual({ kind: 'starred' });
    expect(narrowFromRoute({ name: 'people' })).toBeNull();
    expect(narrowFromRoute({ name: 'settings', section: 'account' })).toBeNull();
  });

  it('leaves you out of a direct conversation, except a conversation with yourself', () => {
    expect(narrowFromRoute({ name: 'dm', userIds: [12, 10, 11] }, 10)).toEqual({
      kind: 'dm',
      userIds: [11, 12],
    });
    expect(narrowFromRoute({ name: 'dm', userIds: [10] }, 10)).toEqual({ kind: 'dm', userIds: [10] });
    expect(narrowFromRoute({ name: 'dm', userIds: [12, 11] })).toEqual({ kind: 'dm', userIds: [11, 12] });
  });

  it('round-trips through narrowToRoute', () => {
    const narrows: Narrow[] = [
      { kind: 'channel', streamId: 3 },
      { kind: 'topic', streamId: 3, topic: 'x' },
      { kind: 'dm', userIds: [11] },
      { kind: 'feed' },
      { kind: 'starred' },
    ];
    for (const narrow of narrows) expect(narrowFromRoute(narrowToRoute(narrow))).toEqual(narrow);
  });
});

describe('narrowToApi', () => {
  it('names channels by id, topics, DMs by user ids and the flag views', () => {
    expect(narrowToApi({ kind: 'topic', streamId: 3, topic: 'greetings' })).toEqual([
      { operator: 'channel', operand: 3 },
      { operator: 'topic', operand: 'greetings' },
    ]);
    expect(narrowToApi({ kind: 'dm', userIds: [11, 12] })).toEqual([{ operator: 'dm', operand: [11, 12] }]);
    expect(narrowToApi({ kind: 'feed' })).toEqual([{ operator: 'in', operand: 'home' }]);
    expect(narrowToApi({ kind: 'mentions' })).toEqual([{ operator: 'is', operand: 'mentioned' }]);
    expect(narrowToApi({ kind: 'starred' })).toEqual([{ operator: 'is', operand: 'starred' }]);
  });

  it('sends a search’s ids as numbers and leaves names and words as written', () => {
    const search: Narrow = {
      kind: 'search',
      terms: [
        { operator: 'channel', operand: '5', negated: false },
        { operator: 'sender', operand: 'ada@example.com', negated: false },
        { operator: 'dm', operand: '11,12', negated: false },
        { operator: 'search', operand: '42', negated: true },
      ],
    };
    expect(narrowToApi(search)).toEqual([
      { operator: 'channel', operand: 5, negated: false },
      { operator: 'sender', operand: 'ada@example.com', negated: false },
      { operator: 'dm', operand: [11, 12], negated: false },
      { operator: 'search', operand: '42', negated: true },
    ]);
    expect(narrowToApi(search, 249)[0]).toEqual({ operator: 'stream', operand: 5, negated: false });
  });

  it('uses the older operator names on older servers', () => {
    expect(narrowToApi({ kind: 'channel', streamId: 3 }, 249)).toEqual([{ operator: 'stream', operand: 3 }]);
    expect(narrowToApi({ kind: 'channel', streamId: 3 }, 250)).toEqual([{ operator: 'channel', operand: 3 }]);
    expect(narrowToApi({ kind: 'dm', userIds: [11] }, 176)).toEqual([{ operator: 'pm-with', operand: [11] }]);
  });
});

describe('narrowKey and conversation keys', () => {
  it('gives topic and DM narrows the key of their conversation', () => {
    expect(narrowKey({ kind: 'topic', streamId: 3, topic: 'Greetings' })).toBe(topicKey(3, 'greetings'));
    expect(narrowKey({ kind: 'dm', userIds: [11, 12] })).toBe(dmKey([12, 10, 11], OWN_USER_ID));
    expect(narrowKey({ kind: 'dm', userIds: [OWN_USER_ID] })).toBe(dmKey([OWN_USER_ID], OWN_USER_ID));
    expect(
      new Set(['channel', 'feed', 'mentions', 'starred'].map((k) => narrowKey({ kind: k } as Narrow))).size,
    ).toBe(4);
  });

  it('keys a message by its conversation', () => {
    expect(conversationKeyOf(channelMessage(1, 3, 'Hello'), OWN_USER_ID)).toBe(topicKey(3, 'hello'));
    expect(conversationKeyOf(directMessage(2, [12, 11]), OWN_USER_ID)).toBe('dm:11,12');
    expect(conversationKeyOf(directMessage(3, []), OWN_USER_ID)).toBe(`dm:${OWN_USER_ID}`);
  });
});

describe('messageMatchesNarrow', () => {
  const topic = channelMessage(1, 3, 'Greetings');
  const other = channelMessage(2, 4, 'greetings');
  const muted = channelMessage(3, MUTED_STREAM_ID, 'x');
  const dm = directMessage(4, [11]);
  const group = directMessage(5, [11, 12]);
  const match = (message: Parameters<typeof messageMatchesNarrow>[0], narrow: Narrow) =>
    messageMatchesNarrow(message, narrow, OWN_USER_ID, ctx.isMuted);

  it('matches channels and topics (topics ignoring case)', () => {
    expect(match(topic, { kind: 'channel', streamId: 3 })).toBe(true);
    expect(match(other, { kind: 'channel', streamId: 3 })).toBe(false);
    expect(match(topic, { kind: 'topic', streamId: 3, topic: 'GREETINGS' })).toBe(true);
    expect(match(other, { kind: 'topic', streamId: 3, topic: 'greetings' })).toBe(false);
    expect(match(dm, { kind: 'channel', streamId: 3 })).toBe(false);
  });

  it('matches a direct conversation by exactly its participants', () => {
    expect(match(dm, { kind: 'dm', userIds: [11] })).toBe(true);
    expect(match(group, { kind: 'dm', userIds: [11] })).toBe(false);
    expect(match(group, { kind: 'dm', userIds: [11, 12] })).toBe(true);
    expect(match(topic, { kind: 'dm', userIds: [11] })).toBe(false);
  });

  it('leaves muted messages out of the feed only', () => {
    expect(match(topic, { kind: 'feed' })).toBe(true);
    expect(match(dm, { kind: 'feed' })).toBe(true);
    expect(match(muted, { kind: 'feed' })).toBe(false);
    expect(messageMatchesNarrow(muted, { kind: 'feed' }, OWN_USER_ID)).toBe(true);
    expect(match(muted, { kind: 'channel', streamId: MUTED_STREAM_ID })).toBe(true);
  });

  it('matches mentions (personal and wildcard) and starred by flags', () => {
    expect(match({ ...topic, flags: ['mentioned'] }, { kind: 'mentions' })).toBe(true);
    expect(match({ ...topic, flags: ['topic_wildcard_mentioned'] }, { kind: 'mentions' })).toBe(true);
    expect(match({ ...topic, flags: ['read'] }, { kind: 'mentions' })).toBe(false);
    expect(match({ ...dm, flags: ['starred'] }, { kind: 'starred' })).toBe(true);
    expect(match(dm, { kind: 'starred' })).toBe(false);
  });
});
