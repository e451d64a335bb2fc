// User-settings slice: the `user_settings` object of the register snapshot, kept current by
// user_settings/update events (and by the legacy update_display_settings / update_global_notifications
// events that servers send to clients without the user_settings_object capability).
import type { EventOfKind, ScalarValue } from '../../../shared/events';
import { SETTINGS_CATALOG, type SettingValue } from '../../../shared/settings/catalog';
import { isRecord, type Snapshot } from './snapshot-read';

export interface EmojisetChoice {
  key: string;
  text: string;
}

export interface UserSettingsState {
  /** False until a snapshot carried user settings; the settings view waits for it. */
  loaded: boolean;
  /** Setting name → the server's current value. Names the server did not report are absent. */
  values: Readonly<Record<string, SettingValue>>;
  /** The sound names this server offers ("none" not included); empty when it did not say. */
  availableNotificationSounds: readonly string[];
  emojisetChoices: readonly EmojisetChoice[];
}

// The keys of `user_settings` the catalogue knows (account fields such as full_name are not in it).
const USER_SETTING_NAMES = SETTINGS_CATALOG.filter((entry) => !entry.accountOnly).map((entry) => entry.name);

export const initialUserSettings: UserSettingsState = {
  loaded: false,
  values: {},
  availableNotificationSounds: [],
  emojisetChoices: [],
};

function isSettingValue(value: unknown): value is SettingValue {
  return (
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

export function userSettingsFromSnapshot(snapshot: Snapshot): UserSettingsState {
  const modern = snapshot.user_settings;
  // Without user_settings_object (or from a very old server) the settings are top-level keys.
  const source: Record<string, unknown> = isRecord(modern) ? modern : snapshot;
  const values: Record<string, SettingValue> = {};
  for (const name of USER_SETTING_NAMES) {
    const value = source[name];
    if (isSettingValue(value)) values[name] = value;
  }
  // Older servers report the time zone only on the user row.
  if (values.timezone === undefined && typeof snapshot.timezone === 'string')
    values.timezone = snapshot.timezone;

  const sounds = source.available_notification_sounds;
  const emojisets = source.emojiset_choices;
  return {
    loaded: isRecord(modern) || Object.keys(values).length > 0,
    values,
    availableNotificationSounds: Array.isArray(sounds)
      ? sounds.filter((s): s is string => typeof s === 'string')
      : [],
    emojisetChoices: Array.isArray(emojisets)
      ? emojisets.filter(
          (c): c is EmojisetChoice => isRecord(c) && typeof c.key === 'string' && typeof c.text === 'string',
        )
      : [],
  };
}

/** Stores one changed value; the same object back when nothing changed or the value is unusable. */
export function withSetting(state: UserSettingsState, name: string, value: ScalarValue): UserSettingsState {
  // null only means "inherit" for per-channel settings; a user setting never takes it.
  if (value === null || !isSettingValue(value) || state.values[name] === value) return state;
  return { ...state, values: { ...state.values, [name]: value } };
}

export function handleUserSettingsUpdate(
  state: UserSettingsState,
  event: EventOfKind<'user_settings/update'>,
): UserSettingsState {
  return withSetting(state, event.property, event.value);
}

export function handleLegacyDisplaySettings(
  state: UserSettingsState,
  event: EventOfKind<'update_display_settings'>,
): UserSettingsState {
  return withSetting(state, event.setting_name, event.setting);
}

export function handleLegacyGlobalNotifications(
  state: UserSettingsState,
  event: EventOfKind<'update_global_notifications'>,
): UserSettingsState {
  return withSetting(state, event.notification_name, event.setting);
}
