// The administrator's bulk update (PATCH /settings with target_users): which settings can be
// pushed to others, how groups are named, and the checked request. Pure, so it is tested; what it
// says is catalogue messages, formatted where shown.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { SETTINGS_CATALOG, type CatalogEntry, type SettingValue } from '../../../../shared/settings/catalog';
import { validateSettingValue } from '../../../../shared/settings/validate';
import { type Phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  unavailable: {
    id: 'settings.admin.unavailable',
    defaultMessage:
      "This server cannot change other people's settings: that needs feature level {required} and it has {actual}.",
  },
  noTargets: { id: 'settings.admin.no_targets', defaultMessage: 'Choose at least one person or group.' },
  nobodyChanged: {
    id: 'settings.admin.nobody_changed',
    defaultMessage: "Nobody's setting changed: everyone selected already had this value, or was skipped.",
  },
  applied: { id: 'settings.admin.applied', defaultMessage: 'Applied to the selected people.' },
});

const SYSTEM_GROUP_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'role:everyone': { id: 'settings.admin.group.everyone', defaultMessage: 'Everyone, guests included' },
  'role:members': { id: 'settings.admin.group.members', defaultMessage: 'All members' },
  'role:fullmembers': { id: 'settings.admin.group.full_members', defaultMessage: 'Full members' },
  'role:moderators': { id: 'settings.admin.group.moderators', defaultMessage: 'Moderators and above' },
  'role:administrators': {
    id: 'settings.admin.group.administrators',
    defaultMessage: 'Administrators and owners',
  },
  'role:owners': { id: 'settings.admin.group.owners', defaultMessage: 'Owners' },
});

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

export function bulkUnavailableReason(featureLevel: number): Phrase | undefined {
  if (featureLevel >= TARGET_USERS_FEATURE_LEVEL) return undefined;
  // Feature levels are version numbers: given as text so they are never grouped like amounts.
  const values = { required: String(TARGET_USERS_FEATURE_LEVEL), actual: String(featureLevel) };
  return { message: messages.unavailable, values };
}

/** Groups worth offering: active ones, and of the system groups only those with people in them. */
export function pickableGroup(group: {
  name: string;
  isSystemGroup: boolean;
  deactivated: boolean;
}): boolean {
  if (group.deactivated) return false;
  return !group.isSystemGroup || group.name in SYSTEM_GROUP_LABELS;
}

/** Role groups by our plain name for the role; other groups by the name the organization gave them. */
export function groupLabel(group: { name: string; isSystemGroup: boolean }, intl: IntlShape): string {
  const role = group.isSystemGroup ? SYSTEM_GROUP_LABELS[group.name] : undefined;
  return role ? intl.formatMessage(role) : group.name;
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
): { ok: true; params: BulkParams } | { ok: false; reason: Phrase } {
  if (request.userIds.length === 0 && request.groupIds.length === 0) {
    return { ok: false, reason: { message: messages.noTargets } };
  }
  const check = validateSettingValue(request.name, request.value);
  if (!check.ok) return { ok: false, reason: check.problem };
  const target_users: BulkParams['target_users'] = { skip_if_already_edited: request.skipIfAlreadyEdited };
  if (request.userIds.length > 0) target_users.user_ids = [...request.userIds];
  if (request.groupIds.length > 0) target_users.group_ids = [...request.groupIds];
  return { ok: true, params: { [request.name]: check.value, target_users } as BulkParams };
}

/** What the administrator is told after the server accepted a bulk update. */
export function bulkOutcome(name: string, ignored: readonly string[] | undefined): Phrase {
  return { message: ignored?.includes(name) ? messages.nobodyChanged : messages.applied };
}
