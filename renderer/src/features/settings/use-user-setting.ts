// Hooks other features use to read a user setting (e.g. messages: twenty_four_hour_time; sidebar:
// demote_inactive_streams; people: user_list_style). They re-render only when that one value changes.
import {
  findSetting,
  type KindOf,
  type SettingName,
  type SettingValue,
} from '../../../../shared/settings/catalog';
import { useAppStore } from '../../state/selectors';
import type { AppStore } from '../../state/store';

/** The value type of one setting, from its kind: boolean, number or string. */
export type UserSettingValue<N extends SettingName> =
  KindOf<N> extends 'boolean' ? boolean : KindOf<N> extends 'integer' | 'integer-choice' ? number : string;

/** The account fields (full_name, email, passwords) are not user settings and have no value here. */
export type UserSettingName = {
  [N in SettingName]: KindOf<N> extends 'password' | 'email' | 'string' ? never : N;
}[SettingName];

function typeOfKind(name: string): 'boolean' | 'number' | 'string' {
  const kind = findSetting(name)?.kind;
  if (kind === 'boolean') return 'boolean';
  if (kind === 'integer' || kind === 'integer-choice') return 'number';
  return 'string';
}

/**
 * The server's value of a setting, or the catalogue default while none is known (before the
 * snapshot, or from a server that does not have the setting).
 */
export function selectUserSetting<N extends UserSettingName>(state: AppStore, name: N): UserSettingValue<N> {
  const value: SettingValue | undefined = state.userSettings.values[name];
  if (value !== undefined && typeof value === typeOfKind(name)) return value as UserSettingValue<N>;
  return findSetting(name)?.default as UserSettingValue<N>;
}

export function useUserSetting<N extends UserSettingName>(name: N): UserSettingValue<N> {
  return useAppStore((state) => selectUserSetting(state, name));
}

/** The raw values object, for code that applies many settings at once. */
export function useUserSettingValues(): Readonly<Record<string, SettingValue>> {
  return useAppStore((state) => state.userSettings.values);
}
