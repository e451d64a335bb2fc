// The user-setting half of PATCH /settings: checking every value against the catalogue, finding
// whose settings an administrator changes, and storing one change with its events.
import type { SettingsTargetUsers } from '../../../shared/api/settings';
import {
  LANGUAGES,
  SETTING_NAMES,
  findSetting,
  validateSettingValue,
  type SettingValue,
} from '../../../shared/settings';
import { badRequest } from '../../http/failure';
import type { Realm } from '../../realm/realm';
import { inGroup } from '../../realm/roles';
import type { UserRecord } from '../../realm/types';
import { emitPersonUpdate } from './audience';

/**
 * Every catalogue parameter present in the request, checked and in the form the server stores
 * (trimmed, aliases resolved). Throws on the first invalid one, before anything changes.
 */
export function checkedSettingValues(params: Record<string, unknown>): Map<string, SettingValue> {
  const values = new Map<string, SettingValue>();
  for (const name of SETTING_NAMES) {
    const raw = params[name];
    if (raw === undefined) continue;
    const check = validateSettingValue(name, raw);
    if (!check.ok) throw badRequest(check.msg, { var_name: name });
    values.set(name, check.value);
  }
  return values;
}

export function isAccountField(name: string): boolean {
  return findSetting(name)?.accountOnly === true;
}

/**
 * The users target_users names: listed users plus the active members of listed groups, less those
 * who edited their settings themselves when skip_if_already_edited is set.
 */
export function resolveTargetUsers(realm: Realm, target: SettingsTargetUsers): UserRecord[] {
  const chosen = new Map<number, UserRecord>();
  for (const id of target.user_ids ?? []) {
    const user = realm.user(id);
    if (!user || !user.is_active) throw badRequest(`Invalid user ID: ${id}`);
    chosen.set(id, user);
  }
  for (const groupId of target.group_ids ?? []) {
    const group = realm.groups.get(groupId);
    if (!group || group.deactivated) throw badRequest(`Invalid user group ID: ${groupId}`);
    for (const user of realm.activeUsers()) if (inGroup(realm, groupId, user)) chosen.set(user.user_id, user);
  }
  const users = [...chosen.values()];
  return target.skip_if_already_edited ? users.filter((user) => !user.settings_edited) : users;
}

/** The stored value; the time zone lives on the user row, where the user object reads it. */
export function currentSetting(user: UserRecord, name: string): SettingValue | undefined {
  return name === 'timezone' ? user.timezone : user.settings[name];
}

/** Stores one changed setting and sends its events. */
export function applySetting(realm: Realm, user: UserRecord, name: string, value: SettingValue): void {
  user.settings[name] = value;
  const event: Record<string, unknown> = { type: 'user_settings', op: 'update', property: name, value };
  if (name === 'default_language') {
    event.language_name = LANGUAGES.find((language) => language.code === value)?.name ?? String(value);
  }
  realm.emit([user.user_id], event);
  if (name === 'timezone') {
    user.timezone = String(value);
    // Others see the zone on the user's profile; the deprecated email still rides along.
    emitPersonUpdate(realm, user, { email: user.email, timezone: user.timezone });
  }
  // Turning synchronization off forgets the server's copies; clients keep theirs, so no events.
  if (name === 'enable_drafts_synchronization' && value === false) user.drafts.clear();
}
