// The refusals of PATCH/DELETE /messages/{id} and GET .../history: who may edit content, rename,
// move and delete; the organization's time limits; MOVE_MESSAGES_TIME_LIMIT_EXCEEDED with its
// numbers; and the edit-history visibility policy.
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteMessage,
  getMessage,
  getMessageHistory,
  sendMessage,
  updateMessage,
} from '../../../shared/api/messages';
import type { ParamsOf } from '../../../shared/api/operation';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import { systemGroupId } from '../../../server/realm/roles';
import type { RealmSettings } from '../../../server/realm/types';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let channelCount = 0;
let saved: RealmSettings | undefined;

/** Changes organization settings for one test; afterEach puts them back. */
function configure(change: Partial<RealmSettings>) {
  const realm = get().server.realm;
  saved ??= structuredClone(realm.settings);
  Object.assign(realm.settings, change);
}

afterEach(() => {
  if (saved) Object.assign(get().server.realm.settings, saved);
  saved = undefined;
});

function makeChannel(members: SeedAccount[]) {
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: `rules test ${++channelCount}` });
  for (const member of members) subscribeUser(realm, member.user_id, channel.stream_id);
  return channel;
}

async function post(who: SeedAccount, streamId: number, topic: string, content = 'text', age = 0) {
  const { id } = await get().ok(sendMessage, { type: 'channel', to: streamId, topic, content }, who);
  const stored = get().server.realm.messages.get(id);
  if (stored) stored.timestamp -= age;
  return id;
}

const people = () => ({
  member: get().account('member'),
  member2: get().account('member2'),
  admin: get().account('admin'),
  moderator: get().account('moderator'),
});

async function refusal(params: ParamsOf<typeof updateMessage>, who: SeedAccount) {
  const body = await get().fails(updateMessage, params, who, 400, 'BAD_REQUEST');
  return body.msg;
}

describe('content edits', () => {
  it('are refused to everyone else, administrators included', async () => {
    const { member, admin } = people();
    const channel = makeChannel([member, admin]);
    const id = await post(member, channel.stream_id, 'a');
    expect(await refusal({ message_id: id, content: 'admin was here' }, admin)).toBe(
      "You don't have permission to edit this message",
    );
    expect(get().server.realm.messages.get(id)?.content).toBe('text');
  });

  it('follow the time limit with 20 s of grace, and the organization switch', async () => {
    const { member } = people();
    const channel = makeChannel([member]);
    configure({ message_content_edit_limit_seconds: 600 });
    const fresh = await post(member, channel.stream_id, 'a', 'x', 615);
    const old = await post(member, channel.stream_id, 'a', 'x', 625);
    await get().ok(updateMessage, { message_id: fresh, content: 'fixed' }, member);
    expect(await refusal({ message_id: old, content: 'late' }, member)).toBe(
      'The time limit for editing this message has passed',
    );
    configure({ allow_message_editing: false });
    expect(await refusal({ message_id: fresh, content: 'again' }, member)).toBe(
      'Your organization has turned off message editing',
    );
  });
});

describe('topic edits and moves', () => {
  it("follow the organization's and the channel's move groups, not who sent the message", async () => {
    const { member, member2 } = people();
    const channel = makeChannel([member, member2]);
    const realm = get().server.realm;
    const nobody = systemGroupId(realm, 'role:nobody');
    configure({ groups: { ...realm.settings.groups, can_move_messages_between_topics_group: nobody } });
    const own = await post(member, channel.stream_id, 'old');
    expect(await refusal({ message_id: own, topic: 'new' }, member)).toBe(
      "You don't have permission to edit this message",
    );
    channel.groups.can_move_messages_within_channel_group = {
      direct_members: [member2.user_id],
      direct_subgroups: [],
    };
    await get().ok(updateMessage, { message_id: own, topic: 'new' }, member2);
    expect(realm.messages.get(own)?.topic).toBe('new');
  });

  it('resolving needs the resolve group, not the move group', async () => {
    const { member } = people();
    const channel = makeChannel([member]);
    const realm = get().server.realm;
    const nobody = systemGroupId(realm, 'role:nobody');
    configure({ groups: { ...realm.settings.groups, can_resolve_topics_group: nobody } });
    const id = await post(member, channel.stream_id, 'bug');
    expect(await refusal({ message_id: id, topic: '✔ bug', propagate_mode: 'change_all' }, member)).toBe(
      "You don't have permission to resolve topics in this channel.",
    );
  });

  it('keep the topic and channel time limits for members, not for moderators', async () => {
    const { member, moderator } = people();
    const channel = makeChannel([member, moderator]);
    const other = makeChannel([member, moderator]);
    configure({
      move_messages_within_stream_limit_seconds: 60,
      move_messages_between_streams_limit_seconds: 60,
    });
    const id = await post(member, channel.stream_id, 'old', 'x', 100);
    expect(await refusal({ message_id: id, topic: 'renamed' }, member)).toBe(
      "The time limit for editing this message's topic has passed.",
    );
    expect(await refusal({ message_id: id, stream_id: other.stream_id }, member)).toBe(
      "The time limit for editing this message's channel has passed",
    );
    await get().ok(
      updateMessage,
      { message_id: id, stream_id: other.stream_id, topic: 'renamed' },
      moderator,
    );
    expect(get().server.realm.messages.get(id)).toMatchObject({
      stream_id: other.stream_id,
      topic: 'renamed',
    });
  });

  it('refuse change_all over old messages with MOVE_MESSAGES_TIME_LIMIT_EXCEEDED and its numbers', async () => {
    const { member } = people();
    const channel = makeChannel([member]);
    const oldest = await post(member, channel.stream_id, 'thread', 'a', 5000);
    const recent = await post(member, channel.stream_id, 'thread', 'b', 10);
    const newest = await post(member, channel.stream_id, 'thread', 'c');
    configure({ move_messages_within_stream_limit_seconds: 3600 });
    const body = await get().fails(
      updateMessage,
      { message_id: newest, topic: 'renamed', propagate_mode: 'change_all' },
      member,
      400,
      'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
    );
    expect(body).toMatchObject({
      msg: 'You only have permission to move the 2/3 most recent messages in this topic.',
      first_message_id_allowed_to_move: recent,
      total_messages_allowed_to_move: 2,
      total_messages_in_topic: 3,
    });
    expect(get().server.realm.messages.get(oldest)?.topic).toBe('thread');
    // change_later from an allowed message is not checked against older ones.
    await get().ok(
      updateMessage,
      { message_id: recent, topic: 'renamed', propagate_mode: 'change_later' },
      member,
    );
    expect(get().server.realm.messages.get(newest)?.topic).toBe('renamed');
  });

  it('need a topic or channel change for a propagate mode', async () => {
    const { member } = people();
    const channel = makeChannel([member]);
    const id = await post(member, channel.stream_id, 't');
    expect(await refusal({ message_id: id, content: 'y', propagate_mode: 'change_all' }, member)).toBe(
      'Invalid propagate_mode without topic edit',
    );
  });
});

