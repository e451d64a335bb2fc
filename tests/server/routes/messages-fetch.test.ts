// GET /messages and GET /messages/{id}: anchors, paging, narrows, visibility and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessage, getMessages, sendMessage, type NarrowTerm } from '../../../shared/api/messages';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import { addFlag } from '../../../server/realm/messages';
import type { ChannelRecord } from '../../../server/realm/types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const NEWEST = 10_000_000_000_000_000;
let channel: ChannelRecord;
const ids: number[] = [];

beforeAll(async () => {
  const [member, member2] = [get().account('member'), get().account('member2')];
  const realm = get().server.realm;
  channel = addChannel(realm, { name: 'fetch test' });
  for (const who of [member, member2]) subscribeUser(realm, who.user_id, channel.stream_id);
  for (let i = 0; i < 12; i++) {
    const topic = i % 3 === 0 ? 'alpha' : 'beta';
    const content = i === 7 ? 'the needle is here' : `message number ${i}`;
    const sender = i % 2 === 0 ? member : member2;
    const { id } = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic, content },
      sender,
    );
    ids.push(id);
  }
});

const fetchIn = (narrow: NarrowTerm[], extra: Record<string, unknown> = {}) =>
  get().ok(
    getMessages,
    { anchor: 'newest', num_before: 100, num_after: 0, narrow, ...extra },
    get().account('member'),
  );
const idsOf = (list: { id: number }[]) => list.map((m) => m.id);
const inChannel = (): NarrowTerm[] => [{ operator: 'channel', operand: channel.stream_id }];

describe('anchors and paging', () => {
  it('answers "newest" with the last messages and the real server anchor', async () => {
    const page = await fetchIn(inChannel(), { num_before: 5 });
    expect(idsOf(page.messages)).toEqual(ids.slice(-5));
    expect(page).toMatchObject({
      anchor: NEWEST,
      found_newest: true,
      found_oldest: false,
      found_anchor: false,
    });
  });

  it('pages backwards with include_anchor=false until found_oldest', async () => {
    const seen: number[] = [];
    let anchor: number | 'newest' = 'newest';
    for (let round = 0; round < 10; round++) {
      const page = await fetchIn(inChannel(), { anchor, num_before: 5, include_anchor: anchor === 'newest' });
      seen.unshift(...idsOf(page.messages));
      if (page.found_oldest) break;
      anchor = page.messages[0]?.id ?? 0;
    }
    expect(seen).toEqual(ids);
  });

  it('centres a numeric anchor and reports whether it was found', async () => {
    const middle = ids[6] as number;
    const page = await fetchIn(inChannel(), { anchor: middle, num_before: 2, num_after: 2 });
    expect(idsOf(page.messages)).toEqual(ids.slice(4, 9));
    expect(page).toMatchObject({
      anchor: middle,
      found_anchor: true,
      found_oldest: false,
      found_newest: false,
    });
    const without = await fetchIn(inChannel(), {
      anchor: middle,
      num_before: 0,
      num_after: 1,
      include_anchor: false,
    });
    expect(idsOf(without.messages)).toEqual([ids[7]]);
    const oldest = await fetchIn(inChannel(), { anchor: 'oldest', num_before: 0, num_after: 3 });
    expect(idsOf(oldest.messages)).toEqual(ids.slice(0, 3));
    expect(oldest).toMatchObject({ anchor: 0, found_oldest: true, found_newest: false });
  });

  it('starts at the first unread message with "first_unread"', async () => {
    const firstFromMember2 = ids[1] as number;
    const page = await fetchIn(inChannel(), { anchor: 'first_unread', num_before: 0, num_after: 1 });
    expect(page).toMatchObject({ anchor: firstFromMember2, found_anchor: true });
    expect(page.messages[0]?.flags).not.toContain('read');
  });
});

