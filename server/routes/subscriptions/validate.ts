// Checks shared by the channel routes: names, descriptions, retention, group settings, principals.
// They only read the realm and throw ApiFailure, so a request is judged before anything changes.
import { ApiFailure, badRequest } from '../../http/failure';
import { LIMITS, type Realm } from '../../realm/realm';
import { isOwner, isValidGroupSetting, systemGroupId } from '../../realm/roles';
import type { GroupSetting, UserRecord } from '../../realm/types';
import { canAccessUser } from '../../realm/visibility';

/** Control characters and Unicode non-characters cannot appear in channel names. */
function isForbiddenInName(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  const low16 = code & 0xffff;
  return (
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xfdd0 && code <= 0xfdef) || low16 >= 0xfffe
  );
}

/** The trimmed channel name, or a BAD_REQUEST saying what is wrong with it. */
export function checkChannelName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw badRequest("Channel name can't be empty.");
  if ([...name].length > LIMITS.max_stream_name_length) {
    throw badRequest(`Channel name too long (limit: ${LIMITS.max_stream_name_length} characters).`);
  }
  const position = [...name].findIndex(isForbiddenInName);
  if (position >= 0) throw badRequest(`Invalid character in channel name, at position ${position + 1}.`);
  return name;
}

/** Descriptions are one line: newlines become spaces, as the real server stores them. */
export function checkChannelDescription(raw: string): string {
  const description = raw.replace(/\r?\n/g, ' ');
  if ([...description].length > LIMITS.max_stream_description_length) {
    throw badRequest(
      `Channel description too long (limit: ${LIMITS.max_stream_description_length} characters).`,
    );
  }
  return description;
}

/** Role-gated actions answer like the real server's OrganizationOwnerRequiredError and friends. */
export const ownerRequired = (): ApiFailure =>
  new ApiFailure(400, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner');
export const adminRequired = (): ApiFailure =>
  new ApiFailure(400, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator');

/**
 * message_retention_days as stored: null inherits the organization, -1 keeps forever. Only owners
 * may set anything but the organization default.
 */
export function checkRetention(
  user: UserRecord,
  value: number | 'realm_default' | 'unlimited',
): number | null {
  if (value === 'realm_default') return null;
  if (typeof value === 'number' && value < 1) {
    throw badRequest(`Bad value for 'message_retention_days': ${value}`);
  }
  if (!isOwner(user)) throw ownerRequired();
  return value === 'unlimited' ? -1 : value;
}

/** A group-setting value must name existing users and groups, and never the "internet" group. */
export function checkGroupSetting(realm: Realm, name: string, value: GroupSetting): GroupSetting {
  const internet = systemGroupId(realm, 'role:internet');
  const groups = typeof value === 'number' ? [value] : value.direct_subgroups;
  if (!isValidGroupSetting(realm, value) || groups.includes(internet)) {
    throw badRequest(`Invalid user group for '${name}'.`);
  }
  if (typeof value === 'number') return value;
  return {
    direct_members: [...new Set(value.direct_members)].sort((a, b) => a - b),
    direct_subgroups: [...new Set(value.direct_subgroups)].sort((a, b) => a - b),
  };
}

/** Two group-setting values mean the same set of users and groups. */
export function sameGroupSetting(a: GroupSetting, b: GroupSetting): boolean {
  const norm = (v: GroupSetting) => {
    if (typeof v === 'number') return `g${v}`;
    // An anonymous group of exactly one subgroup is that group.
    if (v.direct_members.length === 0 && v.direct_subgroups.length === 1) return `g${v.direct_subgroups[0]}`;
    const sorted = (ids: number[]) => [...new Set(ids)].sort((x, y) => x - y).join(',');
    return `m${sorted(v.direct_members)}|s${sorted(v.direct_subgroups)}`;
  };
  return norm(a) === norm(b);
}

/**
 * Resolves principals (user IDs or API emails) to active users the caller may know about; the
 * caller alone when there are none. Unknown or deactivated ones are a BAD_REQUEST (FL ≥ 208).
 */
export function resolvePrincipals(
  realm: Realm,
  caller: UserRecord,
  principals: number[] | string[] | undefined,
): UserRecord[] {
  if (principals === undefined || principals.length === 0) return [caller];
  const users = new Map<number, UserRecord>();
  for (const principal of principals) {
    const user = typeof principal === 'number' ? realm.user(principal) : realm.userByEmail(principal);
    if (!user || !user.is_active || !canAccessUser(realm, caller, user)) {
      throw badRequest('No such user');
    }
    users.set(user.user_id, user);
  }
  return [...users.values()];
}
