// The sections of the settings view and which catalogue entries each one shows.
import {
  SETTINGS_CATALOG,
  type CatalogEntry,
  type SettingSection,
} from '../../../../shared/settings/catalog';

export type SettingsPage = SettingSection | 'desktop' | 'administrators';

export interface SectionInfo {
  key: SettingsPage;
  title: string;
  summary: string;
}

export const SECTIONS: readonly SectionInfo[] = [
  { key: 'account', title: 'Account', summary: 'Your name, email address, password and privacy.' },
  { key: 'preferences', title: 'Preferences', summary: 'Language, time, and how the app behaves.' },
  { key: 'display', title: 'Display', summary: 'Theme, text size, emoji and the sidebar.' },
  { key: 'notifications', title: 'Notifications', summary: 'Desktop, sound, mobile and email alerts.' },
  { key: 'advanced', title: 'Advanced', summary: 'Rarely changed settings and push registrations.' },
  {
    key: 'desktop',
    title: 'This computer',
    summary: 'How the app behaves on this computer: pauses, the window, the network and updates.',
  },
  {
    key: 'administrators',
    title: 'Administrators',
    summary: "Change other people's settings in bulk.",
  },
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