describe('narrows', () => {
  it('filters by topic, sender, search, id and negation, in both term forms', async () => {
    const alpha = ids.filter((_, i) => i % 3 === 0);
    expect(
      idsOf((await fetchIn([...inChannel(), { operator: 'topic', operand: 'ALPHA' }])).messages),
    ).toEqual(alpha);
    expect(
      idsOf(
        (
          await fetchIn([
            ['stream', channel.name],
            ['topic', 'alpha'],
          ])
        ).messages,
      ),
    ).toEqual(alpha);
    const notAlpha = await fetchIn([...inChannel(), { operator: 'topic', operand: 'alpha', negated: true }]);
    expect(idsOf(notAlpha.messages)).toEqual(ids.filter((_, i) => i % 3 !== 0));
    const member2 = get().account('member2');
    const bySender = await fetchIn([...inChannel(), { operator: 'sender', operand: member2.email }]);
    expect(idsOf(bySender.messages)).toEqual(ids.filter((_, i) => i % 2 === 1));
    expect(idsOf((await fetchIn([{ operator: 'search', operand: 'NEEDLE' }])).messages)).toEqual([ids[7]]);
    expect(idsOf((await fetchIn([{ operator: 'id', operand: ids[3] as number }])).messages)).toEqual([
      ids[3],
    ]);
  });

  it('filters by personal flags and reactions', async () => {
    const member = get().server.realm.user(get().account('member').user_id);
    if (member) addFlag(member, 'starred', ids[2] as number);
    expect(idsOf((await fetchIn([...inChannel(), { operator: 'is', operand: 'starred' }])).messages)).toEqual(
      [ids[2]],
    );
    get()
      .server.realm.messages.get(ids[4] as number)
      ?.reactions.push({
        emoji_name: 'tada',
        emoji_code: '1f389',
        reaction_type: 'unicode_emoji',
        user_id: get().account('member2').user_id,
      });
    expect(
      idsOf((await fetchIn([...inChannel(), { operator: 'has', operand: 'reaction' }])).messages),
    ).toEqual([ids[4]]);
    const unread = await fetchIn([...inChannel(), { operator: 'is', operand: 'unread' }]);
    expect(idsOf(unread.messages)).toEqual(ids.filter((_, i) => i % 2 === 1));
  });

  it('finds direct messages by conversation and by participant', async () => {
    const [member, member2, admin] = [
      get().account('member'),
      get().account('member2'),
      get().account('admin'),
    ];
    const one = await get().ok(
      sendMessage,
      { type: 'direct', to: [member2.user_id], content: 'just us' },
      member,
    );
    const group = await get().ok(
      sendMessage,
      { type: 'direct', to: [member2.user_id, admin.user_id], content: 'all' },
      member,
    );
    // The seed has older conversations too: check the newest and that every result belongs.
    const realm = get().server.realm;
    const pair = [member.user_id, member2.user_id].sort((a, b) => a - b);
    const dm = await fetchIn([{ operator: 'dm', operand: [member2.user_id] }]);
    expect(dm.messages.at(-1)?.id).toBe(one.id);
    for (const m of dm.messages) expect(realm.messages.get(m.id)?.dm_user_ids).toEqual(pair);
    const byEmail = await fetchIn([{ operator: 'dm', operand: `${member2.email},${admin.email}` }]);
    expect(byEmail.messages.at(-1)?.id).toBe(group.id);
    expect(idsOf(byEmail.messages)).not.toContain(one.id);
    const including = await fetchIn([{ operator: 'dm-including', operand: admin.user_id }]);
    expect(idsOf(including.messages)).toContain(group.id);
    expect(idsOf(including.messages)).not.toContain(one.id);
    for (const m of including.messages)
      expect(realm.messages.get(m.id)?.dm_user_ids).toContain(admin.user_id);
    const isDm = await fetchIn([{ operator: 'is', operand: 'dm' }], { num_before: 2 });
    expect(idsOf(isDm.messages)).toEqual([one.id, group.id]);
  });

  it('refuses unknown operators, operands and channels with BAD_NARROW', async () => {
    const member = get().account('member');
    for (const narrow of [
      [{ operator: 'smell', operand: 'roses' }],
      [{ operator: 'is', operand: 'shiny' }],
      [{ operator: 'channel', operand: 'no such channel' }],
      [{ operator: 'sender', operand: 'ghost@nowhere.test' }],
    ]) {
      await get().fails(
        getMessages,
        { anchor: 'newest', num_before: 1, num_after: 0, narrow },
        member,
        400,
        'BAD_NARROW',
      );
    }
  });
});

