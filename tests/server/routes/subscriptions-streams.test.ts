// Channel lists and single channels over real HTTP: GET /streams with its categories, one channel,
// its members, and archiving with the events for clients with and without archived_channels.
import { describe, expect, it } from 'vitest';
import {
  archiveStream,
  getStream,
  getStreamMembers,
  getStreams,
  subscribe,
  updateStream,
} from '../../../shared/api/subscriptions';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
type Kind = 'owner' | 'admin' | 'moderator' | 'member' | 'member2' | 'guest';
const who = (kind: Kind) => get().account(kind);
const idOf = (kind: Kind) => who(kind).user_id;
let counter = 0;

async function channel(creator: Kind, members: Kind[], options: { invite_only?: boolean } = {}) {
  const name = `streams-${++counter}`;
  await get().ok(
    subscribe,
    { subscriptions: [{ name }], principals: members.map(idOf), ...options },
    who(creator),
  );
  return { name, stream_id: get().server.realm.channelByName(name)?.stream_id as number };
}

const idsOf = (streams: { stream_id: number }[]) => streams.map((s) => s.stream_id);

describe('getStreams', () => {
  it('lists public and subscribed channels by default, everything visible with include_all', async () => {
    const open = await channel('admin', ['admin']);
    const secret = await channel('admin', ['admin'], { invite_only: true });
    const joined = await channel('admin', ['member'], { invite_only: true });
    const member = idsOf((await get().ok(getStreams, {}, who('member'))).streams);
    expect(member).toEqual(expect.arrayContaining([open.stream_id, joined.stream_id]));
    expect(member).not.toContain(secret.stream_id);
    const onlySubscribed = idsOf(
      (await get().ok(getStreams, { include_public: false }, who('member'))).streams,
    );
    expect(onlySubscribed).toContain(joined.stream_id);
    expect(onlySubscribed).not.toContain(open.stream_id);
    expect(idsOf((await get().ok(getStreams, { include_all: true }, who('member'))).streams)).not.toContain(
      secret.stream_id,
    );
    expect(idsOf((await get().ok(getStreams, { include_all: true }, who('admin'))).streams)).toContain(
      secret.stream_id,
    );
    // Guests never get public channels they are not in.
    expect(idsOf((await get().ok(getStreams, {}, who('guest'))).streams)).not.toContain(open.stream_id);
    const names = (await get().ok(getStreams, {}, who('member'))).streams.map((s) => s.name);
    expect(names).toEqual([...names].sort());
  });

  it('offers default channels and leaves archived ones out unless asked', async () => {
    const archived = await channel('admin', ['admin']);
    await get().ok(archiveStream, { stream_id: archived.stream_id }, who('admin'));
    expect(idsOf((await get().ok(getStreams, {}, who('member'))).streams)).not.toContain(archived.stream_id);
    const withArchived = await get().ok(getStreams, { exclude_archived: false }, who('member'));
    expect(withArchived.streams.find((s) => s.stream_id === archived.stream_id)).toMatchObject({
      is_archived: true,
    });
    const defaults = await get().ok(
      getStreams,
      { include_public: false, include_subscribed: false, include_default: true },
      who('member'),
    );
    const expected = [...get().server.realm.channels.values()].filter((c) => c.is_default && !c.is_archived);
    expect(idsOf(defaults.streams).sort()).toEqual(expected.map((c) => c.stream_id).sort());
  });
});

describe('getStream and getStreamMembers', () => {
  it('answers for visible channels and says "Invalid channel ID" for the rest', async () => {
    const open = await channel('admin', ['admin', 'member2']);
    const secret = await channel('admin', ['admin'], { invite_only: true });
    const { stream } = await get().ok(getStream, { stream_id: open.stream_id }, who('member'));
    expect(stream).toMatchObject({
      stream_id: open.stream_id,
      name: open.name,
      invite_only: false,
      subscriber_count: 2,
    });
    const { subscribers } = await get().ok(getStreamMembers, { stream_id: open.stream_id }, who('member'));
    expect(subscribers).toEqual([idOf('admin'), idOf('member2')].sort((a, b) => a - b));
    for (const stream_id of [secret.stream_id, 424_242]) {
      const body = await get().fails(getStream, { stream_id }, who('member'), 400, 'BAD_REQUEST');
      expect(body.msg).toBe('Invalid channel ID');
      await get().fails(getStreamMembers, { stream_id }, who('member'), 400, 'BAD_REQUEST');
    }
    expect((await get().ok(getStream, { stream_id: secret.stream_id }, who('admin'))).stream.name).toBe(
      secret.name,
    );
  });
});

describe('archiveStream', () => {
  it('archives for channel administrators, by capability, and refuses new subscribers', async () => {
    const target = await channel('admin', ['admin', 'member']);
    const body = await get().fails(
      archiveStream,
      { stream_id: target.stream_id },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('You do not have permission to administer this channel.');
    const modern = await get().queue(who('member'), { client_capabilities: { archived_channels: true } });
    const legacy = await get().queue(who('member'));
    await get().ok(archiveStream, { stream_id: target.stream_id }, who('admin'));
    expect(get().server.realm.channel(target.stream_id)?.is_archived).toBe(true);
    const modernEvents = await modern.drain();
    expect(modernEvents).toEqual([
      expect.objectContaining({
        type: 'stream',
        op: 'update',
        stream_id: target.stream_id,
        property: 'is_archived',
        value: true,
      }),
    ]);
    const legacyEvents = await legacy.drain();
    expect(legacyEvents).toEqual([
      expect.objectContaining({
        type: 'stream',
        op: 'delete',
        stream_ids: [target.stream_id],
        streams: [{ stream_id: target.stream_id }],
      }),
    ]);
    for (const event of [...modernEvents, ...legacyEvents])
      expect(parseEvent(event).kind).not.toBe('unknown');
    await get().fails(archiveStream, { stream_id: target.stream_id }, who('admin'), 400, 'BAD_REQUEST');
    await get().fails(
      subscribe,
      { subscriptions: [{ name: target.name }] },
      who('member2'),
      400,
      'BAD_REQUEST',
    );

    // Unarchiving brings it back: an update for modern clients, the whole channel for the others.
    await get().ok(updateStream, { stream_id: target.stream_id, is_archived: false }, who('admin'));
    expect(await modern.drain()).toEqual([
      expect.objectContaining({ op: 'update', property: 'is_archived', value: false }),
    ]);
    expect(await legacy.drain()).toEqual([
      expect.objectContaining({
        op: 'create',
        streams: [expect.objectContaining({ stream_id: target.stream_id, is_archived: false })],
      }),
    ]);
    await get().ok(subscribe, { subscriptions: [{ name: target.name }] }, who('member2'));
  });

  it('lets a channel creator archive their own channel', async () => {
    const own = await channel('member', ['member']);
    await get().ok(archiveStream, { stream_id: own.stream_id }, who('member'));
    await get().fails(archiveStream, { stream_id: 999_999 }, who('admin'), 400, 'BAD_REQUEST');
  });
});
