// The caller's own subscriptions over real HTTP: listing them, personal properties with their
// subscription/update events, and leaving channels (self and others) with remove/peer_remove events.
import { describe, expect, it } from 'vitest';
import {
  getSubscriptions,
  subscribe,
  unsubscribe,
  updateSubscriptionProperties,
} from '../../../shared/api/subscriptions';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
type Kind = 'owner' | 'admin' | 'moderator' | 'member' | 'member2' | 'guest';
const who = (kind: Kind) => get().account(kind);
const idOf = (kind: Kind) => who(kind).user_id;
let counter = 0;

/** A new channel made by `creator` with the given subscribers; returns its name and ID. */
async function channel(creator: Kind, members: Kind[], inviteOnly = false) {
  const name = `personal-${++counter}`;
  const principals = members.map(idOf);
  await get().ok(subscribe, { subscriptions: [{ name }], principals, invite_only: inviteOnly }, who(creator));
  return { name, stream_id: get().server.realm.channelByName(name)?.stream_id as number };
}

const subOf = (kind: Kind, streamId: number) => get().server.realm.subscription(idOf(kind), streamId);

function expectKnown(events: Record<string, unknown>[]) {
  for (const event of events) expect(parseEvent(event).kind, JSON.stringify(event)).not.toBe('unknown');
}

describe('getSubscriptions', () => {
  it("lists the caller's subscriptions, with subscribers when asked", async () => {
    const { stream_id } = await channel('admin', ['member', 'member2']);
    const plain = await get().ok(getSubscriptions, {}, who('member'));
    const entry = plain.subscriptions.find((s) => s.stream_id === stream_id);
    expect(entry).toMatchObject({ stream_id, is_muted: false, in_home_view: true });
    expect(entry?.subscribers).toBeUndefined();
    const full = await get().ok(getSubscriptions, { include_subscribers: true }, who('member'));
    const pair = [idOf('member'), idOf('member2')].sort((a, b) => a - b);
    expect(full.subscriptions.find((s) => s.stream_id === stream_id)?.subscribers).toEqual(pair);
    const adminList = await get().ok(getSubscriptions, {}, who('admin'));
    expect(adminList.subscriptions.some((s) => s.stream_id === stream_id)).toBe(false);
  });
});

describe('updateSubscriptionProperties', () => {
  it('sends two events for is_muted and for in_home_view', async () => {
    const { stream_id } = await channel('admin', ['member']);
    const queue = await get().queue(who('member'));
    const other = await get().queue(who('admin'));
    const data = [{ stream_id, property: 'is_muted', value: true }];
    await get().ok(updateSubscriptionProperties, { subscription_data: data }, who('member'));
    const events = await queue.drain();
    expectKnown(events);
    expect(
      events.map(({ type, op, stream_id: id, property, value }) => ({ type, op, id, property, value })),
    ).toEqual([
      { type: 'subscription', op: 'update', id: stream_id, property: 'is_muted', value: true },
      { type: 'subscription', op: 'update', id: stream_id, property: 'in_home_view', value: false },
    ]);
    expect(subOf('member', stream_id)?.is_muted).toBe(true);

    const unmute = [{ stream_id, property: 'in_home_view', value: true }];
    await get().ok(updateSubscriptionProperties, { subscription_data: unmute }, who('member'));
    expect((await queue.drain()).map((e) => [e.property, e.value])).toEqual([
      ['is_muted', false],
      ['in_home_view', true],
    ]);
    expect(subOf('member', stream_id)?.is_muted).toBe(false);
    expect(await other.drain()).toEqual([]);
  });

  it('changes color, pinning and the notification settings, null included', async () => {
    const { stream_id } = await channel('admin', ['member']);
    const queue = await get().queue(who('member'));
    const data = [
      { stream_id, property: 'color', value: '#a1b2c3' },
      { stream_id, property: 'pin_to_top', value: true },
      { stream_id, property: 'desktop_notifications', value: true },
      { stream_id, property: 'desktop_notifications', value: null },
      { stream_id, property: 'wildcard_mentions_notify', value: false },
    ];
    await get().ok(updateSubscriptionProperties, { subscription_data: data }, who('member'));
    const events = await queue.ofType('subscription', 'update');
    expectKnown(events);
    expect(events.map((e) => [e.property, e.value])).toEqual(data.map((d) => [d.property, d.value]));
    expect(subOf('member', stream_id)).toMatchObject({
      color: '#a1b2c3',
      pin_to_top: true,
      desktop_notifications: null,
      wildcard_mentions_notify: false,
    });
  });

  it('refuses unknown properties, bad values and channels the caller is not in, changing nothing', async () => {
    const { stream_id } = await channel('admin', ['member']);
    const elsewhere = await channel('admin', ['member2']);
    const hidden = await channel('admin', ['admin'], true);
    const queue = await get().queue(who('member'));
    const good = { stream_id, property: 'pin_to_top', value: true };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ stream_id, property: 'volume', value: 11 }, /Unknown subscription property: volume/],
      [{ stream_id, property: 'color', value: 'red' }, /color/],
      [{ stream_id, property: 'is_muted', value: 'yes' }, /is_muted is not a boolean/],
      [{ stream_id, property: 'pin_to_top', value: null }, /pin_to_top/],
      [
        { stream_id: elsewhere.stream_id, property: 'is_muted', value: true },
        /^Not subscribed to channel ID \d+$/,
      ],
      [{ stream_id: hidden.stream_id, property: 'is_muted', value: true }, /^Invalid channel ID$/],
      [{ stream_id: 987_654, property: 'is_muted', value: true }, /^Invalid channel ID$/],
    ];
    for (const [bad, message] of cases) {
      const body = await get().fails(
        updateSubscriptionProperties,
        { subscription_data: [good, bad] as never },
        who('member'),
        400,
        'BAD_REQUEST',
      );
      expect(body.msg).toMatch(message);
    }
    await get().fails(
      updateSubscriptionProperties,
      { subscription_data: '[{' as never },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(subOf('member', stream_id)?.pin_to_top).toBe(false);
    expect(await queue.drain()).toEqual([]);
  });
});

