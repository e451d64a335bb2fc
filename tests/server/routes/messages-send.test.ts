// POST /messages over real HTTP: channel messages, their events per queue, and topics policies.
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../../shared/api/messages';
import { parseEvent } from '../../../shared/events';
import { addChannel, subscribeUser, type NewChannel } from '../../../server/realm/factory';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let channelCount = 0;

function makeChannel(members: SeedAccount[], fields: Partial<NewChannel> = {}) {
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: `send test ${++channelCount}`, ...fields });
  for (const member of members) subscribeUser(realm, member.user_id, channel.stream_id);
  return channel;
}

const messageCount = () => get().server.realm.messageIds.length;

describe('sending to a channel', () => {
  it('delivers one message event per recipient, each in the form its queue asked for', async () => {
    const [member, member2, guest] = [
      get().account('member'),
      get().account('member2'),
      get().account('guest'),
    ];
    const channel = makeChannel([member, member2]);
    const sending = await get().queue(member);
    const otherTab = await get().queue(member);
    const raw = await get().queue(member2, { apply_markdown: false });
    const outsider = await get().queue(guest);

    const { id } = await get().ok(
      sendMessage,
      {
        type: 'channel',
        to: channel.stream_id,
        topic: 'greetings',
        content: 'Hello **there**',
        queue_id: sending.queueId,
        local_id: 'local-1',
      },
      member,
    );

    const [own] = await sending.ofType('message');
    expect(own).toMatchObject({ local_message_id: 'local-1', flags: ['read'] });
    expect(own?.message).toMatchObject({
      id,
      type: 'stream',
      subject: 'greetings',
      content: '<p>Hello <strong>there</strong></p>',
      content_type: 'text/html',
      stream_id: channel.stream_id,
      display_recipient: channel.name,
      sender_id: member.user_id,
    });
    expect(Object.keys(own?.message as object).some((k) => k.startsWith('__'))).toBe(false);
    expect(parseEvent(own).kind).toBe('message');

    const [tab] = await otherTab.ofType('message');
    expect(tab).toBeDefined();
    expect(tab).not.toHaveProperty('local_message_id');

    const [theirs] = await raw.ofType('message');
    expect(theirs?.flags).toEqual([]);
    expect(theirs?.message).toMatchObject({
      id,
      content: 'Hello **there**',
      content_type: 'text/x-markdown',
    });
    expect(await outsider.ofType('message')).toEqual([]);
  });

  it('accepts the channel by name and keeps the message unread for the sender on request', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const queue = await get().queue(member);
    await get().ok(
      sendMessage,
      { type: 'stream', to: channel.name, topic: 't', content: 'note to self', read_by_sender: false },
      member,
    );
    const [event] = await queue.ofType('message');
    expect(event?.flags).toEqual([]);
    expect(
      get()
        .server.realm.user(member.user_id)
        ?.unread.has((event?.message as { id: number }).id),
    ).toBe(true);
  });

  it('stores "(no topic)" as the empty topic and names it per queue capability', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const modern = await get().queue(member, { client_capabilities: { empty_topic_name: true } });
    const legacy = await get().queue(member);
    const { id } = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: '(no topic)', content: 'x' },
      member,
    );
    expect(get().server.realm.messages.get(id)?.topic).toBe('');
    expect((await modern.ofType('message'))[0]?.message).toMatchObject({ subject: '' });
    const displayName = get().server.realm.settings.empty_topic_display_name;
    expect((await legacy.ofType('message'))[0]?.message).toMatchObject({ subject: displayName });
  });

  it('truncates overlong content as the real server does', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const { id } = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 'long', content: 'a'.repeat(12_000) },
      member,
    );
    const stored = get().server.realm.messages.get(id)?.content ?? '';
    expect(stored.length).toBe(10_000);
    expect(stored.endsWith('[message truncated]')).toBe(true);
  });

  it('counts content and topics in code points, as the real server does', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const emoji = '😀'.repeat(10_000);
    const topic = '😀'.repeat(60);
    const { id } = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic, content: emoji },
      member,
    );
    expect(get().server.realm.messages.get(id)).toMatchObject({ content: emoji, topic });
    const { id: longer } = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic, content: `${emoji}😀` },
      member,
    );
    const cut = [...(get().server.realm.messages.get(longer)?.content ?? '')];
    expect(cut).toHaveLength(10_000);
    expect(cut.join('').endsWith('[message truncated]')).toBe(true);
  });

  it('follows a topic the sender starts, when their settings say so', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const record = get().server.realm.user(member.user_id);
    if (record) record.settings.automatically_follow_topics_policy = 3;
    const queue = await get().queue(member);
    const first = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 'new', content: 'a' },
      member,
    );
    expect(first.automatic_new_visibility_policy).toBe(3);
    const [event] = await queue.ofType('user_topic');
    expect(event).toMatchObject({ stream_id: channel.stream_id, topic_name: 'new', visibility_policy: 3 });
    const second = await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 'new', content: 'b' },
      member,
    );
    expect(second.automatic_new_visibility_policy).toBeUndefined();
  });
});

describe('topics policy', () => {
  it('requires a topic when the organization or the channel disables the empty topic', async () => {
    const member = get().account('member');
    const realm = get().server.realm;
    const inherits = makeChannel([member]);
    const strict = makeChannel([member], { topics_policy: 'disable_empty_topic' });
    const before = messageCount();
    realm.settings.topics_policy = 'disable_empty_topic';
    try {
      const body = await get().fails(
        sendMessage,
        { type: 'channel', to: inherits.stream_id, content: 'x' },
        member,
        400,
        'BAD_REQUEST',
      );
      expect(body.msg).toBe('Topics are required in this organization.');
    } finally {
      realm.settings.topics_policy = 'allow_empty_topic';
    }
    await get().ok(sendMessage, { type: 'channel', to: inherits.stream_id, content: 'x' }, member);
    await get().fails(
      sendMessage,
      { type: 'channel', to: strict.stream_id, topic: '', content: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(messageCount()).toBe(before + 1);
  });

  it('allows only the empty topic in an empty_topic_only channel', async () => {
    const member = get().account('member');
    const channel = makeChannel([member], { topics_policy: 'empty_topic_only' });
    await get().fails(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 'x', content: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().ok(sendMessage, { type: 'channel', to: channel.stream_id, content: 'x' }, member);
  });
});
