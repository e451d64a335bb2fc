import { expect, it } from 'vitest';
import { realmSetting } from '../../../renderer/src/state/realm-settings';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const snapshot = {
  realm_topics_policy: 'disable_empty_topic',
  realm_allow_message_editing: true,
  realm_icon_url: '/icon.png',
  realm_users: [],
  realm_user_settings_defaults: { color_scheme: 1 },
};

it('holds every realm_* setting by its name, sections excluded', () => {
  const f = storeFrom(snapshot);
  const settings = f.s().realmSettings;
  expect(settings.values).toMatchObject({
    topics_policy: 'disable_empty_topic',
    allow_message_editing: true,
  });
  expect(settings.values).not.toHaveProperty('users');
  expect(realmSetting(settings, 'topics_policy', 'allow_empty_topic')).toBe('disable_empty_topic');
  // Missing or of another type: the caller's fallback.
  expect(realmSetting(settings, 'waiting_period_threshold', 0)).toBe(0);
  expect(realmSetting(settings, 'topics_policy', false)).toBe(false);
});

it('realm/update sets one setting, known or not, with the rendered description', () => {
  const f = storeFrom(snapshot);
  f.apply(
    event('realm/update', { property: 'topics_policy', value: 'allow_empty_topic' }),
    event('realm/update', {
      property: 'description',
      value: '**Hi**',
      rendered_description: '<p><b>Hi</b></p>',
    }),
    event('realm/update', { property: 'quantum_mode', value: { level: 2 } }),
    event('realm/update', { property: 'name', value: 'Renamed' }),
  );
  expect(f.s().realmSettings.values).toMatchObject({
    topics_policy: 'allow_empty_topic',
    description: '**Hi**',
    rendered_description: '<p><b>Hi</b></p>',
    quantum_mode: { level: 2 },
  });
  expect(f.s().realm.name).toBe('Renamed');
});

it('realm/update_dict stores its data keys whatever the group', () => {
  const f = storeFrom(snapshot);
  f.apply(
    event('realm/update_dict', { property: 'default', data: { allow_message_editing: false } }),
    event('realm/update_dict', { property: 'icon', data: { icon_url: '/new.png', icon_source: 'U' } }),
  );
  expect(f.s().realmSettings.values).toMatchObject({
    allow_message_editing: false,
    icon_url: '/new.png',
    icon_source: 'U',
  });
  expect(f.s().realm.iconUrl).toBe('/new.png');
  const before = f.s().realmSettings;
  f.apply(event('realm/update_dict', { property: 'default', data: { allow_message_editing: false } }));
  expect(f.s().realmSettings).toBe(before);
});

it('new-user defaults and deactivation of the organization', () => {
  const f = storeFrom(snapshot);
  f.apply(
    event('realm_user_settings_defaults/update', { property: 'color_scheme', value: 2 }),
    event('realm_user_settings_defaults/update', { property: 'brand_new_default', value: 'x' }),
    event('realm/deactivated', { realm_id: 2 }),
  );
  expect(f.s().realmSettings.userSettingsDefaults).toEqual({ color_scheme: 2, brand_new_default: 'x' });
  expect(f.s().realmSettings.deactivated).toBe(true);
});
