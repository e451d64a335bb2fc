// PATCH /settings: the caller's settings and account fields, or other users' settings in bulk
// (target_users, administrators). Every value is checked before any is stored; each change is
// echoed as user_settings/update to the users whose setting changed; unchanged ones are ignored.
import { updateSettings } from '../../shared/api/settings';
import { badRequest, failure } from '../http/failure';
import { route } from '../http/route';
import { isAdmin } from '../realm/roles';
import type { UserRecord } from '../realm/types';
import { applyAccountChanges, planAccountChanges } from './user-support/account-fields';
import {
  applySetting,
  checkedSettingValues,
  currentSetting,
  isAccountField,
  resolveTargetUsers,
} from './user-support/settings-values';

export const settingsRoutes = [
  route(updateSettings, ({ realm, user, ignore }, params) => {
    const values = checkedSettingValues(params);
    const settingNames = [...values.keys()].filter((name) => !isAccountField(name));

    let targets: UserRecord[] = [user];
    let account = {};
    if (params.target_users !== undefined) {
      if (!isAdmin(user)) {
        throw failure(400, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator');
      }
      const accountField = [...values.keys()].find(isAccountField);
      if (accountField !== undefined) {
        throw badRequest(`${accountField} can only be changed by the user themselves`, {
          var_name: accountField,
        });
      }
      targets = resolveTargetUsers(realm, params.target_users);
    } else {
      account = planAccountChanges(realm, user, values, ignore);
    }

    // Nothing has changed so far; from here on every step succeeds.
    applyAccountChanges(realm, user, account);
    for (const name of settingNames) {
      const value = values.get(name);
      if (value === undefined) continue;
      const changing = targets.filter((target) => currentSetting(target, name) !== value);
      if (changing.length === 0) {
        ignore(name);
        continue;
      }
      for (const target of changing) {
        applySetting(realm, target, name, value);
        if (params.target_users === undefined) target.settings_edited = true;
      }
    }
    return {};
  }),
];
