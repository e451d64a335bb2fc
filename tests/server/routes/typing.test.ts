// POST /typing: who hears about it, with which fields, and the validation errors.
import { describe, expect, it } from 'vitest';
import { setTypingStatus } from '../../../shared/api/typing';
import { parseEvent } from '../../../shared/events';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const streamTyping = { client_capabilities: { stream_typing_notifications: true } };
const person = (a: { user_id: number; email: string }) => ({ user_id: a.user_id, email: a.email });

describe('direct typing', () => {
  it('tells the other participants, with every participant listed', async () => {
    const [member, member2, admin] = [
      get().account('member'),
      get().account('member2'),
      get().account('admin'),
    ];
    const typist = await get().queue(member);
    const first = await get().queue(member2);
    const second = await get().queue(admin);
    await get().ok(setTypingStatus, { op: 'start', to: [member2.user_id, admin.user_id] }, member);

    for (const queue of [first, second]) {
      const [event] = await queue.ofType('typing');
      expect(parseEvent(event).kind).toBe('typing/start');
      expect(event).toMatchObject({ op: 'start', message_type: 'direct', sender: person(member) });
      const recipients = (event?.recipients as { user_id: number }[])
        .map((r) => r.user_id)
        .sort((a, b) => a - b);
      expect(recipients).toEqual([member.user_id, member2.user_id, admin.user_id].sort((a, b) => a - b));
      expect(event).not.toHaveProperty('stream_id');
    }
    // Like the real server, the typist's own clients hear it too; they hide their own indicator.
    expect((await typist.ofType('typing')).map((e) => e.op)).toEqual(['start']);

    await get().ok(setTypingStatus, { type: 'direct', op: 'stop', to: [member2.user_id] }, member);
    const [stop] = await first.ofType('typing', 'stop');
    expect(parseEvent(stop).kind).toBe('typing/stop');
    expect(await second.ofType('typing')).toEqual([]);
  });

  it('skips users who turned typing notifications off', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const queue = await get().queue(member2);
    const record = get().server.realm.user(member2.user_id);
    if (!record) throw new Error('no member2');
    record.settings.receives_typing_notifications = false;
    try {
      await get().ok(setTypingStatus, { op: 'start', to: [member2.user_id] }, member);
      expect(await queue.ofType('typing')).toEqual([]);
    } finally {
      record.settings.receives_typing_notifications = true;
    }
  });

  it('reports channel fields as ignored', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const result = await get().call(
      setTypingStatus,
      { op: 'start', to: [member2.user_id], stream_id: 1, topic: 'x' },
      member,
    );
    expect(result.body.ignored_parameters_unsupported).toEqual(['stream_id', 'topic']);
  });
});

describe('channel typing', () => {
  it('tells the other subscribers whose clients can show it', async () => {
    const [member, member2, admin] = [
      get().account('member'),
      get().account('member2'),
      get().account('admin'),
    ];
    const realm = get().server.realm;
    const channel = addChannel(realm, { name: 'typing test' });
    for (const who of [member, member2]) subscribeUser(realm, who.user_id, channel.stream_id);
    const typist = await get().queue(member, streamTyping);
    const listener = await get().queue(member2, streamTyping);
    const oldClient = await get().queue(member2);
    const outsider = await get().queue(admin, streamTyping);

    await get().ok(
      setTypingStatus,
      { type: 'channel', op: 'start', stream_id: channel.stream_id, topic: 'plans' },
      member,
    );
    const [event] = await listener.ofType('typing');
    expect(event).toMatchObject({
      op: 'start',
      message_type: 'stream',
      sender: person(member),
      stream_id: channel.stream_id,
      topic: 'plans',
    });
    expect(event).not.toHaveProperty('recipients');
    expect(parseEvent(event).kind).toBe('typing/start');
    expect((await typist.ofType('typing')).map((e) => e.op)).toEqual(['start']);
    for (const queue of [oldClient, outsider]) expect(await queue.ofType('typing')).toEqual([]);

    await get().ok(
      setTypingStatus,
      { type: 'stream', op: 'stop', stream_id: channel.stream_id, topic: '(no topic)' },
      member,
    );
    // This listener did not declare empty_topic_name, so it gets the realm's name for the empty topic.
    const displayName = get().server.realm.settings.empty_topic_display_name;
    expect((await listener.ofType('typing', 'stop'))[0]).toMatchObject({ topic: displayName });
  });
});

describe('validation', () => {
  it('refuses what the real server refuses', async () => {
    const member = get().account('member');
    const queue = await get().queue(get().account('member2'), streamTyping);
    await get().fails(setTypingStatus, { type: 'private', op: 'start', to: [1] }, member, 400, 'BAD_REQUEST');
    const noChannel = await get().fails(
      setTypingStatus,
      { type: 'channel', op: 'start', topic: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(noChannel.msg).toBe('Missing channel ID');
    await get().fails(
      setTypingStatus,
      { type: 'channel', op: 'start', stream_id: 987_654, topic: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().fails(setTypingStatus, { op: 'start' }, member, 400, 'BAD_REQUEST');
    const badUser = await get().fails(
      setTypingStatus,
      { op: 'start', to: [999_999] },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(badUser.msg).toBe('Invalid user ID 999999');
    await get().fails(setTypingStatus, { to: [1] } as never, member, 400, 'REQUEST_VARIABLE_MISSING');
    await get().fails(
      setTypingStatus,
      { op: 'pause' as 'start', to: [1] },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    await get().fails(
      setTypingStatus,
      { op: 'start', to: '[1,' as unknown as number[] },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(await queue.ofType('typing')).toEqual([]);
  });
});
