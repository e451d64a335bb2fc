// GET /streams/{stream_id}/email_address over real HTTP: the address format, its stability, the
// sender choices, and who is refused.
import { describe, expect, it } from 'vitest';
import { getChannelEmailAddress } from '../../../shared/api/channel-email';
import { addChannel, addUser, subscribeUser, type NewChannel } from '../../../server/realm/factory';
import { systemGroupId } from '../../../server/realm/roles';
import type { ChannelRecord } from '../../../server/realm/types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

const realm = () => get().server.realm;
let counter = 0;

function channel(fields: Partial<NewChannel>, subscribers: number[]): ChannelRecord {
  const made = addChannel(realm(), { name: `Email Test ${++counter}`, ...fields });
  for (const id of subscribers) subscribeUser(realm(), id, made.stream_id);
  return made;
}

describe('getChannelEmailAddress', () => {
  it('gives a stable address in the name.token.show-sender@domain form', async () => {
    const member = get().account('member');
    const c = channel({}, [member.user_id]);
    const { email } = await get().ok(getChannelEmailAddress, { stream_id: c.stream_id }, member);
    expect(email).toMatch(
      new RegExp(`^email-test-${counter}\\.[0-9a-f]{12}\\.show-sender@threadline\\.test$`),
    );
    expect((await get().ok(getChannelEmailAddress, { stream_id: c.stream_id }, member)).email).toBe(email);
    const gateway = realm().settings.email_gateway_bot_id;
    const explicit = await get().ok(
      getChannelEmailAddress,
      { stream_id: c.stream_id, sender_id: gateway },
      member,
    );
    expect(explicit.email).toBe(email);
    // Another user asking gets an address of their own.
    subscribeUser(realm(), get().account('member2').user_id, c.stream_id);
    const theirs = await get().ok(
      getChannelEmailAddress,
      { stream_id: c.stream_id },
      get().account('member2'),
    );
    expect(theirs.email).not.toBe(email);
  });

  it('gives different addresses for the caller and for a bot the caller owns', async () => {
    const member = get().account('member');
    const bot = get().account('bot');
    expect(realm().user(bot.user_id)?.bot_owner_id).toBe(member.user_id);
    const c = channel({}, [member.user_id]);
    const addresses = new Set<string>();
    for (const sender_id of [undefined, member.user_id, bot.user_id]) {
      const params =
        sender_id === undefined ? { stream_id: c.stream_id } : { stream_id: c.stream_id, sender_id };
      addresses.add((await get().ok(getChannelEmailAddress, params, member)).email);
    }
    expect(addresses.size).toBe(3);
  });

  it('refuses senders that are neither the caller, the gateway nor an own bot', async () => {
    const member = get().account('member');
    const member2 = get().account('member2');
    const c = channel({}, [member.user_id]);
    const foreignBot = addUser(realm(), {
      full_name: 'Foreign bot',
      email: `foreign-bot-${counter}@threadline.test`,
      is_bot: true,
      bot_type: 1,
      bot_owner_id: member2.user_id,
    });
    for (const sender_id of [member2.user_id, foreignBot.user_id, 999_999]) {
      await get().fails(
        getChannelEmailAddress,
        { stream_id: c.stream_id, sender_id },
        member,
        400,
        'BAD_REQUEST',
      );
    }
  });

  it('answers Invalid channel ID for unknown and inaccessible channels', async () => {
    const member = get().account('member');
    const hidden = channel({ invite_only: true }, [get().account('owner').user_id]);
    for (const id of [999_999, hidden.stream_id]) {
      const body = await get().fails(getChannelEmailAddress, { stream_id: id }, member, 400, 'BAD_REQUEST');
      expect(body.msg).toBe('Invalid channel ID');
    }
  });

  it('refuses users who may not post in the channel', async () => {
    const member = get().account('member');
    const admin = get().account('admin');
    const admins = systemGroupId(realm(), 'role:administrators');
    const announce = channel({ groups: { can_send_message_group: admins } }, [member.user_id, admin.user_id]);
    const body = await get().fails(
      getChannelEmailAddress,
      { stream_id: announce.stream_id },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('You do not have permission to post in this channel.');
    const granted = await get().ok(getChannelEmailAddress, { stream_id: announce.stream_id }, admin);
    expect(granted.email).toContain('.show-sender@');
    const archived = channel({}, [member.user_id]);
    archived.is_archived = true;
    await get().fails(getChannelEmailAddress, { stream_id: archived.stream_id }, member, 400, 'BAD_REQUEST');
  });
});
