// PATCH /streams/{stream_id} over real HTTP: rename, description, privacy (with the audience changes
// it brings), folder, topics_policy, group settings, and the refusals that change nothing.
import { describe, expect, it } from 'vitest';
import { subscribe, updateStream } from '../../../shared/api/subscriptions';
import { parseEvent } from '../../../shared/events/parse';
import { storeMessage } from '../../../server/realm/messages';
import { systemGroupId } from '../../../server/realm/roles';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
type Kind = 'owner' | 'admin' | 'moderator' | 'member' | 'member2' | 'guest';
const who = (kind: Kind) => get().account(kind);
const idOf = (kind: Kind) => who(kind).user_id;
const realm = () => get().server.realm;
let counter = 0;

async function channel(creator: Kind, members: Kind[], inviteOnly = false) {
  const name = `update-${++counter}`;
  await get().ok(
    subscribe,
    { subscriptions: [{ name }], principals: members.map(idOf), invite_only: inviteOnly },
    who(creator),
  );
  const record = realm().channelByName(name);
  if (!record) throw new Error('channel not created');
  return record;
}

function summary(events: Record<string, unknown>[]) {
  for (const event of events) expect(parseEvent(event).kind, JSON.stringify(event)).not.toBe('unknown');
  return events.map((e) => `${e.type}/${String(e.op)}${e.property ? `:${String(e.property)}` : ''}`);
}

