// What the sidebar's channel filter keeps, as pure functions. Matching follows the web app's stream
// filter: lower-cased, comma-separated alternatives, each matching a channel whose name starts with
// it or has it right after a word separator (space, "/", ":", "_" or "-"). Folders keep their order
// and their matching channels; a section left empty is hidden.
import type { SidebarChannel, SidebarSection } from './sidebar-model';

/** Characters that start a new word in a channel name (web's word_separator_regex). */
const SEPARATORS = new Set([' ', '\t', '\n', '/', ':', '_', '-']);

/** The alternatives of a filter text: lower-cased, trimmed, empty ones dropped. */
export function filterTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** Whether a lower-cased name has `term` at its start or right after a word separator. */
export function wordPrefixMatch(lowerName: string, term: string): boolean {
  if (lowerName.startsWith(term)) return true;
  for (let at = lowerName.indexOf(term, 1); at !== -1; at = lowerName.indexOf(term, at + 1)) {
    if (SEPARATORS.has(lowerName[at - 1] as string)) return true;
  }
  return false;
}

/** A section's channels with their lower-cased names, computed once per sidebar change. */
export interface FilterableSection {
  section: SidebarSection;
  lowerNames: readonly string[];
}

export function filterable(sections: readonly SidebarSection[]): FilterableSection[] {
  return sections.map((section) => ({
    section,
    lowerNames: section.channels.map((channel) => channel.name.toLowerCase()),
  }));
}

/**
 * The sections as the filter shows them: unchanged without terms; else each with only its matching
 * channels (the same section object when all match), sections without a match left out.
 */
export function filterSections(
  sections: readonly FilterableSection[],
  terms: readonly string[],
): SidebarSection[] {
  if (terms.length === 0) return sections.map(({ section }) => section);
  const shown: SidebarSection[] = [];
  for (const { section, lowerNames } of sections) {
    const channels: SidebarChannel[] = [];
    section.channels.forEach((channel, i) => {
      const name = lowerNames[i] as string;
      if (terms.some((term) => wordPrefixMatch(name, term))) channels.push(channel);
    });
    if (channels.length === 0) continue;
    shown.push(channels.length === section.channels.length ? section : { ...section, channels });
  }
  return shown;
}

/** The channel Enter opens: the first one shown. */
export function firstMatch(sections: readonly SidebarSection[]): SidebarChannel | undefined {
  for (const section of sections) if (section.channels.length > 0) return section.channels[0];
  return undefined;
}
