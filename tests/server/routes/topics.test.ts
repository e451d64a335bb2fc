// GET /users/me/{stream_id}/topics and POST /user_topics over real HTTP. Channels and messages are
// put straight into the realm, so these tests depend only on the routes they are about.
import { describe, expect, it } from 'vitest';
import { getTopics, updateUserTopic } from '../../../shared/api/topics';
import { parseEvent } from '../../../shared/events/parse';
import { addChannel, subscribeUser, unsubscribeUser, type NewChannel } from '../../../server/realm/factory';
import { storeMessage } from '../../../server/realm/messages';
import type { ChannelRecord, UserRecord } from '../../../server/realm/types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

const realm = () => get().server.realm;
const record = (userId: number) => realm().user(userId) as UserRecord;
let counter = 0;

function channel(fields: Partial<NewChannel>, subscribers: number[]): ChannelRecord {
  const made = addChannel(realm(), { name: `topics-test-${++counter}`, ...fields });
  for (const id of subscribers) subscribeUser(realm(), id, made.stream_id);
  return made;
}

function post(target: ChannelRecord, senderId: number, topic: string): number {
  const sender = record(senderId);
  return storeMessage(realm(), { sender, type: 'stream', stream_id: target.stream_id, topic, content: 'hi' })
    .id;
}

describe('getTopics', () => {
  it('lists the topics most recent first with their newest message id', async () => {
    const member = get().account('member');
    const c = channel({}, [member.user_id]);
    const first = post(c, member.user_id, 'alpha');
    const beta = post(c, member.user_id, 'beta');
    const alpha = post(c, member.user_id, 'alpha');
    expect(first).toBeLessThan(alpha);
    const data = await get().ok(getTopics, { stream_id: c.stream_id }, member);
    expect(data.topics).toEqual([
      { name: 'alpha', max_id: alpha },
      { name: 'beta', max_id: beta },
    ]);
  });

  it('names the empty topic with the realm display name unless allow_empty_topic_name', async () => {
    const member = get().account('member');
    const snapshot = (await get().queue(member, { fetch_event_types: ['realm'] })).snapshot;
    const displayName = snapshot.realm_empty_topic_display_name as string;
    expect(displayName).toBe(realm().settings.empty_topic_display_name);
    const c = channel({}, [member.user_id]);
    const id = post(c, member.user_id, '');
    const named = await get().ok(getTopics, { stream_id: c.stream_id }, member);
    expect(named.topics).toEqual([{ name: displayName, max_id: id }]);
    const raw = await get().ok(getTopics, { stream_id: c.stream_id, allow_empty_topic_name: true }, member);
    expect(raw.topics).toEqual([{ name: '', max_id: id }]);
  });

  it('answers Invalid channel ID for unknown and inaccessible channels', async () => {
    const member = get().account('member');
    const owner = get().account('owner');
    const hidden = channel({ invite_only: true }, [owner.user_id]);
    post(hidden, owner.user_id, 'secret');
    for (const id of [999_999, hidden.stream_id]) {
      const body = await get().fails(getTopics, { stream_id: id }, member, 400, 'BAD_REQUEST');
      expect(body.msg).toBe('Invalid channel ID');
    }
    // A guest cannot read a public channel without subscribing.
    const open = channel({}, [owner.user_id]);
    await get().fails(getTopics, { stream_id: open.stream_id }, get().account('guest'), 400, 'BAD_REQUEST');
    expect((await get().ok(getTopics, { stream_id: open.stream_id }, member)).topics).toEqual([]);
  });

  it('shows a late subscriber of a protected-history channel only topics from after joining', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const c = channel({ invite_only: true, history_public_to_subscribers: false }, [member2.user_id]);
    const old = post(c, member2.user_id, 'before');
    subscribeUser(realm(), member.user_id, c.stream_id);
    const recent = post(c, member2.user_id, 'after');
    const mine = await get().ok(getTopics, { stream_id: c.stream_id }, member);
    expect(mine.topics).toEqual([{ name: 'after', max_id: recent }]);
    const theirs = await get().ok(getTopics, { stream_id: c.stream_id }, member2);
    expect(theirs.topics).toEqual([
      { name: 'after', max_id: recent },
      { name: 'before', max_id: old },
    ]);
  });

  it('shows the whole history of a private channel whose history is public to subscribers', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const c = channel({ invite_only: true, history_public_to_subscribers: true }, [member2.user_id]);
    post(c, member2.user_id, 'before');
    subscribeUser(realm(), member.user_id, c.stream_id);
    post(c, member2.user_id, 'after');
    const data = await get().ok(getTopics, { stream_id: c.stream_id }, member);
    expect(data.topics.map((t) => t.name)).toEqual(['after', 'before']);
  });
});