describe('unsubscribe', () => {
  it('removes the caller and tells the remaining subscribers', async () => {
    const { name, stream_id } = await channel('admin', ['member', 'member2']);
    const mine = await get().queue(who('member'));
    const peer = await get().queue(who('member2'));
    const result = await get().ok(unsubscribe, { subscriptions: [name] }, who('member'));
    expect({ removed: result.removed, not_removed: result.not_removed }).toEqual({
      removed: [name],
      not_removed: [],
    });
    const own = await mine.drain();
    expectKnown(own);
    expect(own).toEqual([
      expect.objectContaining({ type: 'subscription', op: 'remove', subscriptions: [{ stream_id, name }] }),
    ]);
    const peers = await peer.drain();
    expectKnown(peers);
    expect(peers).toEqual([
      expect.objectContaining({
        type: 'subscription',
        op: 'peer_remove',
        stream_ids: [stream_id],
        user_ids: [idOf('member')],
      }),
    ]);
    const again = await get().ok(unsubscribe, { subscriptions: [name] }, who('member'));
    expect({ removed: again.removed, not_removed: again.not_removed }).toEqual({
      removed: [],
      not_removed: [name],
    });
  });

  it('takes a private channel out of sight of the user who leaves it', async () => {
    const { name, stream_id } = await channel('admin', ['member', 'member2'], true);
    const mine = await get().queue(who('member'));
    const admin = await get().queue(who('admin'));
    await get().ok(unsubscribe, { subscriptions: [name] }, who('member'));
    expect((await mine.drain()).map((e) => `${e.type}/${String(e.op)}`)).toEqual([
      'subscription/remove',
      'stream/delete',
    ]);
    const adminEvents = await admin.drain();
    expect(adminEvents).toEqual([expect.objectContaining({ op: 'peer_remove', stream_ids: [stream_id] })]);
  });

  it('answers STREAM_DOES_NOT_EXIST for missing or hidden channels without removing anything', async () => {
    const { name, stream_id } = await channel('admin', ['member']);
    const hidden = await channel('admin', ['admin'], true);
    for (const missing of ['no-such-channel', hidden.name]) {
      const body = await get().fails(
        unsubscribe,
        { subscriptions: [name, missing] },
        who('member'),
        400,
        'STREAM_DOES_NOT_EXIST',
      );
      expect(body).toMatchObject({ msg: `Channel '${missing}' does not exist`, stream: missing });
    }
    expect(get().server.realm.isSubscribed(idOf('member'), stream_id)).toBe(true);
    await get().fails(unsubscribe, { subscriptions: 'oops' as never }, who('member'), 400, 'BAD_REQUEST');
  });

  it('lets only those allowed remove other users', async () => {
    const { name, stream_id } = await channel('admin', ['member', 'member2']);
    const body = await get().fails(
      unsubscribe,
      { subscriptions: [name], principals: [idOf('member2')] },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Insufficient permission');
    expect(get().server.realm.isSubscribed(idOf('member2'), stream_id)).toBe(true);
    const queue = await get().queue(who('member2'));
    const result = await get().ok(
      unsubscribe,
      { subscriptions: [name], principals: [idOf('member2')] },
      who('admin'),
    );
    expect(result.removed).toEqual([name]);
    expect(await queue.ofType('subscription', 'remove')).toHaveLength(1);
  });
});
