// PATCH /settings: the caller's own settings and account fields, or (FL 444) other users' settings
// in bulk for an administrator. Spec "Update settings", notes §8; the parameters come from the
// settings catalogue so the server, the client and the settings UI share one list.
import { z } from 'zod';
import { settingParamsShape } from '../settings';
import { defineOperation } from './operation';

/** Whose settings an administrator changes. Group members count only while active. */
export const settingsTargetUsers = z.strictObject({
  user_ids: z.array(z.number().int()).optional(),
  group_ids: z.array(z.number().int()).optional(),
  // Leave out users who have changed their settings themselves before.
  skip_if_already_edited: z.boolean().optional(),
});
export type SettingsTargetUsers = z.infer<typeof settingsTargetUsers>;

/** target_users arrived at this feature level. */
export const SETTINGS_TARGET_USERS_FEATURE_LEVEL = 444;

export const updateSettings = defineOperation({
  name: 'updateSettings',
  renderer: true,
  method: 'PATCH',
  path: '/settings',
  summary: 'Change user settings and account fields; unchanged values come back as ignored',
  // The unified endpoint for display, notification and account settings (FL 80).
  minFeatureLevel: 80,
  params: z.object({
    ...settingParamsShape(),
    target_users: settingsTargetUsers.optional(),
  }),
  // The envelope's ignored list is kept in the parsed response (not stripped like other unknown
  // keys) because the settings UI must tell "saved" from "ignored by this server".
  response: z.object({ ignored_parameters_unsupported: z.array(z.string()).optional() }),
});
