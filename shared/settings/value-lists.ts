// The open-ended value sets of a few settings: UI languages, notification sounds and time zones.
// A real server reports its own languages and sounds at register time; these lists are what the
// reference server offers and what the UI falls back to before it knows the server's lists.
// Language names: the UI shows each language in its own name through Intl.DisplayNames; `name` below
// is what the reference server reports, as Zulip's locale/language_name_map.json does: the
// language's name in that language ("Deutsch", "Español"), which the UI shows for a code Intl lacks.
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { SettingChoice } from './types';

export interface Language {
  readonly code: string;
  /** The language's name in that language, as a Zulip server's language_list gives it. */
  readonly name: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'ja', name: '日本語' },
  { code: 'zh-hans', name: '简体中文' },
  { code: 'ru', name: 'Русский' },
  { code: 'pl', name: 'Polski' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'sv', name: 'Svenska' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ko', name: '한국어' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'uk', name: 'Українська' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ar', name: 'العربية' },
  { code: 'cs', name: 'Čeština' },
  { code: 'fi', name: 'Suomi' },
];

/** "none" turns the sound off; the server accepts it beside the names of its sound files. */
export const NOTIFICATION_SOUNDS = [
  'none',
  'zulip',
  'chime-bell',
  'ding',
  'swift',
  'ping',
  'tri-tone',
] as const;
export type NotificationSound = (typeof NOTIFICATION_SOUNDS)[number];

/** The names of the sounds we know; a server may offer others (named from their file name). */
export const SOUND_NAMES: Readonly<Record<NotificationSound, MessageDescriptor>> = defineMessages({
  none: { id: 'settings.notification_sound.choice.none', defaultMessage: 'None (silent)' },
  zulip: { id: 'settings.notification_sound.choice.zulip', defaultMessage: 'Zulip' },
  'chime-bell': { id: 'settings.notification_sound.choice.chime_bell', defaultMessage: 'Chime bell' },
  ding: { id: 'settings.notification_sound.choice.ding', defaultMessage: 'Ding' },
  swift: { id: 'settings.notification_sound.choice.swift', defaultMessage: 'Swift' },
  ping: { id: 'settings.notification_sound.choice.ping', defaultMessage: 'Ping' },
  'tri-tone': { id: 'settings.notification_sound.choice.tri_tone', defaultMessage: 'Tri-tone' },
});

export const NOTIFICATION_SOUND_CHOICES: readonly SettingChoice[] = NOTIFICATION_SOUNDS.map((sound) => ({
  value: sound,
  label: SOUND_NAMES[sound],
}));

/** The runtime's canonical zone names, made per check (a time-zone setting is checked rarely). */
function zoneSet(): ReadonlySet<string> {
  // Older runtimes lack supportedValuesOf; the DateTimeFormat probe below still covers them.
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return new Set([...listed, 'UTC']);
}

/**
 * Whether `tz` is a time zone the server would store. "" means "not set" and is allowed.
 * The runtime's list holds only canonical names (it has "Europe/Kiev" but not "Europe/Kyiv"),
 * while the server accepts every IANA name, links included; so names outside the list are
 * accepted when the runtime can resolve them, unless they differ from a canonical name only in
 * letter case (the server's zone lookup is case-sensitive).
 */
export function isValidTimeZone(tz: string): boolean {
  if (tz === '' || zoneSet().has(tz)) return true;
  // IANA names are ASCII segments that each start with a capital: "America/Argentina/Salta".
  if (!/^[A-Z][\w+-]*(\/[A-Z][\w+-]*)*$/.test(tz)) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  // Same name back (e.g. "Etc/GMT+5", missing from some lists): fine. Same name in other case: not.
  return resolved === tz || resolved.toLowerCase() !== tz.toLowerCase();
}
