// Personal message flags: POST /messages/flags, /messages/flags/narrow and /mark_stream_as_read.
import { beforeAll, describe, expect, it } from 'vitest';
import { markStreamAsRead, updateMessageFlags, updateMessageFlagsForNarrow } from '../../../shared/api/flags';
import { sendMessage } from '../../../shared/api/messages';
import { parseEvent } from '../../../shared/events';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { ChannelRecord } from '../../../server/realm/types';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let channel: ChannelRecord;
let other: ChannelRecord;
const ids: number[] = [];
let member: SeedAccount;
let member2: SeedAccount;

const send = async (to: number, topic: string, content: string) =>
  (await get().ok(sendMessage, { type: 'channel', to, topic, content }, member2)).id;
const unread = (id: number) => get().server.realm.user(member.user_id)?.unread.has(id) ?? false;

beforeAll(async () => {
  [member, member2] = [get().account('member'), get().account('member2')];
  const realm = get().server.realm;
  channel = addChannel(realm, { name: 'flags test' });
  other = addChannel(realm, { name: 'flags other' });
  for (const c of [channel, other]) {
    for (const who of [member, member2]) subscribeUser(realm, who.user_id, c.stream_id);
  }
  for (let i = 0; i < 6; i++) ids.push(await send(channel.stream_id, 'flagged', `message ${i}`));
});

