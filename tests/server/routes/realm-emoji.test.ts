// Custom emoji on the reference server: added through the control API, in register's realm_emoji,
// announced by a realm_emoji event, usable as realm_emoji reactions, served as images, deactivatable.
import { beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '../../../shared/api/messages';
import { addReaction, removeReaction } from '../../../shared/api/reactions';
import { parseEvent } from '../../../shared/events';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let member: SeedAccount;
let messageId: number;

beforeAll(async () => {
  member = get().account('member');
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: 'custom emoji test' });
  subscribeUser(realm, member.user_id, channel.stream_id);
  messageId = (
    await get().ok(sendMessage, { type: 'channel', to: channel.stream_id, topic: 'e', content: 'hi' }, member)
  ).id;
});

describe('custom emoji', () => {
  it('are added with an event, listed by register and served as images', async () => {
    const watcher = await get().queue(member);
    const added = (await get().control('/realm-emoji', { name: 'party_parrot', author_id: member.user_id }))
      .emoji as { id: string; source_url: string };
    const [event] = await watcher.ofType('realm_emoji', 'update');
    expect(parseEvent(event).kind).toBe('realm_emoji/update');
    expect(event).toMatchObject({
      realm_emoji: { [added.id]: { name: 'party_parrot', deactivated: false } },
    });
    const snapshot = (await get().queue(member)).snapshot;
    expect(snapshot.realm_emoji).toMatchObject({
      [added.id]: { name: 'party_parrot', source_url: added.source_url },
    });
    const image = await fetch(new URL(added.source_url, get().url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(new URL('/user_avatars/emoji/999.svg', get().url))).status).toBe(404);
  });

  it('refuse bad and taken names', async () => {
    expect(await get().control('/realm-emoji', { name: 'Bad Name' })).toMatchObject({
      result: 'error',
      msg: expect.stringMatching(/lowercase/),
    });
    await get().control('/realm-emoji', { name: 'taken' });
    expect(await get().control('/realm-emoji', { name: 'taken' })).toMatchObject({
      result: 'error',
      msg: expect.stringMatching(/already exists/),
    });
  });

  it('are reactions of type realm_emoji, by id or by name', async () => {
    const { id } = (await get().control('/realm-emoji', { name: 'shipit' })).emoji as { id: string };
    const watcher = await get().queue(member);
    await get().ok(
      addReaction,
      { message_id: messageId, emoji_name: 'shipit', emoji_code: id, reaction_type: 'realm_emoji' },
      member,
    );
    const [event] = await watcher.ofType('reaction', 'add');
    expect(event).toMatchObject({ emoji_name: 'shipit', emoji_code: id, reaction_type: 'realm_emoji' });
    await get().ok(
      removeReaction,
      { message_id: messageId, emoji_name: 'shipit', reaction_type: 'realm_emoji' },
      member,
    );
    const unknown = await get().fails(
      addReaction,
      { message_id: messageId, emoji_name: 'nope', reaction_type: 'realm_emoji' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(unknown.msg).toBe('Invalid custom emoji.');
  });

  it('once deactivated, stay listed but cannot be added as reactions', async () => {
    const { id } = (await get().control('/realm-emoji', { name: 'retired' })).emoji as { id: string };
    await get().control('/realm-emoji', { name: 'retired', deactivate: true });
    const snapshot = (await get().queue(member)).snapshot;
    expect(snapshot.realm_emoji).toMatchObject({ [id]: { deactivated: true } });
    await get().fails(
      addReaction,
      { message_id: messageId, emoji_name: 'retired', emoji_code: id, reaction_type: 'realm_emoji' },
      member,
      400,
      'BAD_REQUEST',
    );
  });
});
