// PATCH /messages/{id}, GET /messages/{id}/history and DELETE /messages/{id}: content edits,
// topic and channel moves, their events and bookkeeping, deletion and permissions.
import { describe, expect, it } from 'vitest';
import {
  deleteMessage,
  getMessage,
  getMessageHistory,
  sendMessage,
  updateMessage,
} from '../../../shared/api/messages';
import { parseEvent } from '../../../shared/events';
import { addChannel, subscribeUser, type NewChannel } from '../../../server/realm/factory';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let channelCount = 0;

function makeChannel(members: SeedAccount[], fields: Partial<NewChannel> = {}) {
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: `edit test ${++channelCount}`, ...fields });
  for (const member of members) subscribeUser(realm, member.user_id, channel.stream_id);
  return channel;
}

async function post(who: SeedAccount, streamId: number, topic: string, content: string): Promise<number> {
  return (await get().ok(sendMessage, { type: 'channel', to: streamId, topic, content }, who)).id;
}

const accounts = () => ({ member: get().account('member'), member2: get().account('member2') });

describe('content edits', () => {
  it('rewrites the message, records history and tells every recipient', async () => {
    const { member, member2 } = accounts();
    const channel = makeChannel([member, member2]);
    const id = await post(member, channel.stream_id, 'edits', 'first *draft*');
    const watcher = await get().queue(member2);
    await get().ok(
      updateMessage,
      { message_id: id, content: 'final, @**' + member2.full_name + '**' },
      member,
    );

    const [event] = await watcher.ofType('update_message');
    expect(parseEvent(event).kind).toBe('update_message');
    expect(event).toMatchObject({
      user_id: member.user_id,
      rendering_only: false,
      message_id: id,
      message_ids: [id],
      stream_id: channel.stream_id,
      stream_name: channel.name,
      orig_content: 'first *draft*',
      orig_rendered_content: '<p>first <em>draft</em></p>',
      content: `final, @**${member2.full_name}**`,
      is_me_message: false,
    });
    expect(event?.rendered_content).toContain('user-mention');
    expect(event?.flags).toContain('mentioned');
    expect(event).not.toHaveProperty('orig_subject');

    const { message } = await get().ok(getMessage, { message_id: id }, member);
    expect(message.last_edit_timestamp).toBeTypeOf('number');
    expect(message.last_moved_timestamp).toBeUndefined();
    expect(message.edit_history?.[0]).toMatchObject({
      user_id: member.user_id,
      prev_content: 'first *draft*',
    });
  });

  it('lets only the sender edit content, and refuses content with a channel move', async () => {
    const { member, member2 } = accounts();
    const channel = makeChannel([member, member2]);
    const other = makeChannel([member]);
    const id = await post(member, channel.stream_id, 't', 'mine');
    const body = await get().fails(
      updateMessage,
      { message_id: id, content: 'yours' },
      member2,
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe("You don't have permission to edit this message");
    await get().fails(
      updateMessage,
      { message_id: id, content: 'x', stream_id: other.stream_id },
      member,
      400,
      'BAD_REQUEST',
    );
    await get().fails(updateMessage, { message_id: id }, member, 400, 'BAD_REQUEST');
    await get().fails(updateMessage, { message_id: 99_999_999, content: 'x' }, member, 400, 'BAD_REQUEST');
    const stored = get().server.realm.messages.get(id);
    expect(stored?.content).toBe('mine');
    expect(stored?.edit_history).toEqual([]);
  });
});

describe('moves', () => {
  it('renames a whole topic with change_all', async () => {
    const { member, member2 } = accounts();
    const channel = makeChannel([member, member2]);
    const ids = [
      await post(member, channel.stream_id, 'old name', 'a'),
      await post(member2, channel.stream_id, 'old name', 'b'),
      await post(member, channel.stream_id, 'Old Name', 'c'),
    ];
    const untouched = await post(member, channel.stream_id, 'elsewhere', 'd');
    const watcher = await get().queue(member);
    await get().ok(
      updateMessage,
      {
        message_id: ids[1] as number,
        topic: 'new name',
        propagate_mode: 'change_all',
        send_notification_to_new_thread: false,
      },
      member2,
    );

    const [event] = await watcher.ofType('update_message');
    expect(event).toMatchObject({
      message_id: ids[1],
      message_ids: ids,
      propagate_mode: 'change_all',
      orig_subject: 'old name',
      subject: 'new name',
      topic_links: [],
      stream_id: channel.stream_id,
    });
    expect(event).not.toHaveProperty('new_stream_id');
    expect(event).not.toHaveProperty('orig_content');
    const realm = get().server.realm;
    for (const id of ids) expect(realm.messages.get(id)?.topic).toBe('new name');
    expect(realm.messages.get(untouched)?.topic).toBe('elsewhere');
    expect(channel.topics.has('old name')).toBe(false);
    expect(channel.topics.get('new name')?.max_id).toBe(ids[2]);
    expect(realm.messages.get(ids[0] as number)?.edit_history[0]).toMatchObject({
      prev_topic: 'old name',
      topic: 'new name',
    });
    expect(realm.messages.get(ids[0] as number)?.last_moved_timestamp).toBeTypeOf('number');
  });

  it('moves only later messages with change_later, and resolving is not a move', async () => {
    const { member } = accounts();
    const channel = makeChannel([member]);
    const ids = [
      await post(member, channel.stream_id, 'bug', 'a'),
      await post(member, channel.stream_id, 'bug', 'b'),
      await post(member, channel.stream_id, 'bug', 'c'),
    ];
    await get().ok(
      updateMessage,
      { message_id: ids[1] as number, topic: '✔ bug', propagate_mode: 'change_later' },
      member,
    );
    const realm = get().server.realm;
    expect(ids.map((id) => realm.messages.get(id)?.topic)).toEqual(['bug', '✔ bug', '✔ bug']);
    expect(realm.messages.get(ids[1] as number)?.last_moved_timestamp).toBeUndefined();
    expect(channel.topics.get('bug')?.max_id).toBe(ids[0]);
  });

  it('moves to another channel; users who cannot follow lose the messages', async () => {
    const { member, member2 } = accounts();
    const from = makeChannel([member, member2]);
    const to = makeChannel([member], { invite_only: true });
    const id = await get().ok(
      sendMessage,
      { type: 'channel', to: from.stream_id, topic: 'move me', content: 'x' },
      member,
    );
    const stays = await get().queue(member);
    const loses = await get().queue(member2, { client_capabilities: { bulk_message_deletion: true } });
    await get().ok(
      updateMessage,
      { message_id: id.id, stream_id: to.stream_id, topic: 'moved', send_notification_to_new_thread: false },
      member,
    );

    const [update] = await stays.ofType('update_message');
    expect(update).toMatchObject({
      new_stream_id: to.stream_id,
      stream_id: from.stream_id,
      orig_subject: 'move me',
    });
    const lost = await loses.drain();
    expect(lost.map((e) => e.type)).toEqual(['delete_message']);
    expect(lost[0]).toMatchObject({ message_ids: [id.id], stream_id: from.stream_id, topic: 'move me' });
    expect(from.message_ids).not.toContain(id.id);
    expect(to.message_ids).toEqual([id.id]);
    expect(get().server.realm.user(member2.user_id)?.unread.has(id.id)).toBe(false);
  });

  it('checks the target channel and its topics policy before changing anything', async () => {
    const { member } = accounts();
    const channel = makeChannel([member]);
    const strict = makeChannel([member], { topics_policy: 'disable_empty_topic' });
    const id = await post(member, channel.stream_id, '', 'x');
    await get().fails(updateMessage, { message_id: id, stream_id: 987_654 }, member, 400, 'BAD_REQUEST');
    const body = await get().fails(
      updateMessage,
      { message_id: id, stream_id: strict.stream_id },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Topics are required in this organization.');
    expect(get().server.realm.messages.get(id)?.stream_id).toBe(channel.stream_id);
    const dm = await get().ok(sendMessage, { type: 'direct', to: [member.user_id], content: 'x' }, member);
    await get().fails(
      updateMessage,
      { message_id: dm.id, stream_id: channel.stream_id },
      member,
      400,
      'BAD_REQUEST',
    );
  });
});

describe('edit history', () => {
  it('lists every version, oldest first', async () => {
    const { member } = accounts();
    const channel = makeChannel([member]);
    const id = await post(member, channel.stream_id, 'v1', 'one');
    await get().ok(updateMessage, { message_id: id, content: 'two' }, member);
    await get().ok(updateMessage, { message_id: id, topic: 'v2' }, member);
    const { message_history } = await get().ok(getMessageHistory, { message_id: id }, member);
    expect(message_history.map((v) => [v.content, v.topic])).toEqual([
      ['one', 'v1'],
      ['two', 'v1'],
      ['two', 'v2'],
    ]);
    expect(message_history[1]).toMatchObject({ prev_content: 'one' });
    expect(message_history[2]).toMatchObject({ prev_topic: 'v1' });
  });
});

describe('deleting', () => {
  it('removes the message everywhere and tells its recipients in the form they support', async () => {
    const { member, member2 } = accounts();
    const channel = makeChannel([member, member2]);
    const keep = await post(member, channel.stream_id, 'gone', 'stay');
    const id = await post(member, channel.stream_id, 'gone', 'bye');
    const bulk = await get().queue(member2, { client_capabilities: { bulk_message_deletion: true } });
    const legacy = await get().queue(member2);
    await get().ok(deleteMessage, { message_id: id }, member);

    const [event] = await bulk.ofType('delete_message');
    expect(event).toMatchObject({
      message_ids: [id],
      message_type: 'stream',
      stream_id: channel.stream_id,
      topic: 'gone',
    });
    expect(parseEvent(event).kind).toBe('delete_message');
    expect((await legacy.ofType('delete_message'))[0]).toMatchObject({ message_id: id });
    const realm = get().server.realm;
    expect(realm.messages.has(id)).toBe(false);
    expect(realm.messageIds).not.toContain(id);
    expect(channel.message_ids).toEqual([keep]);
    expect(channel.topics.get('gone')?.max_id).toBe(keep);
    expect(realm.user(member2.user_id)?.unread.has(id)).toBe(false);
    await get().fails(getMessage, { message_id: id }, member, 400, 'BAD_REQUEST');
  });

  it("refuses someone else's message to a member, not to an administrator", async () => {
    const { member, member2 } = accounts();
    const channel = makeChannel([member, member2]);
    const id = await post(member2, channel.stream_id, 't', 'x');
    await get().fails(deleteMessage, { message_id: id }, member, 400, 'BAD_REQUEST');
    expect(get().server.realm.messages.has(id)).toBe(true);
    await get().ok(deleteMessage, { message_id: id }, get().account('admin'));
    expect(get().server.realm.messages.has(id)).toBe(false);
  });

  it('deletes a direct message with the private form of the event', async () => {
    const { member, member2 } = accounts();
    const { id } = await get().ok(
      sendMessage,
      { type: 'direct', to: [member2.user_id], content: 'oops' },
      member,
    );
    const queue = await get().queue(member2, { client_capabilities: { bulk_message_deletion: true } });
    await get().ok(deleteMessage, { message_id: id }, member);
    const [event] = await queue.ofType('delete_message');
    expect(event).toMatchObject({ message_ids: [id], message_type: 'private' });
    expect(event).not.toHaveProperty('stream_id');
  });
});
