// The user-settings catalogue: one entry for every parameter of PATCH /settings (target_users
// aside), the single source the reference server validates against and the settings UI renders.
import { ACCOUNT_SETTINGS } from './catalog-account';
import { ADVANCED_SETTINGS } from './catalog-advanced';
import { DISPLAY_SETTINGS } from './catalog-display';
import { EMAIL_SETTINGS } from './catalog-email';
import { FOLLOWED_TOPIC_SETTINGS } from './catalog-followed-topics';
import { NOTIFICATION_SETTINGS } from './catalog-notifications';
import { PREFERENCE_SETTINGS } from './catalog-preferences';
import { READING_SETTINGS } from './catalog-reading';
import { SIDEBAR_SETTINGS } from './catalog-sidebar';
import { TOPIC_FOLLOWING_SETTINGS } from './catalog-topic-following';
import type { SettingEntry, SettingSection } from './types';

export type {
  SettingChoice,
  SettingEntry,
  SettingKind,
  SettingSection,
  SettingUnit,
  SettingValue,
} from './types';
export { LANGUAGES, NOTIFICATION_SOUNDS, NOTIFICATION_SOUND_CHOICES, isValidTimeZone } from './value-lists';
export type { Language, NotificationSound } from './value-lists';

/** The entries with their literal types, so types can be derived per setting. */
export type LiteralEntry =
  | (typeof ACCOUNT_SETTINGS)[number]
  | (typeof PREFERENCE_SETTINGS)[number]
  | (typeof READING_SETTINGS)[number]
  | (typeof ADVANCED_SETTINGS)[number]
  | (typeof DISPLAY_SETTINGS)[number]
  | (typeof SIDEBAR_SETTINGS)[number]
  | (typeof NOTIFICATION_SETTINGS)[number]
  | (typeof FOLLOWED_TOPIC_SETTINGS)[number]
  | (typeof EMAIL_SETTINGS)[number]
  | (typeof TOPIC_FOLLOWING_SETTINGS)[number];

/** Every parameter name the catalogue knows, as a type. */
export type SettingName = LiteralEntry['name'];

/** The kind of one setting, as a type: `KindOf<'color_scheme'>` is `'integer-choice'`. */
export type KindOf<N extends SettingName> = Extract<LiteralEntry, { name: N }>['kind'];

export interface CatalogEntry extends SettingEntry {
  readonly name: SettingName;
}

export const SETTINGS_CATALOG: readonly CatalogEntry[] = [
  ...ACCOUNT_SETTINGS,
  ...PREFERENCE_SETTINGS,
  ...READING_SETTINGS,
  ...ADVANCED_SETTINGS,
  ...DISPLAY_SETTINGS,
  ...SIDEBAR_SETTINGS,
  ...NOTIFICATION_SETTINGS,
  ...FOLLOWED_TOPIC_SETTINGS,
  ...EMAIL_SETTINGS,
  ...TOPIC_FOLLOWING_SETTINGS,
];

/** The sections in the order the settings UI lists them. */
export const SETTING_SECTIONS: readonly SettingSection[] = [
  'account',
  'preferences',
  'display',
  'notifications',
  'advanced',
];

const byName = new Map<string, CatalogEntry>(SETTINGS_CATALOG.map((entry) => [entry.name, entry]));

/** The entry for a parameter name, or undefined for names the catalogue does not know. */
export function findSetting(name: string): CatalogEntry | undefined {
  return byName.get(name);
}

export function isSettingName(name: string): name is SettingName {
  return byName.has(name);
}

/** The entries of one section, in catalogue order. */
export function settingsInSection(section: SettingSection): readonly CatalogEntry[] {
  return SETTINGS_CATALOG.filter((entry) => entry.section === section);
}