describe('visibility', () => {
  it('shows public history to non-subscribers as historical, and nothing to guests', async () => {
    const admin = get().account('admin');
    const page = await get().ok(
      getMessages,
      { anchor: 'newest', num_before: 3, num_after: 0, narrow: inChannel() },
      admin,
    );
    expect(idsOf(page.messages)).toEqual(ids.slice(-3));
    expect(page.messages[0]?.flags).toEqual(['read', 'historical']);
    const guest = await get().ok(
      getMessages,
      { anchor: 'newest', num_before: 3, num_after: 0, narrow: inChannel() },
      get().account('guest'),
    );
    expect(guest.messages).toEqual([]);
  });

  it("hides private channels and other people's direct messages", async () => {
    const realm = get().server.realm;
    const [member, admin] = [get().account('member'), get().account('admin')];
    const secret = addChannel(realm, { name: 'fetch secret', invite_only: true });
    subscribeUser(realm, member.user_id, secret.stream_id);
    const { id } = await get().ok(
      sendMessage,
      { type: 'channel', to: secret.stream_id, topic: 's', content: 'shh' },
      member,
    );
    const dm = await get().ok(
      sendMessage,
      { type: 'direct', to: [get().account('member2').user_id], content: 'x' },
      member,
    );
    const page = await get().ok(getMessages, { message_ids: [id, dm.id, ids[0] as number] }, admin);
    expect(idsOf(page.messages)).toEqual([ids[0]]);
    expect(page).not.toHaveProperty('anchor');
    const body = await get().fails(getMessage, { message_id: id }, admin, 400, 'BAD_REQUEST');
    expect(body.msg).toBe('Invalid message(s)');
  });
});

describe('GET /messages/{id}', () => {
  it('returns the message with flags and its Markdown source', async () => {
    const data = await get().ok(getMessage, { message_id: ids[7] as number }, get().account('member'));
    expect(data.raw_content).toBe('the needle is here');
    expect(data.message).toMatchObject({ id: ids[7], content: '<p>the needle is here</p>', flags: [] });
    const raw = await get().ok(
      getMessage,
      { message_id: ids[7] as number, apply_markdown: false },
      get().account('member'),
    );
    expect(raw.message.content).toBe('the needle is here');
    await get().fails(getMessage, { message_id: 99_999_999 }, get().account('member'), 400, 'BAD_REQUEST');
  });
});

describe('bad requests', () => {
  it('checks the window and the parameter combination', async () => {
    const member = get().account('member');
    const tooMany = await get().fails(
      getMessages,
      { anchor: 'newest', num_before: 4000, num_after: 1001 },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(tooMany.msg).toContain('5000');
    await get().fails(getMessages, { num_before: 1, num_after: 0 }, member, 400, 'REQUEST_VARIABLE_MISSING');
    await get().fails(
      getMessages,
      { anchor: 'newest', num_after: 0 },
      member,
      400,
      'REQUEST_VARIABLE_MISSING',
    );
    await get().fails(
      getMessages,
      { anchor: 'sideways' as 'newest', num_before: 1, num_after: 0 },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().fails(getMessages, { anchor: 5, message_ids: [5] }, member, 400, 'BAD_REQUEST');
  });

  it('rejects a narrow that is not valid JSON', async () => {
    const member = get().account('member');
    const response = await fetch_(
      `/api/v1/messages?anchor=newest&num_before=1&num_after=0&narrow=%5B%7B`,
      member,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { result: string }).result).toBe('error');
  });
});

async function fetch_(path: string, who: { email: string; api_key: string }): Promise<Response> {
  const auth = Buffer.from(`${who.email}:${who.api_key}`).toString('base64');
  return fetch(get().url + path, { headers: { authorization: `Basic ${auth}` } });
}
