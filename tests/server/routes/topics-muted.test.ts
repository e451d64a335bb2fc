// The deprecated PATCH /users/me/subscriptions/muted_topics: it maps to visibility policies 1 and 0,
// accepts repeats, and announces changes both as user_topic and as the legacy muted_topics list.
import { describe, expect, it } from 'vitest';
import { updateMutedTopic } from '../../../shared/api/topics';
import { parseEvent } from '../../../shared/events/parse';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { ChannelRecord, UserRecord } from '../../../server/realm/types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

const realm = () => get().server.realm;
let counter = 0;

function channelFor(userId: number): ChannelRecord {
  const made = addChannel(realm(), { name: `muted-test-${++counter}` });
  subscribeUser(realm(), userId, made.stream_id);
  return made;
}

const topicsOf = (userId: number) => (realm().user(userId) as UserRecord).user_topics;

describe('updateMutedTopic', () => {
  it('mutes by channel name, accepts a repeat, and unmutes twice without error', async () => {
    const member = get().account('member');
    const c = channelFor(member.user_id);
    const legacy = await get().queue(member, { event_types: ['muted_topics'] });
    const modern = await get().queue(member, { event_types: ['user_topic'] });
    const other = await get().queue(get().account('member2'));
    realm().now = () => 1_770_000_000;
    const key = `${c.stream_id}:lunch`;

    for (let i = 0; i < 2; i++) {
      await get().ok(updateMutedTopic, { stream: c.name, topic: 'lunch', op: 'add' }, member);
      expect(topicsOf(member.user_id).get(key)).toMatchObject({ visibility_policy: 1, topic_name: 'lunch' });
    }
    const muted = await legacy.drain();
    expect(muted.map((e) => e.type)).toEqual(['muted_topics', 'muted_topics']);
    expect(muted[1]?.muted_topics).toContainEqual([c.name, 'lunch', 1_770_000_000]);
    expect(parseEvent(muted[1]).kind).toBe('muted_topics');
    const added = await modern.drain();
    expect(added).toEqual([
      expect.objectContaining({
        type: 'user_topic',
        stream_id: c.stream_id,
        topic_name: 'lunch',
        visibility_policy: 1,
      }),
      expect.objectContaining({ type: 'user_topic', visibility_policy: 1 }),
    ]);

    for (let i = 0; i < 2; i++) {
      await get().ok(updateMutedTopic, { stream_id: c.stream_id, topic: 'lunch', op: 'remove' }, member);
      expect(topicsOf(member.user_id).has(key)).toBe(false);
    }
    expect((await modern.drain()).map((e) => e.visibility_policy)).toEqual([0, 0]);
    const after = await legacy.drain();
    expect(after.at(-1)?.muted_topics).not.toContainEqual([c.name, 'lunch', 1_770_000_000]);
    expect(await other.drain()).toEqual([]);
  });

  it('treats "(no topic)" as the empty topic', async () => {
    const member = get().account('member');
    const c = channelFor(member.user_id);
    await get().ok(updateMutedTopic, { stream_id: c.stream_id, topic: '(no topic)', op: 'add' }, member);
    expect(topicsOf(member.user_id).get(`${c.stream_id}:`)).toMatchObject({
      topic_name: '',
      visibility_policy: 1,
    });
  });

  it('needs exactly one of stream and stream_id, and a channel that exists', async () => {
    const member = get().account('member');
    const c = channelFor(member.user_id);
    const queue = await get().queue(member);
    const before = new Map(topicsOf(member.user_id));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ topic: 't', op: 'add' }, 'BAD_REQUEST', "Please choose one: 'stream' or 'stream_id'."],
      [
        { stream: c.name, stream_id: c.stream_id, topic: 't', op: 'add' },
        'BAD_REQUEST',
        "Please choose one: 'stream' or 'stream_id'.",
      ],
      [
        { stream: 'no-such-channel-anywhere', topic: 't', op: 'add' },
        'BAD_REQUEST',
        "Invalid channel name 'no-such-channel-anywhere'",
      ],
      [{ stream_id: 999_999, topic: 't', op: 'add' }, 'BAD_REQUEST', 'Invalid channel ID'],
      [{ stream_id: c.stream_id, topic: 't', op: 'toggle' }, 'REQUEST_VARIABLE_INVALID', ''],
      [{ stream_id: c.stream_id, op: 'add' }, 'REQUEST_VARIABLE_MISSING', "Missing 'topic' argument"],
    ];
    for (const [params, code, msg] of cases) {
      const body = await get().fails(updateMutedTopic, params as never, member, 400, code);
      if (msg) expect(body.msg).toBe(msg);
    }
    expect(topicsOf(member.user_id)).toEqual(before);
    expect(await queue.drain()).toEqual([]);
  });

  it('refuses to mute in a private channel the user cannot read', async () => {
    const member = get().account('member');
    const hidden = addChannel(realm(), { name: `muted-test-${++counter}`, invite_only: true });
    const body = await get().fails(
      updateMutedTopic,
      { stream_id: hidden.stream_id, topic: 't', op: 'add' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Invalid channel ID');
    expect(topicsOf(member.user_id).has(`${hidden.stream_id}:t`)).toBe(false);
  });
});
