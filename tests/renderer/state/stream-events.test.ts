import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { baseSnapshot, channel, event, subscription } from '../support/factories';

let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');
const update = (property: string, value: unknown, extra: Record<string, unknown> = {}) =>
  event('stream/update', { stream_id: 1, name: 'general', property, value, ...extra });

beforeEach(() => {
  store = createAppStore();
  s().applySnapshot(
    {
      ...baseSnapshot,
      subscriptions: [subscription({ stream_id: 1, name: 'general', color: '#abcdef' })],
      unsubscribed: [subscription({ stream_id: 2, name: 'old' })],
      never_subscribed: [channel({ stream_id: 3, name: 'other' })],
      streams: [
        channel({ stream_id: 1, name: 'general' }),
        channel({ stream_id: 2, name: 'old' }),
        channel({ stream_id: 3, name: 'other' }),
      ],
    },
    1,
    'a1',
  );
});

describe('stream/create and stream/delete', () => {
  it('create adds new channels as never subscribed and refreshes known ones', () => {
    apply(
      event('stream/create', {
        streams: [
          channel({ stream_id: 4, name: 'fresh' }),
          channel({ stream_id: 1, name: 'general', description: 'new' }),
        ],
      }),
    );
    expect(s().channels.streams.get(4)?.name).toBe('fresh');
    expect(s().channels.neverSubscribed.get(4)?.name).toBe('fresh');
    expect(s().channels.subscriptions.get(1)).toMatchObject({ description: 'new', color: '#abcdef' });
    expect(s().channels.neverSubscribed.get(1)).toBeUndefined();
  });

  it('delete removes the channels everywhere, in both wire forms', () => {
    apply(
      event('stream/delete', { stream_ids: [1] }),
      event('stream/delete', { streams: [{ stream_id: 3 }, { stream_id: 2 }] }),
    );
    expect(s().channels).toEqual({ subscriptions: {}, streams: {}, unsubscribed: {}, neverSubscribed: {} });
  });
});

describe('stream/update', () => {
  it('renames the channel in the subscription and the channel list', () => {
    apply(update('name', 'announcements'));
    expect(s().channels.subscriptions.get(1)?.name).toBe('announcements');
    expect(s().channels.streams.get(1)?.name).toBe('announcements');
  });

  it('stores the description with its rendered form', () => {
    apply(update('description', '**hi**', { rendered_description: '<p><strong>hi</strong></p>' }));
    expect(s().channels.subscriptions.get(1)).toMatchObject({
      description: '**hi**',
      rendered_description: '<p><strong>hi</strong></p>',
    });
  });

  it('stores invite_only with the history and web-public flags that travel with it', () => {
    apply(update('invite_only', true, { history_public_to_subscribers: false, is_web_public: false }));
    expect(s().channels.streams.get(1)).toMatchObject({
      invite_only: true,
      history_public_to_subscribers: false,
      is_web_public: false,
    });
  });

  it('stores folder_id (including null), topics_policy, archiving and group settings', () => {
    const anonymous = { direct_members: [10], direct_subgroups: [3] };
    apply(
      update('folder_id', 7),
      update('topics_policy', 'disable_empty_topic'),
      update('can_send_message_group', anonymous),
      update('is_archived', true),
    );
    expect(s().channels.subscriptions.get(1)).toMatchObject({
      folder_id: 7,
      topics_policy: 'disable_empty_topic',
      can_send_message_group: anonymous,
      is_archived: true,
    });
    apply(update('folder_id', null));
    expect(s().channels.subscriptions.get(1)?.folder_id).toBeNull();
  });

  it('reaches channels the user is not subscribed to and ignores unknown ones', () => {
    apply(
      event('stream/update', { stream_id: 3, name: 'other', property: 'message_retention_days', value: 30 }),
    );
    expect(s().channels.neverSubscribed.get(3)?.message_retention_days).toBe(30);
    const before = s().channels;
    apply(event('stream/update', { stream_id: 42, name: 'ghost', property: 'name', value: 'x' }));
    expect(s().channels).toBe(before);
  });
});
