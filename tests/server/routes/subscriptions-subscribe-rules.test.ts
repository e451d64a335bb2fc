// POST /users/me/subscriptions over real HTTP: the rules for creating channels (retention, web-public,
// default channels) and the refusals, which must leave the realm and every queue unchanged.
import { describe, expect, it } from 'vitest';
import { subscribe } from '../../../shared/api/subscriptions';
import { parseEvent } from '../../../shared/events/parse';
import { addUser } from '../../../server/realm/factory';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const who = (kind: 'owner' | 'admin' | 'moderator' | 'member' | 'member2' | 'guest') => get().account(kind);
let counter = 0;
const fresh = (prefix: string) => `${prefix}-${++counter}`;
const channelNamed = (name: string) => get().server.realm.channelByName(name);

describe('subscribe: who may create what', () => {
  it('keeps message_retention_days and web-public channels to those allowed', async () => {
    const realm = get().server.realm;
    let body = await get().fails(
      subscribe,
      { subscriptions: [{ name: fresh('keep') }], message_retention_days: 30 },
      who('admin'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    expect(body.msg).toBe('Must be an organization owner');
    const forever = fresh('forever');
    await get().ok(
      subscribe,
      { subscriptions: [{ name: forever }], message_retention_days: 'unlimited' },
      who('owner'),
    );
    expect(channelNamed(forever)?.message_retention_days).toBe(-1);

    const web = fresh('web');
    body = await get().fails(
      subscribe,
      { subscriptions: [{ name: web }], is_web_public: true },
      who('owner'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toMatch(/not enabled/);
    realm.settings.enable_spectator_access = true;
    try {
      await get().fails(
        subscribe,
        { subscriptions: [{ name: web }], is_web_public: true },
        who('member'),
        400,
        'BAD_REQUEST',
      );
      await get().ok(subscribe, { subscriptions: [{ name: web }], is_web_public: true }, who('owner'));
      expect(channelNamed(web)).toMatchObject({ is_web_public: true, invite_only: false });
    } finally {
      realm.settings.enable_spectator_access = false;
    }
  });

  it('makes default channels only for administrators and announces them', async () => {
    await get().fails(
      subscribe,
      { subscriptions: [{ name: fresh('dflt') }], is_default_stream: true },
      who('member'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    const name = fresh('dflt');
    const memberQueue = await get().queue(who('member'));
    await get().ok(subscribe, { subscriptions: [{ name }], is_default_stream: true }, who('admin'));
    const defaults = await memberQueue.ofType('default_streams');
    expect(defaults.map((e) => parseEvent(e).kind)).toEqual(['default_streams']);
    expect(defaults[0]?.default_streams).toContain(channelNamed(name)?.stream_id);
  });
});

describe('subscribe: refusals leave everything unchanged', () => {
  it('rejects unknown or deactivated principals', async () => {
    const name = fresh('nobody');
    const body = await get().fails(
      subscribe,
      { subscriptions: [{ name }], principals: [999_999] },
      who('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('No such user');
    const gone = addUser(get().server.realm, {
      full_name: 'Gone',
      email: 'gone@example.test',
      is_active: false,
    });
    for (const principals of [
      ['ghost@example.invalid'],
      [gone.email],
      [who('member').user_id, gone.user_id],
    ]) {
      await get().fails(
        subscribe,
        { subscriptions: [{ name }], principals },
        who('admin'),
        400,
        'BAD_REQUEST',
      );
    }
    expect(channelNamed(name)).toBeUndefined();
  });

  it('rejects bad channel names and descriptions', async () => {
    const queue = await get().queue(who('admin'));
    const tooLong = 'x'.repeat(61);
    for (const entry of [
      { name: '   ' },
      { name: tooLong },
      { name: 'bad\u0001name' },
      { name: fresh('long'), description: 'd'.repeat(1025) },
    ]) {
      await get().fails(
        subscribe,
        { subscriptions: [{ name: fresh('ok') }, entry] },
        who('admin'),
        400,
        'BAD_REQUEST',
      );
    }
    expect(channelNamed(tooLong)).toBeUndefined();
    expect(await queue.drain()).toEqual([]);
    await get().ok(subscribe, { subscriptions: [{ name: 'y'.repeat(60) }] }, who('admin'));
  });

  it('refuses guests creating channels and channels both private and web-public', async () => {
    const name = fresh('guestmade');
    const body = await get().fails(
      subscribe,
      { subscriptions: [{ name }] },
      who('guest'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Insufficient permission');
    await get().fails(
      subscribe,
      { subscriptions: [{ name }], invite_only: true, is_web_public: true },
      who('owner'),
      400,
      'BAD_REQUEST',
    );
    expect(channelNamed(name)).toBeUndefined();
  });

  it('reports malformed parameters', async () => {
    const body = await get().fails(
      subscribe,
      { subscriptions: 'not json' as never },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toMatch(/subscriptions/);
    await get().fails(subscribe, {} as never, who('member'), 400, 'REQUEST_VARIABLE_MISSING');
    await get().fails(
      subscribe,
      { subscriptions: [{ description: 'x' }] as never },
      who('member'),
      400,
      'REQUEST_VARIABLE_INVALID',
    );
  });
});
