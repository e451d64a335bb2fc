// Checks one PATCH /settings value against the catalogue, lists the defaults of a new user, and
// builds the wire schema of each parameter for the API definition. A refusal carries its reason
// twice: as English text (the reference server's `msg`) and as a catalogue message (for the UI).
import { z } from 'zod';
import { SETTINGS_CATALOG, findSetting, type CatalogEntry, type KindOf, type SettingName } from './catalog';
import type { SettingUnit, SettingValue } from './types';
import { VALIDATE_MESSAGES as M } from './validate-messages';
import { LANGUAGES, NOTIFICATION_SOUNDS, isValidTimeZone } from './value-lists';
import { inEnglish, phrase, type Phrase } from '../i18n/phrase';

export type SettingCheck = { ok: true; value: SettingValue } | { ok: false; msg: string; problem: Phrase };

/** Every PATCH /settings parameter of the catalogue (account fields included). */
export const SETTING_NAMES: readonly SettingName[] = SETTINGS_CATALOG.map((entry) => entry.name);

/** The names that make up the `user_settings` object (account fields left out). */
export const USER_SETTING_NAMES: readonly SettingName[] = SETTINGS_CATALOG.filter((e) => !e.accountOnly).map(
  (e) => e.name,
);

/** The `user_settings` object of a brand-new user, as the real server fills it. A fresh copy each call. */
export function settingsDefaults(): Record<string, SettingValue> {
  const defaults: Record<string, SettingValue> = {};
  for (const entry of SETTINGS_CATALOG) {
    if (!entry.accountOnly && entry.default !== undefined) defaults[entry.name] = entry.default;
  }
  return defaults;
}

/**
 * Checks a decoded value for one setting. On success `value` is what the server would store:
 * names are trimmed and alias spellings (web_home_view "recent") become the canonical value.
 */
export function validateSettingValue(name: string, value: unknown): SettingCheck {
  const entry = findSetting(name);
  if (!entry) return fail({ message: M.unknownSetting, values: { name } });
  switch (entry.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : about(entry, M.mustBeBoolean);
    case 'integer':
      return checkInteger(entry, value);
    case 'integer-choice':
    case 'string-choice':
      return checkChoice(entry, value);
    case 'language':
      return checkListed(
        entry,
        value,
        LANGUAGES.map((l) => l.code),
        M.unknownLanguage,
      );
    case 'sound':
      return checkListed(entry, value, NOTIFICATION_SOUNDS, M.unknownSound);
    case 'timezone':
      if (typeof value !== 'string') return about(entry, M.mustBeText);
      return isValidTimeZone(value) ? ok(value) : fail({ message: M.unknownTimeZone, values: { value } });
    case 'string':
      return checkName(entry, value);
    case 'password':
      return checkPassword(entry, value);
    case 'email':
      return checkEmail(entry, value);
  }
}

const ok = (value: SettingValue): SettingCheck => ({ ok: true, value });
const fail = (problem: Phrase): SettingCheck => ({ ok: false, msg: inEnglish(problem), problem });
/** A refusal that names the setting by its label. */
const about = (entry: CatalogEntry, message: Phrase['message'], values?: Phrase['values']) =>
  fail(phrase(message, { ...values, label: phrase(entry.label) }));

const UNIT_WORDS: Record<SettingUnit, string> = { px: 'px', '%': 'percent', seconds: 'seconds' };

function checkInteger(entry: CatalogEntry, value: unknown): SettingCheck {
  if (typeof value !== 'number' || !Number.isInteger(value)) return about(entry, M.mustBeWholeNumber);
  const { min = -Infinity, max = Infinity } = entry;
  if (value < min || value > max) {
    return about(entry, M.outOfRange, { min, max, unit: entry.unit ? UNIT_WORDS[entry.unit] : 'none' });
  }
  return ok(value);
}

