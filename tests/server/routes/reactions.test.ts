// Emoji reactions: POST and DELETE /messages/{id}/reactions, their events and errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessage, sendMessage } from '../../../shared/api/messages';
import { addReaction, removeReaction } from '../../../shared/api/reactions';
import { parseEvent } from '../../../shared/events';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let member: SeedAccount;
let member2: SeedAccount;
let messageId: number;

beforeAll(async () => {
  [member, member2] = [get().account('member'), get().account('member2')];
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: 'reactions test' });
  for (const who of [member, member2]) subscribeUser(realm, who.user_id, channel.stream_id);
  messageId = (
    await get().ok(
      sendMessage,
      { type: 'channel', to: channel.stream_id, topic: 'r', content: 'react!' },
      member,
    )
  ).id;
});

const reactionsOf = () => get().server.realm.messages.get(messageId)?.reactions ?? [];

describe('adding a reaction', () => {
  it('stores it and tells everyone who has the message', async () => {
    const watcher = await get().queue(member);
    const outsider = await get().queue(get().account('guest'));
    await get().ok(addReaction, { message_id: messageId, emoji_name: 'octopus' }, member2);
    const [event] = await watcher.ofType('reaction', 'add');
    expect(event).toMatchObject({
      message_id: messageId,
      emoji_name: 'octopus',
      emoji_code: '1f419',
      reaction_type: 'unicode_emoji',
      user_id: member2.user_id,
      user: { user_id: member2.user_id, email: member2.email, full_name: member2.full_name },
    });
    expect(parseEvent(event).kind).toBe('reaction/add');
    expect(await outsider.ofType('reaction')).toEqual([]);
    const { message } = await get().ok(getMessage, { message_id: messageId }, member);
    expect(message.reactions).toContainEqual(
      expect.objectContaining({ emoji_code: '1f419', user_id: member2.user_id }),
    );
  });

  it('accepts an explicit code and the zulip extra emoji', async () => {
    await get().ok(addReaction, { message_id: messageId, emoji_name: 'wave', emoji_code: '1f44b' }, member);
    await get().ok(
      addReaction,
      { message_id: messageId, emoji_name: 'zulip', reaction_type: 'zulip_extra_emoji' },
      member,
    );
    expect(
      reactionsOf()
        .filter((r) => r.user_id === member.user_id)
        .map((r) => r.emoji_code),
    ).toEqual(['1f44b', 'zulip']);
  });

  it('accepts every name of the server emoji file, with its code', async () => {
    // Zulip's own names (thumbs_up, working_on_it) as well as the package's (octopus).
    const added = [
      ['thumbs_up', '1f44d'],
      ['working_on_it', '1f6e0'],
      ['octopus', '1f419'],
    ] as const;
    for (const [emoji_name, emoji_code] of added) {
      await get().ok(addReaction, { message_id: messageId, emoji_name, emoji_code }, member);
    }
    const mine = () => reactionsOf().filter((r) => r.user_id === member.user_id);
    expect(
      mine()
        .map((r) => r.emoji_code)
        .slice(-3),
    ).toEqual(['1f44d', '1f6e0', '1f419']);
    for (const [, emoji_code] of added)
      await get().ok(removeReaction, { message_id: messageId, emoji_code }, member);
    expect(mine().map((r) => r.emoji_code)).toEqual(['1f44b', 'zulip']);
  });

  it('takes a name only this server has, which it refused before it had it', async () => {
    const realm = get().server.realm;
    const shipit = { message_id: messageId, emoji_name: 'shipit', emoji_code: '1f6a2' };
    expect((await get().fails(addReaction, shipit, member, 400, 'BAD_REQUEST')).msg).toBe(
      'Invalid emoji name.',
    );
    const before = realm.unicodeEmoji;
    realm.unicodeEmoji = new Map([['shipit', '1f6a2'], ...before]);
    try {
      await get().ok(addReaction, shipit, member);
      expect(reactionsOf().at(-1)).toMatchObject({ emoji_name: 'shipit', emoji_code: '1f6a2' });
      await get().ok(removeReaction, { message_id: messageId, emoji_name: 'shipit' }, member);
    } finally {
      realm.unicodeEmoji = before;
    }
  });

  it('refuses a duplicate, an unknown emoji and an unknown message without changing anything', async () => {
    const before = reactionsOf().length;
    const dup = await get().fails(
      addReaction,
      { message_id: messageId, emoji_name: 'octopus' },
      member2,
      400,
      'REACTION_ALREADY_EXISTS',
    );
    expect(dup.msg).toBe('Reaction already exists.');
    const unknown = await get().fails(
      addReaction,
      { message_id: messageId, emoji_name: 'no_such_emoji' },
      member2,
      400,
      'BAD_REQUEST',
    );
    expect(unknown.msg).toBe("Emoji 'no_such_emoji' does not exist");
    // With a code, as clients send it: the code must be an emoji, and the name one of its names.
    for (const [params, msg] of [
      [{ emoji_name: 'no_such_emoji', emoji_code: '1f419' }, 'Invalid emoji name.'],
      [{ emoji_name: 'wave', emoji_code: '1f419' }, 'Invalid emoji name.'],
      [{ emoji_name: 'octopus', emoji_code: 'ffff0' }, 'Invalid emoji code.'],
    ] as const) {
      const refused = await get().fails(
        addReaction,
        { message_id: messageId, ...params },
        member2,
        400,
        'BAD_REQUEST',
      );
      expect(refused.msg).toBe(msg);
    }
    await get().fails(
      addReaction,
      { message_id: messageId, emoji_name: 'x', reaction_type: 'strange' },
      member2,
      400,
      'BAD_REQUEST',
    );
    const missing = await get().fails(
      addReaction,
      { message_id: 99_999_999, emoji_name: 'octopus' },
      member2,
      400,
      'BAD_REQUEST',
    );
    expect(missing.msg).toBe('Invalid message(s)');
    const noName = { message_id: messageId } as never;
    await get().fails(addReaction, noName, member2, 400, 'REQUEST_VARIABLE_MISSING');
    expect(reactionsOf().length).toBe(before);
  });

  it('refuses a message the user cannot read', async () => {
    const dm = await get().ok(
      sendMessage,
      { type: 'direct', to: [member2.user_id], content: 'private' },
      member,
    );
    await get().fails(
      addReaction,
      { message_id: dm.id, emoji_name: 'heart' },
      get().account('admin'),
      400,
      'BAD_REQUEST',
    );
  });
});