describe('deleting', () => {
  it('lets members delete their own messages within the delete limit only', async () => {
    const { member } = people();
    const channel = makeChannel([member]);
    configure({ message_content_delete_limit_seconds: 300 });
    const recent = await post(member, channel.stream_id, 't', 'x', 100);
    const old = await post(member, channel.stream_id, 't', 'x', 400);
    await get().ok(deleteMessage, { message_id: recent }, member);
    const body = await get().fails(deleteMessage, { message_id: old }, member, 400, 'BAD_REQUEST');
    expect(body.msg).toBe('The time limit for deleting this message has passed');
    await get().ok(deleteMessage, { message_id: old }, get().account('admin'));
  });

  it('follows the delete-own and delete-any groups, and lets owners delete their bots’ messages', async () => {
    const { member, member2 } = people();
    const bot = get().account('bot');
    const channel = makeChannel([member, member2, bot]);
    const realm = get().server.realm;
    const botMessage = await post(bot, channel.stream_id, 't');
    await get().ok(deleteMessage, { message_id: botMessage }, member);
    const nobody = systemGroupId(realm, 'role:nobody');
    configure({ groups: { ...realm.settings.groups, can_delete_own_message_group: nobody } });
    channel.groups.can_delete_own_message_group = nobody;
    const own = await post(member, channel.stream_id, 't');
    const body = await get().fails(deleteMessage, { message_id: own }, member, 400, 'BAD_REQUEST');
    expect(body.msg).toBe("You don't have permission to delete this message");
    channel.groups.can_delete_any_message_group = { direct_members: [member2.user_id], direct_subgroups: [] };
    await get().ok(deleteMessage, { message_id: own }, member2);
  });
});

describe('edit history visibility', () => {
  it('shows everything, only moves, or refuses, as the organization says', async () => {
    const { member } = people();
    const channel = makeChannel([member]);
    const id = await post(member, channel.stream_id, 'v1', 'one');
    await get().ok(updateMessage, { message_id: id, content: 'two' }, member);
    await get().ok(updateMessage, { message_id: id, topic: 'v2' }, member);
    const all = await get().ok(getMessageHistory, { message_id: id }, member);
    expect(all.message_history).toHaveLength(3);
    expect(all.message_history[1]?.content_html_diff).toBe(
      '<p><span class="highlight_text_deleted">one</span><span class="highlight_text_inserted">two</span></p>',
    );

    configure({ message_edit_history_visibility_policy: 'moves' });
    const moves = await get().ok(getMessageHistory, { message_id: id }, member);
    expect(moves.message_history.map((v) => v.prev_topic)).toEqual([undefined, 'v1']);
    expect(moves.message_history.some((v) => v.prev_content !== undefined)).toBe(false);
    const { message } = await get().ok(getMessage, { message_id: id }, member);
    expect(message.edit_history).toHaveLength(1);

    configure({ message_edit_history_visibility_policy: 'none' });
    const body = await get().fails(getMessageHistory, { message_id: id }, member, 400, 'BAD_REQUEST');
    expect(body.msg).toBe('Message edit history is disabled in this organization');
    expect((await get().ok(getMessage, { message_id: id }, member)).message.edit_history).toBeUndefined();
  });
});