describe('updateStream', () => {
  it('renames and redescribes, telling everyone who sees the channel', async () => {
    const target = await channel('admin', ['admin']);
    const oldName = target.name;
    const member = await get().queue(who('member'));
    const guest = await get().queue(who('guest'));
    const newName = `${oldName}-renamed`;
    await get().ok(
      updateStream,
      { stream_id: target.stream_id, new_name: newName, description: 'Now **bold**' },
      who('admin'),
    );
    const events = await member.drain();
    expect(summary(events)).toEqual(['stream/update:description', 'stream/update:name']);
    expect(events[0]).toMatchObject({
      value: 'Now **bold**',
      rendered_description: expect.stringContaining('<strong>bold</strong>') as string,
    });
    expect(events[1]).toMatchObject({ stream_id: target.stream_id, name: oldName, value: newName });
    expect(await guest.drain()).toEqual([]);
    expect(target.name).toBe(newName);

    const taken = await channel('admin', ['admin']);
    let body = await get().fails(
      updateStream,
      { stream_id: target.stream_id, new_name: taken.name.toUpperCase() },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toMatch(/already taken/);
    body = await get().fails(
      updateStream,
      { stream_id: target.stream_id, new_name: newName },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toMatch(/already has that name/);
    await get().fails(
      updateStream,
      { stream_id: target.stream_id, new_name: 'n'.repeat(61) },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    await get().ok(
      updateStream,
      { stream_id: target.stream_id, new_name: newName.toUpperCase() },
      who('admin'),
    );
  });

  it('refuses users who may not administer the channel, changing nothing', async () => {
    const target = await channel('admin', ['admin', 'member']);
    const queue = await get().queue(who('member'));
    const body = await get().fails(
      updateStream,
      { stream_id: target.stream_id, description: 'mine now' },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('You do not have permission to administer this channel.');
    expect(target.description).toBe('');
    expect(await queue.drain()).toEqual([]);
    const own = await channel('member', ['member']);
    await get().ok(updateStream, { stream_id: own.stream_id, description: 'mine' }, who('member'));
    const hidden = await channel('admin', ['admin'], true);
    const missing = await get().fails(
      updateStream,
      { stream_id: hidden.stream_id, description: 'x' },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(missing.msg).toBe('Invalid channel ID');
  });

  it('makes a channel private and public again, creating and deleting it for the audience', async () => {
    const target = await channel('admin', ['admin', 'member']);
    const member = await get().queue(who('member'));
    const outsider = await get().queue(who('member2'));
    await get().ok(updateStream, { stream_id: target.stream_id, is_private: true }, who('admin'));
    const inside = await member.drain();
    expect(summary(inside)).toEqual(['stream/update:invite_only']);
    expect(inside[0]).toMatchObject({
      value: true,
      history_public_to_subscribers: true,
      is_web_public: false,
    });
    expect(summary(await outsider.drain())).toEqual(['stream/delete']);

    await get().ok(updateStream, { stream_id: target.stream_id, is_private: false }, who('admin'));
    expect(summary(await member.drain())).toEqual(['stream/update:invite_only']);
    const back = await outsider.drain();
    expect(summary(back)).toEqual(['stream/create']);
    expect(back[0]?.streams).toEqual([
      expect.objectContaining({ stream_id: target.stream_id, invite_only: false }),
    ]);
  });

  it('moves a channel into and out of a folder', async () => {
    const target = await channel('admin', ['admin']);
    const folder = [...realm().folders.values()].find((f) => !f.is_archived);
    if (!folder) throw new Error('the seed has no folder');
    const queue = await get().queue(who('member'));
    await get().ok(updateStream, { stream_id: target.stream_id, folder_id: folder.id }, who('admin'));
    await get().ok(updateStream, { stream_id: target.stream_id, folder_id: null }, who('admin'));
    const events = await queue.drain();
    expect(summary(events)).toEqual(['stream/update:folder_id', 'stream/update:folder_id']);
    expect(events.map((e) => e.value)).toEqual([folder.id, null]);
    const body = await get().fails(
      updateStream,
      { stream_id: target.stream_id, folder_id: 77_777 },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toMatch(/folder/);
    expect(target.folder_id).toBeNull();
  });

  it('allows empty_topic_only only when every message is in the empty topic', async () => {
    const target = await channel('admin', ['admin']);
    const sender = realm().user(idOf('admin'));
    if (!sender) throw new Error('no admin');
    storeMessage(realm(), { sender, type: 'stream', stream_id: target.stream_id, topic: '', content: 'hi' });
    await get().ok(
      updateStream,
      { stream_id: target.stream_id, topics_policy: 'empty_topic_only' },
      who('admin'),
    );
    expect(target.topics_policy).toBe('empty_topic_only');
    await get().ok(updateStream, { stream_id: target.stream_id, topics_policy: 'inherit' }, who('admin'));
    storeMessage(realm(), {
      sender,
      type: 'stream',
      stream_id: target.stream_id,
      topic: 'named',
      content: 'hi',
    });
    const queue = await get().queue(who('member'));
    await get().fails(
      updateStream,
      { stream_id: target.stream_id, topics_policy: 'empty_topic_only' },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(target.topics_policy).toBe('inherit');
    expect(await queue.drain()).toEqual([]);
    await get().fails(
      updateStream,
      { stream_id: target.stream_id, topics_policy: 'sometimes' as never },
      who('admin'),
      400,
      'REQUEST_VARIABLE_INVALID',
    );
  });

  it('changes group settings, checking the expected old value', async () => {
    const target = await channel('admin', ['admin']);
    const moderators = systemGroupId(realm(), 'role:moderators');
    const current = target.groups.can_send_message_group;
    const queue = await get().queue(who('member'));
    const body = await get().fails(
      updateStream,
      {
        stream_id: target.stream_id,
        can_send_message_group: {
          new: moderators,
          old: { direct_members: [idOf('member')], direct_subgroups: [] },
        },
      },
      who('admin'),
      400,
      'EXPECTATION_MISMATCH',
    );
    expect(body.msg).toMatch(/old/);
    await get().fails(
      updateStream,
      { stream_id: target.stream_id, can_send_message_group: { new: 123_456 } },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(target.groups.can_send_message_group).toEqual(current);
    await get().ok(
      updateStream,
      { stream_id: target.stream_id, can_send_message_group: { new: moderators, old: current } },
      who('admin'),
    );
    const events = await queue.drain();
    expect(summary(events)).toEqual(['stream/update:can_send_message_group']);
    expect(events[0]?.value).toBe(moderators);
  });

  it('keeps retention for owners, default channels for admins, and rejects bad JSON', async () => {
    const target = await channel('admin', ['admin']);
    await get().fails(
      updateStream,
      { stream_id: target.stream_id, message_retention_days: 10 },
      who('admin'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    await get().ok(updateStream, { stream_id: target.stream_id, message_retention_days: 10 }, who('owner'));
    expect(target.message_retention_days).toBe(10);
    const own = await channel('member', ['member']);
    await get().fails(
      updateStream,
      { stream_id: own.stream_id, is_default_stream: true },
      who('member'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    const queue = await get().queue(who('member2'));
    await get().ok(updateStream, { stream_id: own.stream_id, is_default_stream: true }, who('admin'));
    expect((await queue.ofType('default_streams'))[0]?.default_streams).toContain(own.stream_id);
    const body = await get().fails(
      updateStream,
      { stream_id: own.stream_id, is_private: true },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toMatch(/default channel cannot be private/);
    await get().fails(
      updateStream,
      { stream_id: own.stream_id, can_send_message_group: '{new' as never },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(own.invite_only).toBe(false);
  });
});
