import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import {
  DEFAULT_OFFLINE_THRESHOLD_SECONDS,
  presenceFromSnapshot,
  presenceStatus,
} from '../../../renderer/src/state/presence';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { baseSnapshot, event } from '../support/factories';

let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');

beforeEach(() => {
  store = createAppStore();
  s().applySnapshot(
    {
      ...baseSnapshot,
      server_presence_offline_threshold_seconds: 200,
      presences: { '11': { active_timestamp: 1000, idle_timestamp: 1100 }, bogus: { active_timestamp: 1 } },
    },
    1,
    'a1',
  );
});

describe('presence snapshot', () => {
  it('reads the modern map and the offline threshold', () => {
    expect(s().presence.byUser.toJSON()).toEqual({ 11: { active_timestamp: 1000, idle_timestamp: 1100 } });
    expect(s().presence.offlineThresholdSeconds).toBe(200);
  });

  it('skips keys that are not user ids and values without both times, keeping only the two times', () => {
    const state = presenceFromSnapshot({
      presences: {
        '11': { active_timestamp: 1, idle_timestamp: 2, client: 'website' },
        '1.5': { active_timestamp: 1, idle_timestamp: 2 },
        '12': { active_timestamp: 1 },
        '13': null,
      },
    });
    expect(state.byUser.toJSON()).toEqual({ 11: { active_timestamp: 1, idle_timestamp: 2 } });
    expect(Object.keys(state.byUser.get(11) ?? {})).toEqual(['active_timestamp', 'idle_timestamp']);
    expect(presenceFromSnapshot({ presences: [] }).byUser.size).toBe(0);
  });

  it('falls back to 140 seconds without the server constant', () => {
    expect(presenceFromSnapshot({}).offlineThresholdSeconds).toBe(DEFAULT_OFFLINE_THRESHOLD_SECONDS);
    expect(DEFAULT_OFFLINE_THRESHOLD_SECONDS).toBe(140);
  });
});

describe('presence events', () => {
  it('modern form replaces each listed user and keeps the others', () => {
    apply(
      event('presence', {
        presences: { '12': { active_timestamp: 2000, idle_timestamp: 2000 } },
        server_timestamp: 2000.5,
      }),
    );
    expect(s().presence.byUser.get(11)).toEqual({ active_timestamp: 1000, idle_timestamp: 1100 });
    expect(s().presence.byUser.get(12)).toEqual({ active_timestamp: 2000, idle_timestamp: 2000 });
  });

  it('legacy form: an active client advances both times, an idle one only the idle time', () => {
    apply(
      event('presence', {
        user_id: 11,
        email: 'user11@example.org',
        server_timestamp: 3000,
        presence: { website: { client: 'website', status: 'idle', timestamp: 3000, pushable: false } },
      }),
    );
    expect(s().presence.byUser.get(11)).toEqual({ active_timestamp: 1000, idle_timestamp: 3000 });
    apply(
      event('presence', {
        user_id: 13,
        server_timestamp: 4000,
        presence: {
          website: { client: 'website', status: 'active', timestamp: 3900 },
          ZulipMobile: { client: 'ZulipMobile', status: 'idle', timestamp: 4000 },
        },
      }),
    );
    expect(s().presence.byUser.get(13)).toEqual({ active_timestamp: 3900, idle_timestamp: 4000 });
  });

  it('keeps the same object when nothing changes, and ignores unknown client statuses', () => {
    const before = s().presence;
    apply(
      event('presence', { presences: { '11': { active_timestamp: 1000, idle_timestamp: 1100 } } }),
      event('presence', {
        user_id: 11,
        presence: { website: { status: 'dancing', timestamp: 500 } },
        color: 'blue',
      }),
    );
    expect(s().presence).toBe(before);
  });
});

describe('presenceStatus', () => {
  const seen = { active_timestamp: 1000, idle_timestamp: 1100 };
  it('is active within the threshold of the last activity', () => {
    expect(presenceStatus(seen, 1139, 140)).toBe('active');
  });
  it('is idle when connected within the threshold but not active', () => {
    expect(presenceStatus(seen, 1140, 140)).toBe('idle');
    expect(presenceStatus(seen, 1239, 140)).toBe('idle');
  });
  it('is offline after the threshold, or without any presence', () => {
    expect(presenceStatus(seen, 1240, 140)).toBe('offline');
    expect(presenceStatus(undefined, 1000, 140)).toBe('offline');
  });
});
