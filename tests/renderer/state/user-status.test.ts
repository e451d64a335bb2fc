import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { normalizeStatus, userStatusFromSnapshot } from '../../../renderer/src/state/user-status';
import { baseSnapshot, event } from '../support/factories';

let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');

const meeting = {
  status_text: 'In a meeting',
  emoji_name: 'calendar',
  emoji_code: '1f4c6',
  reaction_type: 'unicode_emoji',
};

beforeEach(() => {
  store = createAppStore();
  s().applySnapshot(
    { ...baseSnapshot, user_status: { '11': meeting, '12': { away: true }, x: {} } },
    1,
    'a1',
  );
});

describe('user_status snapshot', () => {
  it('reads the map by user ID and skips keys that are not IDs', () => {
    expect(s().userStatus.byUser.toJSON()).toEqual({ 11: meeting, 12: { away: true } });
  });

  it('normalizes cleared values away, as register leaves them out', () => {
    const cleared = userStatusFromSnapshot({
      user_status: { '5': { status_text: '', emoji_name: '', emoji_code: '', away: false } },
    });
    expect(cleared.byUser.size).toBe(0);
    expect(normalizeStatus({ status_text: 'Hi', emoji_name: '', emoji_code: '1f600' })).toEqual({
      status_text: 'Hi',
    });
  });
});

describe('normalizeStatus', () => {
  it("keeps an emoji's code and type only with its name, and only set strings", () => {
    expect(normalizeStatus({ emoji_code: '1f600', reaction_type: 'unicode_emoji', away: true })).toEqual({
      away: true,
    });
    expect(normalizeStatus({ emoji_code: '1f600', reaction_type: 'unicode_emoji' })).toBeNull();
    expect(normalizeStatus({ status_text: 5, emoji_name: 'x', emoji_code: '', away: 'yes' })).toEqual({
      emoji_name: 'x',
    });
    expect(normalizeStatus({ away: false })).toBeNull();
  });

  it('lists the keys in the order register does, whatever order they came in, and only those', () => {
    const status = normalizeStatus({ away: true, ...meeting, extra: 1 });
    expect(Object.keys(status ?? {})).toEqual([
      'status_text',
      'emoji_name',
      'emoji_code',
      'reaction_type',
      'away',
    ]);
  });
});

describe('user_status events', () => {
  it('applies only the keys present', () => {
    apply(event('user_status', { user_id: 11, status_text: 'Lunch' }));
    expect(s().userStatus.byUser.get(11)).toEqual({ ...meeting, status_text: 'Lunch' });
  });

  it('"" clears a key, and clearing everything removes the entry', () => {
    apply(event('user_status', { user_id: 11, emoji_name: '', emoji_code: '', reaction_type: '' }));
    expect(s().userStatus.byUser.get(11)).toEqual({ status_text: 'In a meeting' });
    apply(event('user_status', { user_id: 11, status_text: '' }));
    expect(s().userStatus.byUser.get(11)).toBeUndefined();
  });

  it('adds a status for a user without one and clears the deprecated away flag', () => {
    apply(event('user_status', { user_id: 20, status_text: 'Hello', away: false }));
    expect(s().userStatus.byUser.get(20)).toEqual({ status_text: 'Hello' });
    apply(event('user_status', { user_id: 12, away: false }));
    expect(s().userStatus.byUser.get(12)).toBeUndefined();
  });

  it('keeps the same object for a no-op and ignores unknown keys', () => {
    const before = s().userStatus;
    apply(
      event('user_status', { user_id: 11, status_text: 'In a meeting' }),
      event('user_status', { user_id: 11, mood: 'great' }),
      event('user_status', { user_id: 30, status_text: '' }),
    );
    expect(s().userStatus).toBe(before);
  });
});
