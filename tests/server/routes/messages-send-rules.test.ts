// POST /messages over real HTTP: who may post where, direct messages, and bad input.
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../../shared/api/messages';
import { addChannel, subscribeUser, type NewChannel } from '../../../server/realm/factory';
import { systemGroupId } from '../../../server/realm/roles';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let channelCount = 0;

function makeChannel(members: SeedAccount[], fields: Partial<NewChannel> = {}) {
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: `send rules test ${++channelCount}`, ...fields });
  for (const member of members) subscribeUser(realm, member.user_id, channel.stream_id);
  return channel;
}

const messageCount = () => get().server.realm.messageIds.length;

describe('who may post', () => {
  it('refuses a guest in a public channel they are not subscribed to', async () => {
    const guest = get().account('guest');
    const channel = makeChannel([get().account('member')]);
    const body = await get().fails(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 't', content: 'x' },
      guest,
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toContain('Not authorized');
  });

  it('lets only the posting group write in an announcement channel', async () => {
    const [member, admin] = [get().account('member'), get().account('admin')];
    const admins = systemGroupId(get().server.realm, 'role:administrators');
    const channel = makeChannel([member, admin], { groups: { can_send_message_group: admins } });
    const before = messageCount();
    await get().fails(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 't', content: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(messageCount()).toBe(before);
    await get().ok(sendMessage, { type: 'channel', to: channel.stream_id, topic: 't', content: 'x' }, admin);
  });

  it('reports a channel that does not exist, by name or by id', async () => {
    const member = get().account('member');
    const byName = await get().fails(
      sendMessage,
      { type: 'channel', to: 'no such channel', topic: 't', content: 'x' },
      member,
      400,
      'STREAM_DOES_NOT_EXIST',
    );
    expect(byName.stream).toBe('no such channel');
    const byId = await get().fails(
      sendMessage,
      { type: 'channel', to: 987654, topic: 't', content: 'x' },
      member,
      400,
      'STREAM_DOES_NOT_EXIST',
    );
    expect(byId.stream_id).toBe(987654);
  });
});

describe('direct messages', () => {
  it('reaches every participant, by ids or emails', async () => {
    const [member, member2] = [get().account('member'), get().account('member2')];
    const mine = await get().queue(member);
    const theirs = await get().queue(member2);
    const { id } = await get().ok(
      sendMessage,
      { type: 'direct', to: [member2.user_id], content: 'hi' },
      member,
    );
    const [received] = await theirs.ofType('message');
    expect(received?.flags).toEqual([]);
    expect(received?.message).toMatchObject({ id, type: 'private', subject: '' });
    const participants = (received?.message as { display_recipient: { id: number }[] }).display_recipient.map(
      (r) => r.id,
    );
    expect(participants.sort()).toEqual([member.user_id, member2.user_id].sort());
    expect((await mine.ofType('message'))[0]?.flags).toEqual(['read']);

    const again = await get().ok(
      sendMessage,
      { type: 'private', to: [member2.email], content: 'again' },
      member,
    );
    expect(get().server.realm.messages.get(again.id)?.dm_user_ids).toEqual(
      [member.user_id, member2.user_id].sort((a, b) => a - b),
    );
  });

  it('refuses unknown recipients and leaves no message behind', async () => {
    const member = get().account('member');
    const before = messageCount();
    const body = await get().fails(
      sendMessage,
      { type: 'direct', to: [999_999], content: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Invalid user ID 999999');
    await get().fails(
      sendMessage,
      { type: 'direct', to: 'nobody@nowhere.test', content: 'x' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(messageCount()).toBe(before);
  });
});

describe('bad input', () => {
  it('gives the error envelope and changes nothing', async () => {
    const member = get().account('member');
    const channel = makeChannel([member]);
    const before = messageCount();
    const empty = await get().fails(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 't', content: '  \n ' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(empty.msg).toBe('Message must not be empty');
    const noContent = { type: 'channel', to: channel.stream_id, topic: 't' } as never;
    await get().fails(sendMessage, noContent, member, 400, 'REQUEST_VARIABLE_MISSING');
    await get().fails(
      sendMessage,
      { type: 'carrier-pigeon' as 'direct', to: [1], content: 'x' },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    await get().fails(
      sendMessage,
      { type: 'channel', to: channel.stream_id, content: 'x' },
      null,
      401,
      'UNAUTHORIZED',
    );
    expect(messageCount()).toBe(before);
  });
});
