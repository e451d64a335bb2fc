// The channel lists stay what a fresh register would give: subscriber counts follow the user's own
// joins and leaves (which bring no peer events), and repeats allocate nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { baseSnapshot, channel, event, subscription } from '../support/factories';
import { storeFrom, type StoreFixture } from '../support/store-fixture';

const ME = baseSnapshot.user_id;
let f: StoreFixture;

beforeEach(() => {
  f = storeFrom({
    subscriptions: [subscription({ stream_id: 1, name: 'general', subscriber_count: 3 })],
    unsubscribed: [subscription({ stream_id: 2, name: 'old', subscriber_count: 4 })],
    never_subscribed: [channel({ stream_id: 3, name: 'new', subscriber_count: 5 })],
    streams: [
      channel({ stream_id: 1, name: 'general', subscriber_count: 3 }),
      channel({ stream_id: 2, name: 'old', subscriber_count: 4 }),
      channel({ stream_id: 3, name: 'new', subscriber_count: 5 }),
    ],
  });
});

describe('joining and leaving', () => {
  it('join: the channel list takes the channel fields of the new subscription, not its personal ones', () => {
    f.apply(
      event('subscription/add', {
        subscriptions: [
          subscription({
            stream_id: 3,
            name: 'new',
            subscriber_count: 6,
            subscribers: [ME, 11],
            color: '#123456',
          }),
        ],
      }),
    );
    const listed = f.s().channels.streams.get(3) as Record<string, unknown>;
    expect(listed.subscriber_count).toBe(6);
    expect(listed).not.toHaveProperty('color');
    expect(listed).not.toHaveProperty('subscribers');
    expect(f.s().channels.neverSubscribed.get(3)).toBeUndefined();
    expect(f.s().channels.subscriptions.get(3)?.subscribers).toEqual([ME, 11]);
  });

  it('leave: the user drops out of the subscriber list and count, in both lists', () => {
    f.apply(
      event('subscription/add', {
        subscriptions: [
          subscription({ stream_id: 4, name: 'fresh', subscriber_count: 2, subscribers: [ME, 12] }),
        ],
      }),
      event('subscription/remove', { subscriptions: [{ stream_id: 4, name: 'fresh' }] }),
      event('subscription/remove', { subscriptions: [{ stream_id: 1, name: 'general' }] }),
    );
    expect(f.s().channels.unsubscribed.get(4)).toMatchObject({ subscribers: [12], subscriber_count: 1 });
    expect(f.s().channels.streams.get(4)?.subscriber_count).toBe(1);
    // Without a list, the count alone goes down.
    expect(f.s().channels.unsubscribed.get(1)?.subscriber_count).toBe(2);
    expect(f.s().channels.streams.get(1)?.subscriber_count).toBe(2);
    expect(f.s().channels.subscriptions).toEqual({});
  });

  it('rejoin: a former subscription leaves unsubscribed with the fresh personal settings', () => {
    f.apply(
      event('subscription/add', {
        subscriptions: [subscription({ stream_id: 2, name: 'old', pin_to_top: true })],
      }),
    );
    expect(f.s().channels.unsubscribed).toEqual({});
    expect(f.s().channels.subscriptions.get(2)?.pin_to_top).toBe(true);
  });

  it('a removal of a channel the user is not in changes nothing', () => {
    const before = f.s().channels;
    f.apply(event('subscription/remove', { subscriptions: [{ stream_id: 3, name: 'new' }] }));
    expect(f.s().channels).toBe(before);
  });
});

describe('repeats allocate nothing', () => {
  it('the second of the is_muted / in_home_view pair changes nothing', () => {
    f.apply(event('subscription/update', { stream_id: 1, property: 'is_muted', value: true }));
    const before = f.s().channels;
    f.apply(event('subscription/update', { stream_id: 1, property: 'in_home_view', value: false }));
    expect(f.s().channels).toBe(before);
  });

  it('stream/update with a value already held, and peer events already applied', () => {
    const before = f.s().channels;
    f.apply(event('stream/update', { stream_id: 1, name: 'general', property: 'name', value: 'general' }));
    expect(f.s().channels).toBe(before);
    f.apply(
      event('subscription/add', {
        subscriptions: [
          subscription({ stream_id: 5, name: 'five', subscribers: [ME, 11], subscriber_count: 2 }),
        ],
      }),
    );
    const withFive = f.s().channels.subscriptions.get(5);
    f.apply(event('subscription/peer_add', { stream_ids: [5], user_ids: [11] }));
    expect(f.s().channels.subscriptions.get(5)).toBe(withFive);
  });

  it('stream/create of a channel already known as sent', () => {
    f.apply(event('stream/create', { streams: [channel({ stream_id: 6, name: 'six' })] }));
    const before = f.s().channels;
    f.apply(event('stream/create', { streams: [channel({ stream_id: 6, name: 'six' })] }));
    expect(f.s().channels).toBe(before);
  });
});

describe('channel properties', () => {
  it('stores unknown properties, group settings and archiving wherever the channel is listed', () => {
    const group = { direct_members: [ME], direct_subgroups: [] };
    f.apply(
      event('stream/update', { stream_id: 2, name: 'old', property: 'glitter_level', value: 3 }),
      event('stream/update', { stream_id: 2, name: 'old', property: 'can_subscribe_group', value: group }),
      event('stream/update', { stream_id: 2, name: 'old', property: 'is_archived', value: true }),
    );
    for (const entry of [f.s().channels.unsubscribed.get(2), f.s().channels.streams.get(2)]) {
      expect(entry).toMatchObject({ glitter_level: 3, can_subscribe_group: group, is_archived: true });
    }
  });

  it('access lost: the channel leaves every list, unsubscribed included', () => {
    f.apply(event('stream/delete', { stream_ids: [2, 3] }));
    expect(f.s().channels.unsubscribed).toEqual({});
    expect(f.s().channels.neverSubscribed).toEqual({});
    expect(
      f
        .s()
        .channels.streams.keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([1]);
  });
});
