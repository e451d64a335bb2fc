// GET /messages narrows, operator by operator: alone, combined (AND) and negated, over a small set of
// messages that all hold the word "quokka" (unknown to the demo seed), plus BAD_NARROW for bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessages, sendMessage, type NarrowTerm } from '../../../shared/api/messages';
import { addReaction } from '../../../shared/api/reactions';
import { updateUserTopic } from '../../../shared/api/topics';
import { addFlag } from '../../../server/realm/messages';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { ChannelRecord } from '../../../server/realm/types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let plans: ChannelRecord;
let other: ChannelRecord;
const id: Record<string, number> = {};

beforeAll(async () => {
  const [member, member2, admin] = [
    get().account('member'),
    get().account('member2'),
    get().account('admin'),
  ];
  const realm = get().server.realm;
  plans = addChannel(realm, { name: 'quokka plans' });
  other = addChannel(realm, { name: 'quokka other' });
  for (const c of [plans, other])
    for (const who of [member, member2]) subscribeUser(realm, who.user_id, c.stream_id);
  const post = async (key: string, who: typeof member, to: number, topic: string, content: string) => {
    id[key] = (await get().ok(sendMessage, { type: 'channel', to, topic, content }, who)).id;
  };
  await post('a', member2, plans.stream_id, 'quokka plans', 'The Quokka meeting is at noon');
  await post('b', member, plans.stream_id, 'quokka plans', 'meetings about quokka budgets');
  await post('c', member2, plans.stream_id, '✔ quokka resolved', 'quokka link https://example.com/page');
  await post(
    'd',
    member2,
    other.stream_id,
    'other quokka',
    'quokka [shot.png](/user_uploads/2/ab/xyz/shot.png)',
  );
  await post('e', member2, other.stream_id, 'other quokka', 'quokka :pixel_perfect: emoji');
  await post('h', member2, plans.stream_id, 'quokka plans', `@**${member.full_name}** quokka ping`);
  const dm = (to: number[], content: string) =>
    get().ok(sendMessage, { type: 'direct', to, content }, member2);
  id.f = (await dm([member.user_id], 'quokka secret plans')).id;
  id.g = (await dm([member.user_id, admin.user_id], 'quokka group')).id;
  await get().ok(addReaction, { message_id: id.a as number, emoji_name: 'tada' }, member2);
  await get().ok(
    updateUserTopic,
    { stream_id: other.stream_id, topic: 'other quokka', visibility_policy: 3 },
    member,
  );
  const record = realm.user(member.user_id);
  if (record) addFlag(record, 'starred', id.e as number);
});

const QUOKKA: NarrowTerm = { operator: 'search', operand: 'quokka' };

/** The keys of the test's own messages that a narrow returns to the member, oldest first. */
async function found(narrow: NarrowTerm[], who = get().account('member')): Promise<string[]> {
  const page = await get().ok(getMessages, { anchor: 'newest', num_before: 1000, num_after: 0, narrow }, who);
  const byId = new Map(Object.entries(id).map(([key, value]) => [value, key]));
  return page.messages.flatMap((m) => byId.get(m.id) ?? []);
}
const term = (operator: string, operand: string | number | number[]): NarrowTerm => ({ operator, operand });
const not = (operator: string, operand: string | number): NarrowTerm => ({
  operator,
  operand,
  negated: true,
});

