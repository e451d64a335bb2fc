// How one custom-profile-field value reads, by field type. Pure, so each type's rules are tested
// without a DOM; profile-fields.tsx turns the result into elements.
import type { CustomProfileField, ProfileFieldValue } from '../../../../shared/objects';
import { isRecord, parseJson } from '../../state/json-value';

export type FieldDisplay =
  | { kind: 'text'; text: string }
  /** Server-rendered HTML; must go through the sanitizer. */
  | { kind: 'html'; html: string }
  | { kind: 'link'; url: string; text: string }
  /** A calendar day (midnight UTC), to be formatted in the window's language with timeZone UTC. */
  | { kind: 'date'; date: Date }
  | { kind: 'users'; userIds: number[] };

/** Field type numbers (shared/objects' CustomProfileFieldType, restated to keep zod out of the bundle). */
export const FIELD_TYPE = {
  shortText: 1,
  longText: 2,
  select: 3,
  date: 4,
  link: 5,
  users: 6,
  externalAccount: 7,
  pronouns: 8,
} as const;

/** Profile URL patterns of the external-account subtypes every server knows. */
const DEFAULT_ACCOUNT_PATTERNS: Record<string, string> = {
  github: 'https://github.com/%(username)s',
  twitter: 'https://twitter.com/%(username)s',
};

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The choice's name for a dropdown value (field_data maps value → {text, order}). */
export function choiceName(field: CustomProfileField, value: string): string {
  const choices = parseJson(field.field_data);
  const choice = isRecord(choices) ? choices[value] : undefined;
  return isRecord(choice) && typeof choice.text === 'string' ? choice.text : value;
}

/** The account's profile URL, from the subtype's pattern (or a custom field's own url_pattern). */
export function externalAccountUrl(field: CustomProfileField, username: string): string | null {
  const data = parseJson(field.field_data);
  if (!isRecord(data)) return null;
  const subtype = typeof data.subtype === 'string' ? data.subtype : '';
  const pattern =
    typeof data.url_pattern === 'string' && data.url_pattern !== ''
      ? data.url_pattern
      : DEFAULT_ACCOUNT_PATTERNS[subtype];
  if (pattern === undefined || !pattern.includes('%(username)s')) return null;
  return httpUrl(pattern.replace('%(username)s', encodeURIComponent(username)));
}

/** A YYYY-MM-DD date as midnight UTC (the date itself has no time zone), or null when it is not one. */
export function parseProfileDate(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How a profile date is shown: the day in the reader's language, never shifted by their zone. */
export const PROFILE_DATE_FORMAT = { dateStyle: 'long', timeZone: 'UTC' } as const;

function userIds(value: string): number[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
}

/** What to show for a value, or null when the field is empty. */
export function displayProfileField(
  field: CustomProfileField,
  entry: ProfileFieldValue | undefined,
): FieldDisplay | null {
  const value = entry?.value;
  if (value === undefined || value === null || value === '') return null;
  switch (field.type) {
    case FIELD_TYPE.shortText:
    case FIELD_TYPE.longText:
      return entry?.rendered_value
        ? { kind: 'html', html: entry.rendered_value }
        : { kind: 'text', text: value };
    case FIELD_TYPE.select:
      return { kind: 'text', text: choiceName(field, value) };
    case FIELD_TYPE.date: {
      const date = parseProfileDate(value);
      return date === null ? { kind: 'text', text: value } : { kind: 'date', date };
    }
    case FIELD_TYPE.link: {
      const url = httpUrl(value);
      return url === null ? { kind: 'text', text: value } : { kind: 'link', url, text: value };
    }
    case FIELD_TYPE.users: {
      const ids = userIds(value);
      return ids.length === 0 ? null : { kind: 'users', userIds: ids };
    }
    case FIELD_TYPE.externalAccount: {
      const url = externalAccountUrl(field, value);
      return url === null ? { kind: 'text', text: value } : { kind: 'link', url, text: value };
    }
    // Pronouns, and types newer than this client, read as plain text.
    default:
      return { kind: 'text', text: value };
  }
}
