import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../renderer/src/state/store';
import { baseSnapshot, event } from '../support/factories';

function storeWith(snapshot: Record<string, unknown>) {
  const store = createAppStore();
  store.getState().applySnapshot(snapshot, 1, 'a1');
  return store;
}

const userSettings = {
  color_scheme: 1,
  twenty_four_hour_time: false,
  default_language: 'en',
  timezone: '',
  available_notification_sounds: ['zulip', 'ding'],
  emojiset_choices: [{ key: 'google', text: 'Modern' }],
};

describe('user settings slice', () => {
  it('reads user_settings with the sound and emoji lists, and ignores unknown keys', () => {
    const store = storeWith({ ...baseSnapshot, user_settings: { ...userSettings, brand_new: 1 } });
    const s = store.getState().userSettings;
    expect(s.loaded).toBe(true);
    expect(s.values).toEqual({
      color_scheme: 1,
      twenty_four_hour_time: false,
      default_language: 'en',
      timezone: '',
    });
    expect(s.availableNotificationSounds).toEqual(['zulip', 'ding']);
    expect(s.emojisetChoices).toEqual([{ key: 'google', text: 'Modern' }]);
  });

  it('reads the top-level keys of a server without user_settings_object', () => {
    const store = storeWith({ ...baseSnapshot, color_scheme: 2, enable_sounds: false, timezone: 'UTC' });
    expect(store.getState().userSettings.values).toEqual({
      color_scheme: 2,
      enable_sounds: false,
      timezone: 'UTC',
    });
  });

  it('applies user_settings/update, and the legacy display and notification events', () => {
    const store = storeWith({ ...baseSnapshot, user_settings: userSettings });
    store.getState().applyEvents(
      [
        event('user_settings/update', { property: 'color_scheme', value: 2 }),
        event('update_display_settings', { setting_name: 'twenty_four_hour_time', setting: true }),
        event('update_global_notifications', { notification_name: 'enable_sounds', setting: false }),
        event('user_settings/update', {
          property: 'default_language',
          value: 'de',
          language_name: 'German',
        }),
      ],
      1,
      'a1',
    );
    expect(store.getState().userSettings.values).toMatchObject({
      color_scheme: 2,
      twenty_four_hour_time: true,
      enable_sounds: false,
      default_language: 'de',
    });
  });

  it('keeps the same slice for a repeated value or a null', () => {
    const store = storeWith({ ...baseSnapshot, user_settings: userSettings });
    const before = store.getState().userSettings;
    store
      .getState()
      .applyEvents(
        [
          event('user_settings/update', { property: 'color_scheme', value: 1 }),
          event('user_settings/update', { property: 'color_scheme', value: null }),
        ],
        1,
        'a1',
      );
    expect(store.getState().userSettings).toBe(before);
  });
});

describe('realm slice: the signed-in user', () => {
  it('reads the role, with the old flags as a fallback, and follows own updates', () => {
    const store = storeWith({ ...baseSnapshot, role: 200, delivery_email: 'ada@real.example.org' });
    expect(store.getState().realm).toMatchObject({ ownRole: 200, ownDeliveryEmail: 'ada@real.example.org' });
    expect(storeWith({ ...baseSnapshot, is_owner: true }).getState().realm.ownRole).toBe(100);
    expect(storeWith({ ...baseSnapshot }).getState().realm.ownRole).toBe(400);

    const before = store.getState().realm;
    store
      .getState()
      .applyEvents(
        [event('realm_user/update', { person: { user_id: 99, full_name: 'Someone else' } })],
        1,
        'a1',
      );
    expect(store.getState().realm).toBe(before);
    store
      .getState()
      .applyEvents(
        [
          event('realm_user/update', { person: { user_id: 10, full_name: 'Ada King' } }),
          event('realm_user/update', { person: { user_id: 10, role: 400 } }),
        ],
        1,
        'a1',
      );
    expect(store.getState().realm).toMatchObject({ ownFullName: 'Ada King', ownRole: 400 });
  });
});