describe('each operator alone', () => {
  it('channel by id and by name, topic, sender (id, email, "me")', async () => {
    const member2 = get().account('member2');
    expect(await found([term('channel', plans.stream_id)])).toEqual(['a', 'b', 'c', 'h']);
    expect(await found([term('channel', 'QUOKKA other')])).toEqual(['d', 'e']);
    expect(await found([term('stream', other.stream_id)])).toEqual(['d', 'e']);
    expect(await found([term('topic', 'Quokka Plans')])).toEqual(['a', 'b', 'h']);
    expect(await found([QUOKKA, term('sender', member2.user_id)])).toEqual([
      'a',
      'c',
      'd',
      'e',
      'h',
      'f',
      'g',
    ]);
    expect(await found([QUOKKA, term('sender', member2.email)])).toEqual(['a', 'c', 'd', 'e', 'h', 'f', 'g']);
    expect(await found([QUOKKA, term('sender', 'me')])).toEqual(['b']);
  });

  it('dm (ids or emails), dm-including and its old names', async () => {
    const [member2, admin] = [get().account('member2'), get().account('admin')];
    expect(await found([term('dm', [member2.user_id])])).toEqual(['f']);
    expect(await found([term('dm', `${member2.email},${admin.email}`)])).toEqual(['g']);
    expect(await found([term('pm-with', [member2.user_id, admin.user_id])])).toEqual(['g']);
    for (const operator of ['dm-including', 'dm-with', 'group-pm-with'])
      expect(await found([term(operator, admin.user_id)])).toEqual(['g']);
    expect(await found([term('dm-including', member2.email)])).toEqual(['f', 'g']);
  });

  it('is:dm, unread, starred, mentioned, followed, resolved', async () => {
    expect(await found([QUOKKA, term('is', 'dm')])).toEqual(['f', 'g']);
    expect(await found([QUOKKA, term('is', 'private')])).toEqual(['f', 'g']);
    expect(await found([QUOKKA, term('is', 'unread')])).toEqual(['a', 'c', 'd', 'e', 'h', 'f', 'g']);
    expect(await found([term('is', 'starred')])).toContain('e');
    expect(await found([QUOKKA, term('is', 'starred')])).toEqual(['e']);
    expect(await found([QUOKKA, term('is', 'mentioned')])).toEqual(['h']);
    // "quokka plans" is followed too: the member took part in it (auto-follow on participation).
    expect(await found([QUOKKA, term('is', 'followed')])).toEqual(['a', 'b', 'd', 'e', 'h']);
    expect(await found([QUOKKA, term('is', 'resolved')])).toEqual(['c']);
  });

  it('has:link, image, attachment, reaction as the rendering holds them (an emoji is no image)', async () => {
    expect(await found([QUOKKA, term('has', 'link')])).toEqual(['c', 'd']);
    expect(await found([QUOKKA, term('has', 'image')])).toEqual(['d']);
    expect(await found([QUOKKA, term('has', 'attachment')])).toEqual(['d']);
    expect(await found([QUOKKA, term('has', 'reaction')])).toEqual(['a']);
  });

  it('id finds one message; near anchors without filtering', async () => {
    expect(await found([term('id', id.c as number)])).toEqual(['c']);
    expect(await found([term('id', String(id.c))])).toEqual(['c']);
    expect(await found([QUOKKA, term('near', id.c as number)])).toEqual(await found([QUOKKA]));
  });
});

describe('combined and negated', () => {
  it('ANDs terms together', async () => {
    const member2 = get().account('member2');
    const narrow = [
      term('channel', plans.stream_id),
      term('topic', 'quokka plans'),
      term('sender', member2.email),
    ];
    expect(await found(narrow)).toEqual(['a', 'h']);
    expect(await found([...narrow, term('search', 'meeting')])).toEqual(['a']);
    expect(await found([...narrow, term('has', 'reaction'), term('is', 'mentioned')])).toEqual([]);
  });

  it('negates any operator', async () => {
    expect(await found([term('channel', plans.stream_id), not('sender', 'me')])).toEqual(['a', 'c', 'h']);
    expect(await found([QUOKKA, not('channel', plans.name)])).toEqual(['d', 'e', 'f', 'g']);
    expect(await found([QUOKKA, not('is', 'dm'), not('topic', 'quokka plans')])).toEqual(['c', 'd', 'e']);
    expect(await found([QUOKKA, not('has', 'link'), not('is', 'dm')])).toEqual(['a', 'b', 'e', 'h']);
    expect(await found([QUOKKA, not('is', 'unread')])).toEqual(['b']);
    expect(await found([QUOKKA, not('id', id.a as number), term('topic', 'quokka plans')])).toEqual([
      'b',
      'h',
    ]);
    expect(await found([QUOKKA, not('search', 'meeting')])).toEqual(['c', 'd', 'e', 'h', 'f', 'g']);
    expect(
      await found([QUOKKA, not('dm-including', get().account('admin').user_id), term('is', 'dm')]),
    ).toEqual(['f']);
  });
});

describe('bad narrows', () => {
  it('answers BAD_NARROW naming the operator or operand', async () => {
    const member = get().account('member');
    const cases: [NarrowTerm[], string][] = [
      [[term('smell', 'roses')], 'unknown operator smell'],
      [[term('is', 'shiny')], "unknown 'is' operand shiny"],
      [[term('has', 'smell')], "unknown 'has' operand smell"],
      [[term('channel', '')], "empty 'channel' operand"],
      [[term('channel', 'no such channel')], 'unknown channel no such channel'],
      [[term('search', '   ')], "empty 'search' operand"],
      [[term('id', 'abc')], 'invalid message ID abc'],
    ];
    for (const [narrow, why] of cases) {
      const body = await get().fails(
        getMessages,
        { anchor: 'newest', num_before: 1, num_after: 0, narrow },
        member,
        400,
        'BAD_NARROW',
      );
      expect(body.msg).toBe(`Invalid narrow operator: ${why}`);
    }
  });
});