describe('POST /messages/flags', () => {
  it('stars messages and reports only real changes in the event', async () => {
    const queue = await get().queue(member);
    const first = await get().ok(
      updateMessageFlags,
      { messages: ids.slice(0, 2), op: 'add', flag: 'starred' },
      member,
    );
    expect(first.messages).toEqual(ids.slice(0, 2));
    const [event] = await queue.ofType('update_message_flags');
    expect(event).toEqual(
      expect.objectContaining({
        op: 'add',
        operation: 'add',
        flag: 'starred',
        messages: ids.slice(0, 2),
        all: false,
      }),
    );
    expect(parseEvent(event).kind).toBe('update_message_flags/add');
    await get().ok(updateMessageFlags, { messages: ids.slice(0, 3), op: 'add', flag: 'starred' }, member);
    expect((await queue.ofType('update_message_flags'))[0]?.messages).toEqual([ids[2]]);
    expect(
      get()
        .server.realm.user(member.user_id)
        ?.flags.get('starred')
        ?.has(ids[2] as number),
    ).toBe(true);
  });

  it('marks unread with message_details for channel and direct messages', async () => {
    await get().ok(updateMessageFlags, { messages: ids, op: 'add', flag: 'read' }, member);
    const dm = await get().ok(
      sendMessage,
      { type: 'direct', to: [member.user_id], content: `hi @**${member.full_name}**` },
      member2,
    );
    await get().ok(updateMessageFlags, { messages: [dm.id], op: 'add', flag: 'read' }, member);
    const queue = await get().queue(member);
    const data = await get().ok(
      updateMessageFlags,
      { messages: [ids[0] as number, dm.id], op: 'remove', flag: 'read' },
      member,
    );
    expect(data.ignored_because_not_subscribed_channels).toEqual([]);
    const [event] = await queue.ofType('update_message_flags', 'remove');
    expect(parseEvent(event).kind).toBe('update_message_flags/remove');
    expect(event?.messages).toEqual([ids[0], dm.id]);
    expect(event?.message_details).toEqual({
      [String(ids[0])]: {
        type: 'stream',
        stream_id: channel.stream_id,
        topic: 'flagged',
        unmuted_stream_msg: true,
      },
      [String(dm.id)]: { type: 'private', user_ids: [member2.user_id], mentioned: true },
    });
    expect(unread(ids[0] as number)).toBe(true);
  });

  it('leaves messages of channels the user is not subscribed to read', async () => {
    const admin = get().account('admin');
    const data = await get().ok(
      updateMessageFlags,
      { messages: [ids[1] as number], op: 'remove', flag: 'read' },
      admin,
    );
    expect(data.ignored_because_not_subscribed_channels).toEqual([channel.stream_id]);
    expect(
      get()
        .server.realm.user(admin.user_id)
        ?.unread.has(ids[1] as number),
    ).toBe(false);
  });

  it('refuses unknown and server-owned flags and unknown messages, changing nothing', async () => {
    const queue = await get().queue(member);
    const invalid = await get().fails(
      updateMessageFlags,
      { messages: [ids[3] as number], op: 'add', flag: 'shiny' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(invalid.msg).toBe("Invalid flag: 'shiny'");
    const fixed = await get().fails(
      updateMessageFlags,
      { messages: [ids[3] as number], op: 'add', flag: 'mentioned' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(fixed.msg).toBe("Flag not editable: 'mentioned'");
    const missing = await get().fails(
      updateMessageFlags,
      { messages: [ids[3] as number, 99_999_999], op: 'add', flag: 'starred' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(missing.msg).toBe('Invalid message(s)');
    await get().fails(
      updateMessageFlags,
      { messages: [ids[3] as number], op: 'toggle' as 'add', flag: 'read' },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    const badJson = { messages: '[1,' as unknown as number[], op: 'add' as const, flag: 'starred' };
    await get().fails(updateMessageFlags, badJson, member, 400, 'BAD_REQUEST');
    expect(
      get()
        .server.realm.user(member.user_id)
        ?.flags.get('starred')
        ?.has(ids[3] as number),
    ).toBe(false);
    expect(await queue.drain()).toEqual([]);
  });
});

describe('POST /messages/flags/narrow', () => {
  it('marks a range of a narrow read and reports what it processed', async () => {
    const queue = await get().queue(member);
    const narrow = [{ operator: 'channel', operand: channel.stream_id }];
    const data = await get().ok(
      updateMessageFlagsForNarrow,
      { anchor: 'oldest', num_before: 0, num_after: 100, narrow, op: 'add', flag: 'read' },
      member,
    );
    expect(data).toMatchObject({
      processed_count: ids.length,
      first_processed_id: ids[0],
      last_processed_id: ids.at(-1),
      found_oldest: true,
      found_newest: true,
    });
    expect(data.updated_count).toBeGreaterThan(0);
    const [event] = await queue.ofType('update_message_flags', 'add');
    expect(event?.messages).toHaveLength(data.updated_count);
    for (const id of ids) expect(unread(id)).toBe(false);
    const again = await get().ok(
      updateMessageFlagsForNarrow,
      { anchor: 'oldest', num_before: 0, num_after: 100, narrow, op: 'add', flag: 'read' },
      member,
    );
    expect(again.updated_count).toBe(0);
  });

  it('refuses a range that skips its anchor in the middle', async () => {
    await get().fails(
      updateMessageFlagsForNarrow,
      {
        anchor: ids[2] as number,
        include_anchor: false,
        num_before: 1,
        num_after: 1,
        op: 'add',
        flag: 'read',
      },
      member,
      400,
      'BAD_REQUEST',
    );
  });
});

describe('POST /mark_stream_as_read', () => {
  it('marks only that channel read, with one event', async () => {
    const here = await send(channel.stream_id, 'late', 'unread here');
    const there = await send(other.stream_id, 'late', 'unread there');
    const queue = await get().queue(member);
    await get().ok(markStreamAsRead, { stream_id: channel.stream_id }, member);
    const events = await queue.ofType('update_message_flags');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ op: 'add', flag: 'read', messages: [here], all: false });
    expect(unread(here)).toBe(false);
    expect(unread(there)).toBe(true);
    await get().ok(markStreamAsRead, { stream_id: channel.stream_id }, member);
    expect(await queue.ofType('update_message_flags')).toEqual([]);
  });

  it('refuses a channel that does not exist or that the user cannot see', async () => {
    const body = await get().fails(markStreamAsRead, { stream_id: 987_654 }, member, 400, 'BAD_REQUEST');
    expect(body.msg).toBe('Invalid channel ID');
    const realm = get().server.realm;
    const secret = addChannel(realm, { name: 'flags secret', invite_only: true });
    subscribeUser(realm, member2.user_id, secret.stream_id);
    await get().fails(markStreamAsRead, { stream_id: secret.stream_id }, member, 400, 'BAD_REQUEST');
  });
});
