// The sections of the settings view and which catalogue entries each one shows.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  SETTINGS_CATALOG,
  type CatalogEntry,
  type SettingSection,
} from '../../../../shared/settings/catalog';

export type SettingsPage = SettingSection | 'desktop' | 'administrators';

export interface SectionInfo {
  key: SettingsPage;
  title: MessageDescriptor;
  summary: MessageDescriptor;
}

const text = defineMessages({
  account: { id: 'settings.section.account.title', defaultMessage: 'Account' },
  accountSummary: {
    id: 'settings.section.account.summary',
    defaultMessage: 'Your name, email address, password and privacy.',
  },
  preferences: { id: 'settings.section.preferences.title', defaultMessage: 'Preferences' },
  preferencesSummary: {
    id: 'settings.section.preferences.summary',
    defaultMessage: 'Language, time, and how the app behaves.',
  },
  display: { id: 'settings.section.display.title', defaultMessage: 'Display' },
  displaySummary: {
    id: 'settings.section.display.summary',
    defaultMessage: 'Theme, text size, emoji and the sidebar.',
  },
  notifications: { id: 'settings.section.notifications.title', defaultMessage: 'Notifications' },
  notificationsSummary: {
    id: 'settings.section.notifications.summary',
    defaultMessage: 'Desktop, sound, mobile and email alerts.',
  },
  advanced: { id: 'settings.section.advanced.title', defaultMessage: 'Advanced' },
  advancedSummary: {
    id: 'settings.section.advanced.summary',
    defaultMessage: 'Rarely changed settings and push registrations.',
  },
  desktop: { id: 'settings.section.desktop.title', defaultMessage: 'This computer' },
  desktopSummary: {
    id: 'settings.section.desktop.summary',
    defaultMessage: 'How the app behaves on this computer: pauses, the window, the network and updates.',
  },
  administrators: { id: 'settings.section.administrators.title', defaultMessage: 'Administrators' },
  administratorsSummary: {
    id: 'settings.section.administrators.summary',
    defaultMessage: "Change other people's settings in bulk.",
  },
});

export const SECTIONS: readonly SectionInfo[] = [
  { key: 'account', title: text.account, summary: text.accountSummary },
  { key: 'preferences', title: text.preferences, summary: text.preferencesSummary },
  { key: 'display', title: text.display, summary: text.displaySummary },
  { key: 'notifications', title: text.notifications, summary: text.notificationsSummary },
  { key: 'advanced', title: text.advanced, summary: text.advancedSummary },
  { key: 'desktop', title: text.desktop, summary: text.desktopSummary },
  { key: 'administrators', title: text.administrators, summary: text.administratorsSummary },
];

/**
 * Draft synchronization is filed under "advanced" in the catalogue, but the account section is where
 * people look for what is kept on the server about them (issue 5 §4), so it is shown there.
 */
const PLACED_ELSEWHERE: Partial<Record<string, SettingSection>> = {
  enable_drafts_synchronization: 'account',
};

export function sectionOf(entry: CatalogEntry): SettingSection {
  return PLACED_ELSEWHERE[entry.name] ?? entry.section;
}

/** The entries drawn as ordinary controls in a section (the account fields have their own forms). */
export function entriesForSection(section: SettingsPage): CatalogEntry[] {
  return SETTINGS_CATALOG.filter((entry) => !entry.accountOnly && sectionOf(entry) === section);
}

/** The page a route's section names; unknown names (and non-admins asking for admin) fall back. */
export function pageFor(section: string, isAdmin: boolean): SettingsPage {
  const known = SECTIONS.find((info) => info.key === section);
  if (!known || (known.key === 'administrators' && !isAdmin)) return 'account';
  return known.key;
}

export function visibleSections(isAdmin: boolean): readonly SectionInfo[] {
  return SECTIONS.filter((info) => info.key !== 'administrators' || isAdmin);
}
