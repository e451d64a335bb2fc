import { describe, expect, it } from 'vitest';
import type { SearchTerm } from '../../../renderer/src/state/narrow';
import {
  searchShowsWholeConversations,
  searchVerdict,
  type SearchLookups,
} from '../../../renderer/src/state/search-filter';
import { channelMessage, directMessage, MUTED_STREAM_ID, OWN_USER_ID } from '../support/messages';

/** `channel:3 -is:starred` and the like, as the route carries them. */
function terms(...specs: string[]): SearchTerm[] {
  return specs.map((spec) => {
    const negated = spec.startsWith('-');
    const [operator = '', ...rest] = (negated ? spec.slice(1) : spec).split(':');
    return { operator, operand: rest.join(':'), negated };
  });
}

const lookups: SearchLookups = {
  ownUserId: OWN_USER_ID,
  isMuted: (m) => m.type === 'stream' && m.stream_id === MUTED_STREAM_ID,
  isFollowed: (m) => m.subject === 'followed one',
};
const verdict = (message: Parameters<typeof searchVerdict>[1], ...specs: string[]) =>
  searchVerdict(terms(...specs), message, lookups);

const lunch = channelMessage(1, 3, 'Lunch', {
  sender_id: 11,
  content: '<p>Pizza at <a href="https://x.example">noon</a></p>',
  flags: ['read'],
});
const starred = channelMessage(2, 4, '✔ Resolved thing', { sender_id: OWN_USER_ID, flags: ['starred'] });
const dm = directMessage(3, [11], { sender_id: 11, flags: ['mentioned'] });
const group = directMessage(4, [11, 12], { sender_id: 12, reactions: [] });

describe('searchVerdict: terms the client evaluates', () => {
  it('matches channel, topic (ignoring case), sender and id', () => {
    expect(verdict(lunch, 'channel:3')).toBe(true);
    expect(verdict(lunch, 'channel:4')).toBe(false);
    expect(verdict(lunch, 'topic:LUNCH')).toBe(true);
    expect(verdict(dm, 'topic:lunch')).toBe(false);
    expect(verdict(lunch, 'sender:11')).toBe(true);
    expect(verdict(starred, 'sender:me')).toBe(true);
    expect(verdict(lunch, 'sender:me')).toBe(false);
    expect(verdict(lunch, 'id:1')).toBe(true);
    expect(verdict(lunch, 'id:2')).toBe(false);
  });

  it('matches a DM conversation exactly, and dm-including by inclusion', () => {
    expect(verdict(dm, 'dm:11')).toBe(true);
    expect(verdict(group, 'dm:11')).toBe(false);
    expect(verdict(group, 'dm:12,11')).toBe(true);
    expect(verdict(group, 'dm-including:11')).toBe(true);
    expect(verdict(dm, 'dm-including:12')).toBe(false);
    expect(verdict(lunch, 'dm-including:11')).toBe(false);
  });

  it('matches the is: operands from flags, topics, muting and following', () => {
    expect(verdict(dm, 'is:dm')).toBe(true);
    expect(verdict(lunch, 'is:dm')).toBe(false);
    expect(verdict(starred, 'is:starred')).toBe(true);
    expect(verdict(dm, 'is:mentioned')).toBe(true);
    expect(verdict(lunch, 'is:unread')).toBe(false);
    expect(verdict(dm, 'is:unread')).toBe(true);
    expect(verdict(starred, 'is:resolved')).toBe(true);
    expect(verdict(lunch, 'is:resolved')).toBe(false);
    expect(verdict(channelMessage(5, 3, 'followed one'), 'is:followed')).toBe(true);
    expect(verdict(lunch, 'is:followed')).toBe(false);
    expect(verdict(channelMessage(6, MUTED_STREAM_ID, 'x'), 'is:muted')).toBe(true);
    expect(verdict(channelMessage(6, MUTED_STREAM_ID, 'x'), 'in:home')).toBe(false);
  });

  it('negates a term, and combines terms with AND', () => {
    expect(verdict(lunch, '-channel:3')).toBe(false);
    expect(verdict(dm, '-is:starred', 'is:dm')).toBe(true);
    expect(verdict(lunch, 'channel:3', 'sender:11', '-is:unread')).toBe(true);
    expect(verdict(lunch, 'channel:3', 'sender:12')).toBe(false);
  });

  it('counts reactions for has:reaction, and ignores near:', () => {
    expect(verdict(group, 'has:reaction')).toBe(false);
    const reacted = { ...group, reactions: [{ emoji_name: 'x' }] };
    expect(verdict(reacted, 'has:reactions')).toBe(true);
    expect(verdict(lunch, 'near:1', 'channel:3')).toBe(true);
  });
});

describe('searchVerdict: terms only the server can tell', () => {
  it('cannot tell words, has:link, names for ids, or operators it does not know', () => {
    for (const spec of ['search:pizza', 'has:link', 'channel:design', 'sender:ada@example.com', 'foo:bar']) {
      expect(verdict(lunch, spec)).toBeUndefined();
      expect(verdict(lunch, `-${spec}`)).toBeUndefined();
    }
    expect(searchVerdict(terms('is:followed'), lunch, { ownUserId: OWN_USER_ID })).toBeUndefined();
  });

  it('still says no when a term it can check fails, whatever the rest', () => {
    expect(verdict(lunch, 'channel:4', 'search:pizza')).toBe(false);
    expect(verdict(lunch, 'channel:3', 'search:pizza')).toBeUndefined();
    expect(verdict(lunch, '-search:pizza', 'is:dm')).toBe(false);
  });

  it('guesses words and has: from the HTML when asked to approximate (cached results)', () => {
    const guess = (...specs: string[]) =>
      searchVerdict(terms(...specs), lunch, { ...lookups, approximate: true });
    expect(guess('search:PIZZA noon')).toBe(true);
    expect(guess('search:"pizza at noon"')).toBe(true);
    expect(guess('search:lunch')).toBe(true);
    expect(guess('search:pasta')).toBe(false);
    expect(guess('search:href')).toBe(false);
    expect(guess('has:link')).toBe(true);
    expect(guess('has:image')).toBe(false);
    expect(guess('-has:attachment', 'channel:3')).toBe(true);
    expect(guess('channels:public')).toBeUndefined();
  });
});

describe('searchShowsWholeConversations', () => {
  it('is true only for whole conversations: the DM feed, a DM, a channel, a topic', () => {
    expect(searchShowsWholeConversations(terms('is:dm'))).toBe(true);
    expect(searchShowsWholeConversations(terms('topic:x', 'channel:3'))).toBe(true);
    expect(searchShowsWholeConversations(terms('dm:11', 'near:5'))).toBe(true);
    expect(searchShowsWholeConversations(terms('is:dm', 'search:lunch'))).toBe(false);
    expect(searchShowsWholeConversations(terms('-channel:3'))).toBe(false);
    expect(searchShowsWholeConversations(terms('is:starred'))).toBe(false);
  });
});
