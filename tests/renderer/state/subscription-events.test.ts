import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { baseSnapshot, channel, event, subscription } from '../support/factories';

let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');

beforeEach(() => {
  store = createAppStore();
  s().applySnapshot(
    {
      ...baseSnapshot,
      subscriptions: [
        subscription({ stream_id: 1, name: 'general', subscribers: [10, 11], subscriber_count: 2 }),
      ],
      unsubscribed: [subscription({ stream_id: 2, name: 'old' })],
      never_subscribed: [channel({ stream_id: 3, name: 'new', subscriber_count: 7 })],
      streams: [
        channel({ stream_id: 1, name: 'general' }),
        channel({ stream_id: 2, name: 'old' }),
        channel({ stream_id: 3, name: 'new', subscriber_count: 7 }),
      ],
    },
    1,
    'a1',
  );
});

describe('subscription/add and remove', () => {
  it('add stores the full objects and takes the channels out of the other lists', () => {
    apply(
      event('subscription/add', {
        subscriptions: [
          subscription({ stream_id: 2, name: 'old', color: '#111111' }),
          subscription({ stream_id: 3, name: 'new' }),
          subscription({ stream_id: 4, name: 'brand' }),
        ],
      }),
    );
    expect(
      s()
        .channels.subscriptions.keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4]);
    expect(s().channels.subscriptions.get(2)?.color).toBe('#111111');
    expect(s().channels.unsubscribed).toEqual({});
    expect(s().channels.neverSubscribed).toEqual({});
    expect(s().channels.streams.get(4)?.name).toBe('brand');
  });

  it('remove moves the subscription to unsubscribed', () => {
    apply(event('subscription/remove', { subscriptions: [{ stream_id: 1, name: 'general' }] }));
    expect(s().channels.subscriptions.get(1)).toBeUndefined();
    expect(s().channels.unsubscribed.get(1)?.name).toBe('general');
  });
});

describe('subscription/update', () => {
  it('sets known properties and keeps is_muted and in_home_view in step', () => {
    apply(
      event('subscription/update', { stream_id: 1, property: 'pin_to_top', value: true }),
      event('subscription/update', { stream_id: 1, property: 'is_muted', value: true }),
    );
    expect(s().channels.subscriptions.get(1)).toMatchObject({
      pin_to_top: true,
      is_muted: true,
      in_home_view: false,
    });
    // Older servers send only the deprecated inverse.
    apply(event('subscription/update', { stream_id: 1, property: 'in_home_view', value: true }));
    expect(s().channels.subscriptions.get(1)).toMatchObject({ is_muted: false, in_home_view: true });
  });

  it('stores notification resets and unknown properties as sent', () => {
    apply(
      event('subscription/update', { stream_id: 1, property: 'desktop_notifications', value: true }),
      event('subscription/update', { stream_id: 1, property: 'desktop_notifications', value: null }),
      event('subscription/update', { stream_id: 1, property: 'future_setting', value: 'sparkly' }),
    );
    const sub = s().channels.subscriptions.get(1) as Record<string, unknown>;
    expect(sub.desktop_notifications).toBeNull();
    expect(sub.future_setting).toBe('sparkly');
  });
});

describe('subscription/peer_add and peer_remove', () => {
  it('update subscriber lists and counts where the channel carries them', () => {
    apply(event('subscription/peer_add', { stream_ids: [1, 3], user_ids: [11, 12] }));
    expect(s().channels.subscriptions.get(1)).toMatchObject({
      subscribers: [10, 11, 12],
      subscriber_count: 3,
    });
    expect(s().channels.neverSubscribed.get(3)?.subscriber_count).toBe(9);
    expect(s().channels.streams.get(3)?.subscriber_count).toBe(9);

    apply(event('subscription/peer_remove', { stream_ids: [1], user_ids: [10, 99] }));
    expect(s().channels.subscriptions.get(1)).toMatchObject({ subscribers: [11, 12], subscriber_count: 2 });
  });

  it('change nothing for channels without subscriber data', () => {
    const before = s().channels.unsubscribed;
    apply(event('subscription/peer_add', { stream_ids: [2], user_ids: [11] }));
    expect(s().channels.unsubscribed).toBe(before);
  });
});
