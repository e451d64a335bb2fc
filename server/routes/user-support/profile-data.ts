// Custom-profile-field edits of PATCH /users/{user_id}: each value is checked against its field's
// type first (so a bad one changes nothing), then stored and announced as realm_user/update.
import type { ProfileDataUpdate } from '../../../shared/api/users';
import { CustomProfileFieldType as FieldType } from '../../../shared/objects';
import { badRequest } from '../../http/failure';
import { renderMarkdown } from '../../realm/markdown';
import type { Realm } from '../../realm/realm';
import type { CustomProfileFieldRecord, UserRecord } from '../../realm/types';
import { emitPersonUpdate } from './audience';

/** The server's caps on text values: short kinds 50, the paragraph kind 500. */
const SHORT_TEXT_LIMIT = 50;
const LONG_TEXT_LIMIT = 500;

/** One field's new stored value; null clears it. */
export interface ProfileChange {
  field: CustomProfileFieldRecord;
  value: string | null;
}

/** Checks every update and returns the ones that change something; throws on the first bad one. */
export function planProfileChanges(
  realm: Realm,
  target: UserRecord,
  updates: ProfileDataUpdate[],
): ProfileChange[] {
  const changes = new Map<number, ProfileChange>();
  for (const update of updates) {
    const field = realm.profileFields.get(update.id);
    if (!field) throw badRequest(`Field id ${update.id} not found.`);
    const isEmpty =
      update.value === null ||
      update.value === '' ||
      (Array.isArray(update.value) && update.value.length === 0);
    const value = isEmpty ? null : storedValue(realm, field, update.value as string | number[]);
    changes.set(field.id, { field, value });
  }
  return [...changes.values()].filter(
    (change) => (target.profile_data.get(change.field.id)?.value ?? null) !== change.value,
  );
}

/** Stores one checked change and tells everyone who can see the user. */
export function applyProfileChange(realm: Realm, target: UserRecord, change: ProfileChange): void {
  const { field, value } = change;
  if (value === null) {
    target.profile_data.delete(field.id);
    emitPersonUpdate(realm, target, { custom_profile_field: { id: field.id, value: null } });
    return;
  }
  // Only the two free-text kinds are rendered, as on the real server.
  const renderable = field.type === FieldType.ShortText || field.type === FieldType.LongText;
  const stored = renderable ? { value, rendered_value: renderMarkdown(value) } : { value };
  target.profile_data.set(field.id, stored);
  emitPersonUpdate(realm, target, { custom_profile_field: { id: field.id, ...stored } });
}

function storedValue(realm: Realm, field: CustomProfileFieldRecord, value: string | number[]): string {
  if (field.type === FieldType.User) {
    if (!Array.isArray(value)) throw badRequest(`${field.name} is not a list`);
    for (const id of value) {
      const user = realm.user(id);
      if (!user || !user.is_active) throw badRequest(`Invalid user ID: ${id}`);
    }
    return JSON.stringify([...new Set(value)]);
  }
  if (typeof value !== 'string') throw badRequest(`${field.name} is not a string`);
  switch (field.type) {
    case FieldType.LongText:
      return capped(field, value, LONG_TEXT_LIMIT);
    case FieldType.Select:
      return checkChoice(field, value);
    case FieldType.Date:
      if (!isIsoDate(value)) throw badRequest(`${field.name} is not a date`);
      return value;
    case FieldType.Link:
      if (!isUrl(value)) throw badRequest(`${field.name} is not a URL`);
      return value;
    default:
      return capped(field, value, SHORT_TEXT_LIMIT);
  }
}

function capped(field: CustomProfileFieldRecord, value: string, limit: number): string {
  if ([...value].length > limit) throw badRequest(`${field.name} is too long (limit: ${limit} characters)`);
  return value;
}

function checkChoice(field: CustomProfileFieldRecord, value: string): string {
  let options: Record<string, unknown> = {};
  try {
    options = JSON.parse(field.field_data) as Record<string, unknown>;
  } catch {
    // A field without readable choices accepts none.
  }
  if (!Object.hasOwn(options, value)) {
    throw badRequest(`'${value}' is not a valid choice for '${field.name}'.`);
  }
  return value;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects dates like 2024-02-31 that Date would roll over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
