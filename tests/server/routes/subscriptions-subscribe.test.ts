// POST /users/me/subscriptions over real HTTP: joining, creating channels with options, subscribing
// others, the permission rules and refusals, and the events each user receives.
import { describe, expect, it } from 'vitest';
import { getStreamMembers, subscribe } from '../../../shared/api/subscriptions';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const who = (kind: 'owner' | 'admin' | 'moderator' | 'member' | 'member2' | 'guest') => get().account(kind);
const idOf = (kind: Parameters<typeof who>[0]) => who(kind).user_id;
let counter = 0;
const fresh = (prefix: string) => `${prefix}-${++counter}`;
const channelNamed = (name: string) => get().server.realm.channelByName(name);
/** The response without its envelope. */
const outcome = ({ subscribed, already_subscribed, unauthorized }: Record<string, unknown>) => ({
  subscribed,
  already_subscribed,
  unauthorized,
});

/** Every queued event must be one the client understands. */
function expectKnown(events: Record<string, unknown>[]) {
  for (const event of events) expect(parseEvent(event).kind, JSON.stringify(event)).not.toBe('unknown');
}

describe('subscribe: joining existing channels', () => {
  it('subscribes the caller to a public channel and tells the others', async () => {
    const name = fresh('lobby');
    await get().ok(subscribe, { subscriptions: [{ name }] }, who('admin'));
    const stream_id = channelNamed(name)?.stream_id as number;
    const memberQueue = await get().queue(who('member'));
    const adminQueue = await get().queue(who('admin'));

    const result = await get().ok(
      subscribe,
      { subscriptions: [{ name: ` ${name.toUpperCase()} ` }] },
      who('member'),
    );
    expect(outcome(result)).toEqual({ subscribed: { [idOf('member')]: [name] }, already_subscribed: {} });

    const mine = await memberQueue.drain();
    expectKnown(mine);
    expect(mine.map((e) => `${e.type}/${String(e.op)}`)).toEqual(['subscription/add']);
    expect(mine[0]?.subscriptions).toEqual([
      expect.objectContaining({
        stream_id,
        name,
        subscribers: [idOf('admin'), idOf('member')].sort((a, b) => a - b),
      }),
    ]);
    const theirs = await adminQueue.drain();
    expectKnown(theirs);
    expect(theirs).toEqual([
      expect.objectContaining({
        type: 'subscription',
        op: 'peer_add',
        stream_ids: [stream_id],
        user_ids: [idOf('member')],
      }),
    ]);

    const again = await get().ok(subscribe, { subscriptions: [{ name }] }, who('member'));
    expect(outcome(again)).toEqual({ subscribed: {}, already_subscribed: { [idOf('member')]: [name] } });
    expect(await memberQueue.drain()).toEqual([]);
  });

  it('refuses a guest on a public channel and leaves the channel alone', async () => {
    const name = fresh('open');
    await get().ok(subscribe, { subscriptions: [{ name }] }, who('admin'));
    const body = await get().fails(
      subscribe,
      { subscriptions: [{ name }] },
      who('guest'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe(`Unable to access channel (${name}).`);
    const stream_id = channelNamed(name)?.stream_id as number;
    const { subscribers } = await get().ok(getStreamMembers, { stream_id }, who('admin'));
    expect(subscribers).toEqual([idOf('admin')]);
  });

  it('refuses a private channel unless authorization errors are not fatal', async () => {
    const secret = fresh('secret');
    const open = fresh('open');
    await get().ok(subscribe, { subscriptions: [{ name: secret }], invite_only: true }, who('admin'));
    await get().ok(subscribe, { subscriptions: [{ name: open }] }, who('admin'));
    const body = await get().fails(
      subscribe,
      { subscriptions: [{ name: open }, { name: secret }] },
      who('member'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe(`Unable to access channel (${secret}).`);
    expect(channelNamed(open)?.subscribers.has(idOf('member'))).toBe(false);

    const partial = await get().ok(
      subscribe,
      { subscriptions: [{ name: open }, { name: secret }], authorization_errors_fatal: false },
      who('member'),
    );
    expect(outcome(partial)).toEqual({
      subscribed: { [idOf('member')]: [open] },
      already_subscribed: {},
      unauthorized: [secret],
    });
    expect(channelNamed(secret)?.subscribers.has(idOf('member'))).toBe(false);
  });
});

describe('subscribe: creating channels', () => {
  it('creates a private channel with its options and tells only those who may see it', async () => {
    const name = fresh('private');
    const queues = {
      member: await get().queue(who('member')),
      admin: await get().queue(who('admin')),
      moderator: await get().queue(who('moderator')),
      guest: await get().queue(who('guest')),
    };
    await get().ok(
      subscribe,
      {
        subscriptions: [{ name, description: 'Plans for **launch**' }],
        invite_only: true,
        history_public_to_subscribers: true,
        topics_policy: 'disable_empty_topic',
        message_retention_days: 'realm_default',
        can_remove_subscribers_group: { direct_members: [idOf('member')], direct_subgroups: [] },
      },
      who('member'),
    );
    const mine = await queues.member.drain();
    expectKnown(mine);
    expect(mine.map((e) => `${e.type}/${String(e.op)}`)).toEqual(['stream/create', 'subscription/add']);
    const [sub] = mine[1]?.subscriptions as Record<string, unknown>[];
    expect(sub).toMatchObject({
      name,
      description: 'Plans for **launch**',
      rendered_description: expect.stringContaining('<strong>launch</strong>') as string,
      invite_only: true,
      is_web_public: false,
      history_public_to_subscribers: true,
      topics_policy: 'disable_empty_topic',
      message_retention_days: null,
      creator_id: idOf('member'),
      can_administer_channel_group: { direct_members: [idOf('member')], direct_subgroups: [] },
      can_remove_subscribers_group: { direct_members: [idOf('member')], direct_subgroups: [] },
      is_muted: false,
      in_home_view: true,
      pin_to_top: false,
      desktop_notifications: null,
      subscribers: [idOf('member')],
    });
    expect(sub?.color).toMatch(/^#[0-9a-f]{6}$/);
    // Administrators may see every private channel; others hear nothing of it.
    const adminEvents = await queues.admin.drain();
    expectKnown(adminEvents);
    expect(adminEvents.map((e) => `${e.type}/${String(e.op)}`)).toEqual([
      'stream/create',
      'subscription/peer_add',
    ]);
    expect(adminEvents[0]?.streams).toEqual([
      expect.objectContaining({ name, invite_only: true, subscriber_count: 0 }),
    ]);
    expect(await queues.moderator.drain()).toEqual([]);
    expect(await queues.guest.drain()).toEqual([]);
  });

  it('subscribes others by ID: each learns of their own subscription, the rest get peer_add', async () => {
    const name = fresh('team');
    const queues = {
      member: await get().queue(who('member')),
      member2: await get().queue(who('member2')),
      admin: await get().queue(who('admin')),
      guest: await get().queue(who('guest')),
    };
    const result = await get().ok(
      subscribe,
      { subscriptions: [{ name }], principals: [idOf('member'), idOf('member2')] },
      who('member'),
    );
    expect(result.subscribed).toEqual({ [idOf('member')]: [name], [idOf('member2')]: [name] });
    const stream_id = channelNamed(name)?.stream_id as number;
    const pair = [idOf('member'), idOf('member2')].sort((a, b) => a - b);
    for (const queue of [queues.member, queues.member2]) {
      const events = await queue.drain();
      expectKnown(events);
      expect(events.map((e) => `${e.type}/${String(e.op)}`)).toEqual(['stream/create', 'subscription/add']);
      expect(events[1]?.subscriptions).toEqual([expect.objectContaining({ stream_id, subscribers: pair })]);
    }
    const adminEvents = await queues.admin.drain();
    expect(adminEvents).toEqual([
      expect.objectContaining({ type: 'stream', op: 'create' }),
      expect.objectContaining({
        type: 'subscription',
        op: 'peer_add',
        stream_ids: [stream_id],
        user_ids: pair,
      }),
    ]);
    expect(await queues.guest.drain()).toEqual([]);
  });

  it('accepts principals as API email addresses', async () => {
    const name = fresh('by-email');
    const result = await get().ok(
      subscribe,
      { subscriptions: [{ name }], principals: [who('member2').email] },
      who('admin'),
    );
    expect(result.subscribed).toEqual({ [idOf('member2')]: [name] });
    expect([...(channelNamed(name)?.subscribers ?? [])]).toEqual([idOf('member2')]);
  });
});
