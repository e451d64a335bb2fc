import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { baseSnapshot, channel, event, folder, subscription, unknownEvent } from '../support/factories';

let store: AppStoreApi;
const s = () => store.getState();

beforeEach(() => {
  store = createAppStore();
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('applySnapshot', () => {
  it('reads the realm section, with the old fixed limits when the server sends none', () => {
    s().applySnapshot({ ...baseSnapshot, max_topic_length: 100 }, 1, 'a1');
    expect(s().realm).toMatchObject({
      name: 'Example Org',
      url: 'https://chat.example.org',
      iconUrl: 'https://chat.example.org/icon.png',
      featureLevel: 420,
      ownUserId: 10,
      ownEmail: 'ada@example.org',
      ownFullName: 'Ada Lovelace',
      maxTopicLength: 100,
      emptyTopicDisplayName: 'general chat',
    });
    s().applySnapshot({ zulip_feature_level: 40, realm_uri: 'https://old.example.org' }, 2);
    expect(s().realm).toMatchObject({ url: 'https://old.example.org', maxStreamNameLength: 60 });
    expect(s().realm.maxMessageLength).toBe(10_000);
  });

  it('replaces every event-fed slice instead of merging', () => {
    s().applySnapshot(
      {
        ...baseSnapshot,
        subscriptions: [subscription({ stream_id: 1, name: 'a' }), subscription({ stream_id: 2, name: 'b' })],
        streams: [channel({ stream_id: 1, name: 'a' }), channel({ stream_id: 2, name: 'b' })],
        channel_folders: [folder({ id: 5, name: 'Eng' })],
      },
      1,
      'a1',
    );
    s().applySnapshot(
      { ...baseSnapshot, realm_name: 'Other', subscriptions: [subscription({ stream_id: 3, name: 'c' })] },
      2,
      'a1',
    );
    expect(
      s()
        .channels.subscriptions.keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([3]);
    // Without a `streams` section the visible channels are the union of the three lists.
    expect(
      s()
        .channels.streams.keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([3]);
    expect(s().channelFolders.byId).toEqual({});
    expect(s().realm.name).toBe('Other');
    expect(s().sync).toEqual({ accountId: 'a1', generation: 2 });
  });

  it('drops snapshot entries without the fields the UI relies on', () => {
    s().applySnapshot(
      { ...baseSnapshot, subscriptions: [subscription({ stream_id: 1, name: 'ok' }), { name: 'no id' }, 7] },
      1,
    );
    expect(
      s()
        .channels.subscriptions.keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([1]);
  });
});

describe('applyEvents', () => {
  const update = () => event('subscription/update', { stream_id: 1, property: 'color', value: '#000000' });

  beforeEach(() => {
    s().applySnapshot(
      { ...baseSnapshot, subscriptions: [subscription({ stream_id: 1, name: 'a' })] },
      2,
      'a1',
    );
  });

  it('applies a batch of the current generation', () => {
    s().applyEvents([update()], 2, 'a1');
    expect(s().channels.subscriptions.get(1)?.color).toBe('#000000');
  });

  it('drops batches from an older (or not yet snapshotted) generation and other accounts', () => {
    s().applyEvents([update()], 1, 'a1');
    s().applyEvents([update()], 3, 'a1');
    s().applyEvents([update()], 2, 'someone-else');
    expect(s().channels.subscriptions.get(1)?.color).toBe('#76ce90');
    expect(s().diagnostics.droppedBatches).toBe(3);
  });

  it('drops events that arrive before any snapshot', () => {
    const fresh = createAppStore();
    fresh.getState().applyEvents([update()], 0);
    expect(fresh.getState().channels.subscriptions).toEqual({});
    expect(fresh.getState().diagnostics.droppedBatches).toBe(1);
  });

  it('counts unknown and unhandled kinds without throwing, and keeps applying the batch', () => {
    const unhandled = event('onboarding_steps', { onboarding_steps: [] });
    const batch = [
      unknownEvent({ type: 'brand_new' }),
      unhandled,
      update(),
      unknownEvent({ type: 'brand_new' }),
    ];
    expect(() => s().applyEvents(batch, 2, 'a1')).not.toThrow();
    expect(s().channels.subscriptions.get(1)?.color).toBe('#000000');
    expect(s().diagnostics.unhandledEvents).toEqual({ 'unknown:brand_new': 2, onboarding_steps: 1 });
    expect(console.debug).toHaveBeenCalledTimes(3);
  });

  it('leaves the store untouched by a batch that changes nothing', () => {
    const before = s();
    const listener = vi.fn();
    store.subscribe(listener);
    s().applyEvents(
      [event('subscription/update', { stream_id: 99, property: 'color', value: '#fff' })],
      2,
      'a1',
    );
    expect(listener).not.toHaveBeenCalled();
    expect(s()).toBe(before);
  });

  it('tells batch listeners about each batch it applied, after applying it, and not about dropped ones', () => {
    const seen: [string | null, boolean, string | undefined][] = [];
    const stop = s().onEventsApplied((batch) => {
      // The state is already the new one when a listener runs.
      seen.push([batch.accountId, batch.replayed, store.getState().channels.subscriptions.get(1)?.color]);
    });
    s().applyEvents([update()], 1, 'a1');
    s().applyEvents([update()], 2, 'a1');
    s().applyEvents([update()], 2, 'a1', true);
    stop();
    s().applyEvents([update()], 2, 'a1');
    expect(seen).toEqual([
      ['a1', false, '#000000'],
      ['a1', true, '#000000'],
    ]);
  });

  it('keeps applying and telling the other listeners when one listener throws', async () => {
    const errors: unknown[] = [];
    const catcher = (err: unknown) => errors.push(err);
    process.on('uncaughtException', catcher);
    const second = vi.fn();
    s().onEventsApplied(() => {
      throw new Error('notifier bug');
    });
    s().onEventsApplied(second);
    expect(() => s().applyEvents([update()], 2, 'a1')).not.toThrow();
    expect(second).toHaveBeenCalledTimes(1);
    expect(s().channels.subscriptions.get(1)?.color).toBe('#000000');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('uncaughtException', catcher);
    expect(errors).toEqual([new Error('notifier bug')]);
  });
});

describe('an account store', () => {
  it('belongs to its account: batches of any other account are dropped', () => {
    const own = createAppStore(Date.now, 'a2');
    expect(own.getState().sync).toEqual({ accountId: 'a2', generation: null });
    own
      .getState()
      .applySnapshot({ ...baseSnapshot, subscriptions: [subscription({ stream_id: 1, name: 'a' })] }, 1);
    expect(own.getState().sync).toEqual({ accountId: 'a2', generation: 1 });
    own
      .getState()
      .applyEvents(
        [event('subscription/update', { stream_id: 1, property: 'color', value: '#000' })],
        1,
        'a1',
      );
    expect(own.getState().diagnostics.droppedBatches).toBe(1);
  });
});
