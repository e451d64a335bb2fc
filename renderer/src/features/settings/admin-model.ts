// The administrator's bulk update (PATCH /settings with target_users): which settings can be
// pushed to others, how groups are named, and the checked request. Pure, so it is tested.
import { SETTINGS_CATALOG, type CatalogEntry, type SettingValue } from '../../../../shared/settings/catalog';
import { validateSettingValue } from '../../../../shared/settings/validate';

/**
 * target_users arrived at this feature level (SETTINGS_TARGET_USERS_FEATURE_LEVEL in shared/api,
 * restated so the renderer bundle does not pull in the schema library; a test keeps them equal).
 */
export const TARGET_USERS_FEATURE_LEVEL = 444;

/** Settings an administrator may set for others: every user setting this server knows. */
export function bulkSettings(featureLevel: number): CatalogEntry[] {
  return SETTINGS_CATALOG.filter(
    (entry) =>
      !entry.accountOnly && (entry.minFeatureLevel === undefined || entry.minFeatureLevel <= featureLevel),
  );
}

export function bulkUnavailableReason(featureLevel: number): string | undefined {
  if (featureLevel >= TARGET_USERS_FEATURE_LEVEL) return undefined;
  return (
    `This server cannot change other people's settings: that needs feature level ` +
    `${TARGET_USERS_FEATURE_LEVEL} and it has ${featureLevel}.`
  );
}

const SYSTEM_GROUP_LABELS: Record<string, string> = {
  'role:everyone': 'Everyone, guests included',
  'role:members': 'All members',
  'role:fullmembers': 'Full members',
  'role:moderators': 'Moderators and above',
  'role:administrators': 'Administrators and owners',
  'role:owners': 'Owners',
};

/** Groups worth offering: active ones, and of the system groups only those with people in them. */
export function pickableGroup(group: {
  name: string;
  isSystemGroup: boolean;
  deactivated: boolean;
}): boolean {
  if (group.deactivated) return false;
  return !group.isSystemGroup || group.name in SYSTEM_GROUP_LABELS;
}

export function groupLabel(group: { name: string; isSystemGroup: boolean }): string {
  return (group.isSystemGroup ? SYSTEM_GROUP_LABELS[group.name] : undefined) ?? group.name;
}

export interface BulkRequest {
  name: string;
  value: unknown;
  userIds: readonly number[];
  groupIds: readonly number[];
  skipIfAlreadyEdited: boolean;
}

export type BulkParams = Record<string, SettingValue> & {
  target_users: { user_ids?: number[]; group_ids?: number[]; skip_if_already_edited: boolean };
};

/** The PATCH /settings parameters, or the reason the form refuses to send them. */
export function bulkParams(
  request: BulkRequest,
): { ok: true; params: BulkParams } | { ok: false; reason: string } {
  if (request.userIds.length === 0 && request.groupIds.length === 0) {
    return { ok: false, reason: 'Choose at least one person or group.' };
  }
  const check = validateSettingValue(request.name, request.value);
  if (!check.ok) return { ok: false, reason: check.msg };
  const target_users: BulkParams['target_users'] = { skip_if_already_edited: request.skipIfAlreadyEdited };
  if (request.userIds.length > 0) target_users.user_ids = [...request.userIds];
  if (request.groupIds.length > 0) target_users.group_ids = [...request.groupIds];
  return { ok: true, params: { [request.name]: check.value, target_users } as BulkParams };
}

/** What the administrator is told after the server accepted a bulk update. */
export function bulkOutcome(name: string, ignored: readonly string[] | undefined): string {
  return ignored?.includes(name)
    ? "Nobody's setting changed: everyone selected already had this value, or was skipped."
    : 'Applied to the selected people.';
}
