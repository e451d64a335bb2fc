// Realm settings slice: every organization setting from the snapshot's `realm_*` fields, kept
// current by realm/update and realm/update_dict, plus the organization's defaults for new users'
// settings. Settings are looked up by name, so ones this client does not know yet are kept too.
import type { EventOfKind } from '../../../shared/events';
import { patched } from './same-json';
import { isRecord, type Snapshot } from './snapshot-read';

export interface RealmSettingsState {
  /** Setting name without the `realm_` prefix (e.g. `topics_policy`) → value. */
  values: Readonly<Record<string, unknown>>;
  /** realm_user_settings_defaults: what new users' settings start as. */
  userSettingsDefaults: Readonly<Record<string, unknown>>;
  /** The organization was deactivated; a 401 follows and main signs the account out. */
  deactivated: boolean;
}

export const initialRealmSettings: RealmSettingsState = {
  values: {},
  userSettingsDefaults: {},
  deactivated: false,
};

const PREFIX = 'realm_';
// Snapshot keys that start with the prefix but are sections of their own, not settings.
const NOT_SETTINGS = new Set([
  'realm_users',
  'realm_non_active_users',
  'realm_user_groups',
  'realm_emoji',
  'realm_default_streams',
  'realm_default_stream_groups',
  'realm_user_settings_defaults',
  'realm_linkifiers',
  'realm_playgrounds',
  'realm_domains',
  'realm_filters',
  'realm_bots',
]);

export function realmSettingsFromSnapshot(snapshot: Snapshot): RealmSettingsState {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    if (key.startsWith(PREFIX) && !NOT_SETTINGS.has(key)) values[key.slice(PREFIX.length)] = value;
  }
  const defaults = snapshot.realm_user_settings_defaults;
  return {
    values,
    userSettingsDefaults: isRecord(defaults) ? defaults : {},
    deactivated: false,
  };
}

function withValues(state: RealmSettingsState, patch: Record<string, unknown>): RealmSettingsState {
  const values = patched(state.values, patch);
  return values === state.values ? state : { ...state, values };
}

/** One setting; a description change also carries its rendering. */
export function handleRealmSettingUpdate(
  state: RealmSettingsState,
  event: EventOfKind<'realm/update'>,
): RealmSettingsState {
  const patch: Record<string, unknown> = { [event.property]: event.value };
  if (typeof event.rendered_description === 'string') patch.rendered_description = event.rendered_description;
  return withValues(state, patch);
}

/**
 * Several settings at once. The data keys are the settings' names whatever the group: "default"
 * sends e.g. allow_message_editing, "icon" sends icon_url and icon_source, "logo" logo_url.
 */
export function handleRealmSettingUpdateDict(
  state: RealmSettingsState,
  event: EventOfKind<'realm/update_dict'>,
): RealmSettingsState {
  return withValues(state, event.data);
}

export function handleRealmDeactivated(
  state: RealmSettingsState,
  _event: EventOfKind<'realm/deactivated'>,
): RealmSettingsState {
  return state.deactivated ? state : { ...state, deactivated: true };
}

export function handleUserSettingsDefaultsUpdate(
  state: RealmSettingsState,
  event: EventOfKind<'realm_user_settings_defaults/update'>,
): RealmSettingsState {
  const defaults = patched(state.userSettingsDefaults, { [event.property]: event.value });
  return defaults === state.userSettingsDefaults ? state : { ...state, userSettingsDefaults: defaults };
}

/** A setting's value when it has the expected type, else the fallback (older servers lack many). */
export function realmSetting<T extends string | number | boolean>(
  state: RealmSettingsState,
  name: string,
  fallback: T,
): T {
  const value = state.values[name];
  return typeof value === typeof fallback ? (value as T) : fallback;
}