describe('updateUserTopic', () => {
  it('sets and resets a policy, with user_topic events to the user only', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const c = channel({}, [member.user_id, member2.user_id]);
    post(c, member.user_id, 'Release Plan');
    const mine = await get().queue(member, { event_types: ['user_topic'] });
    const theirs = await get().queue(member2);
    realm().now = () => 1_760_000_000;
    await get().ok(
      updateUserTopic,
      { stream_id: c.stream_id, topic: 'release plan', visibility_policy: 3 },
      member,
    );
    const key = `${c.stream_id}:release plan`;
    const expected = {
      stream_id: c.stream_id,
      topic_name: 'Release Plan',
      visibility_policy: 3,
      last_updated: 1_760_000_000,
    };
    expect(record(member.user_id).user_topics.get(key)).toEqual(expected);
    const set = await mine.drain();
    expect(set).toEqual([expect.objectContaining({ type: 'user_topic', ...expected })]);
    expect(parseEvent(set[0]).kind).toBe('user_topic');

    await get().ok(
      updateUserTopic,
      { stream_id: c.stream_id, topic: 'Release Plan', visibility_policy: 0 },
      member,
    );
    expect(record(member.user_id).user_topics.has(key)).toBe(false);
    expect((await mine.drain()).map((e) => e.visibility_policy)).toEqual([0]);
    expect(await theirs.drain()).toEqual([]);
    expect(record(member2.user_id).user_topics.has(key)).toBe(false);
  });

  it('accepts a topic without messages, and reads "(no topic)" and the display name as the empty topic', async () => {
    const member = get().account('member');
    const c = channel({}, [member.user_id]);
    const topics = record(member.user_id).user_topics;
    await get().ok(
      updateUserTopic,
      { stream_id: c.stream_id, topic: 'never used', visibility_policy: 1 },
      member,
    );
    expect(topics.get(`${c.stream_id}:never used`)?.visibility_policy).toBe(1);
    await get().ok(
      updateUserTopic,
      { stream_id: c.stream_id, topic: '(no topic)', visibility_policy: 2 },
      member,
    );
    expect(topics.get(`${c.stream_id}:`)).toMatchObject({ topic_name: '', visibility_policy: 2 });
    const displayName = realm().settings.empty_topic_display_name;
    await get().ok(
      updateUserTopic,
      { stream_id: c.stream_id, topic: displayName, visibility_policy: 3 },
      member,
    );
    expect(topics.get(`${c.stream_id}:`)).toMatchObject({ topic_name: '', visibility_policy: 3 });
    expect(topics.has(`${c.stream_id}:${displayName.toLowerCase()}`)).toBe(false);
  });

  it('refuses bad policies, long topics and invalid channels without changing anything', async () => {
    const member = get().account('member');
    const owner = get().account('owner');
    const c = channel({}, [member.user_id]);
    const hidden = channel({ invite_only: true }, [owner.user_id]);
    const queue = await get().queue(member);
    const before = new Map(record(member.user_id).user_topics);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { stream_id: c.stream_id, topic: 't', visibility_policy: 4 },
        'BAD_REQUEST',
        'Invalid visibility_policy',
      ],
      [{ stream_id: c.stream_id, topic: 'x'.repeat(61), visibility_policy: 1 }, 'BAD_REQUEST', ''],
      [{ stream_id: 999_999, topic: 't', visibility_policy: 1 }, 'BAD_REQUEST', 'Invalid channel ID'],
      [
        { stream_id: hidden.stream_id, topic: 't', visibility_policy: 1 },
        'BAD_REQUEST',
        'Invalid channel ID',
      ],
      [
        { stream_id: c.stream_id, visibility_policy: 1 },
        'REQUEST_VARIABLE_MISSING',
        "Missing 'topic' argument",
      ],
      [{ stream_id: c.stream_id, topic: 't', visibility_policy: 'high' }, 'BAD_REQUEST', ''],
    ];
    for (const [params, code, msg] of cases) {
      const body = await get().fails(updateUserTopic, params as never, member, 400, code);
      if (msg) expect(body.msg).toBe(msg);
    }
    expect(record(member.user_id).user_topics).toEqual(before);
    expect(await queue.drain()).toEqual([]);
  });

  it('lets a user clear a policy in a channel they can no longer read', async () => {
    const member = get().account('member');
    const c = channel({ invite_only: true }, [member.user_id]);
    await get().ok(updateUserTopic, { stream_id: c.stream_id, topic: 'gone', visibility_policy: 1 }, member);
    unsubscribeUser(realm(), member.user_id, c.stream_id);
    await get().fails(
      updateUserTopic,
      { stream_id: c.stream_id, topic: 'gone', visibility_policy: 1 },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().ok(updateUserTopic, { stream_id: c.stream_id, topic: 'gone', visibility_policy: 0 }, member);
    expect(record(member.user_id).user_topics.has(`${c.stream_id}:gone`)).toBe(false);
  });
});