function checkChoice(entry: CatalogEntry, value: unknown): SettingCheck {
  let canonical: SettingValue;
  if (entry.kind === 'integer-choice') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return about(entry, M.mustBeWholeNumber);
    canonical = value;
  } else {
    if (typeof value !== 'string') return about(entry, M.mustBeText);
    canonical = entry.aliases?.[value] ?? value;
  }
  const choices = entry.choices ?? [];
  if (choices.some((choice) => choice.value === canonical)) return ok(canonical);
  const allowed = choices.map((choice) => JSON.stringify(choice.value)).join(', ');
  return about(entry, M.notAChoice, { value: JSON.stringify(value), allowed });
}

function checkListed(
  entry: CatalogEntry,
  value: unknown,
  allowed: readonly string[],
  unknown: Phrase['message'],
): SettingCheck {
  if (typeof value !== 'string') return about(entry, M.mustBeText);
  return allowed.includes(value) ? ok(value) : fail({ message: unknown, values: { value } });
}

// Characters the server refuses in names (UserProfile.NAME_INVALID_CHARS), and control characters.
const FORBIDDEN_NAME_CHARS = /[*`\\>"@\p{Cc}]/u;
const FORBIDDEN_NAME_LIST = '* ` \\ > " @';

function checkName(entry: CatalogEntry, value: unknown): SettingCheck {
  if (typeof value !== 'string') return about(entry, M.mustBeText);
  // The server strips surrounding whitespace before checking and storing.
  const name = value.trim();
  // Count code points, as the server does, not UTF-16 units.
  const length = [...name].length;
  if (length === 0) return about(entry, M.empty);
  if (entry.min !== undefined && length < entry.min) return about(entry, M.tooShort, { min: entry.min });
  if (entry.max !== undefined && length > entry.max) return about(entry, M.tooLong, { max: entry.max });
  if (FORBIDDEN_NAME_CHARS.test(name)) {
    return about(entry, M.forbiddenCharacters, { characters: FORBIDDEN_NAME_LIST });
  }
  return ok(name);
}

function checkPassword(entry: CatalogEntry, value: unknown): SettingCheck {
  if (typeof value !== 'string') return about(entry, M.mustBeText);
  if (value.length === 0) return about(entry, M.empty);
  if (entry.min !== undefined && value.length < entry.min)
    return about(entry, M.tooShort, { min: entry.min });
  return ok(value);
}

function checkEmail(entry: CatalogEntry, value: unknown): SettingCheck {
  if (typeof value !== 'string') return about(entry, M.mustBeText);
  const email = value.trim();
  if (email === '') return about(entry, M.empty);
  // Only the shape; whether the address is allowed is the server's business.
  return /^[^\s@]+@[^\s@]+$/.test(email)
    ? ok(email)
    : fail({ message: M.invalidEmail, values: { value: email } });
}

/** The zod schema of one parameter's wire value, by kind. */
export type ParamSchemaFor<K> = K extends 'boolean'
  ? z.ZodBoolean
  : K extends 'integer' | 'integer-choice'
    ? z.ZodNumber
    : z.ZodString;

/**
 * The wire schema of one PATCH /settings parameter. It checks the type only: ranges, choices and
 * lists are left to validateSettingValue, so an unknown integer reaches the handler and gets the
 * server's own error rather than a generic decoding one.
 */
export function settingParamSchema<N extends SettingName>(name: N): ParamSchemaFor<KindOf<N>> {
  const entry = findSetting(name);
  if (!entry) throw new Error(`settingParamSchema: unknown setting ${name}`);
  const schema =
    entry.kind === 'boolean'
      ? z.boolean()
      : entry.kind === 'integer' || entry.kind === 'integer-choice'
        ? z.number().int()
        : z.string();
  return schema as ParamSchemaFor<KindOf<N>>;
}

/** Every parameter's schema, optional, ready to spread into the PATCH /settings params object. */
export function settingParamsShape(): { [N in SettingName]: z.ZodOptional<ParamSchemaFor<KindOf<N>>> } {
  const shape: Record<string, z.ZodOptional<z.ZodBoolean | z.ZodNumber | z.ZodString>> = {};
  for (const name of SETTING_NAMES) shape[name] = settingParamSchema(name).optional();
  return shape as { [N in SettingName]: z.ZodOptional<ParamSchemaFor<KindOf<N>>> };
}