describe('removing a reaction', () => {
  it('removes only your own, by name or by code, with an event', async () => {
    const watcher = await get().queue(member2);
    await get().fails(
      removeReaction,
      { message_id: messageId, emoji_name: 'octopus' },
      member,
      400,
      'REACTION_DOES_NOT_EXIST',
    );
    await get().ok(removeReaction, { message_id: messageId, emoji_name: 'octopus' }, member2);
    const [event] = await watcher.ofType('reaction', 'remove');
    expect(event).toMatchObject({ message_id: messageId, emoji_code: '1f419', user_id: member2.user_id });
    expect(parseEvent(event).kind).toBe('reaction/remove');
    await get().ok(removeReaction, { message_id: messageId, emoji_code: '1f44b' }, member);
    expect(reactionsOf().map((r) => r.emoji_code)).toEqual(['zulip']);
  });

  it('needs a name or a code, and the reaction must exist', async () => {
    const body = await get().fails(removeReaction, { message_id: messageId }, member, 400, 'BAD_REQUEST');
    expect(body.msg).toContain('emoji_name');
    const gone = await get().fails(
      removeReaction,
      { message_id: messageId, emoji_name: 'tada' },
      member,
      400,
      'REACTION_DOES_NOT_EXIST',
    );
    expect(gone.msg).toBe("Reaction doesn't exist.");
  });
});
