// The picker's sections and their names in the user's language: "Frequently used", then the
// catalogue's categories in the web app's order (kept in English in the data, where they are keys),
// or "Search results" while searching.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { EMOJI_CATEGORIES, type EmojiEntry, type EmojiIndex } from './emoji-catalog';
import type { EmojiSection } from './emoji-grid-rows';

const messages = defineMessages({
  frequent: { id: 'emoji.section.frequent', defaultMessage: 'Frequently used' },
  results: { id: 'emoji.section.search_results', defaultMessage: 'Search results' },
  smileys: { id: 'emoji.category.smileys_emotion', defaultMessage: 'Smileys & Emotion' },
  people: { id: 'emoji.category.people_body', defaultMessage: 'People & Body' },
  animals: { id: 'emoji.category.animals_nature', defaultMessage: 'Animals & Nature' },
  food: { id: 'emoji.category.food_drink', defaultMessage: 'Food & Drink' },
  activities: { id: 'emoji.category.activities', defaultMessage: 'Activities' },
  travel: { id: 'emoji.category.travel_places', defaultMessage: 'Travel & Places' },
  objects: { id: 'emoji.category.objects', defaultMessage: 'Objects' },
  symbols: { id: 'emoji.category.symbols', defaultMessage: 'Symbols' },
  flags: { id: 'emoji.category.flags', defaultMessage: 'Flags' },
  custom: { id: 'emoji.category.custom', defaultMessage: 'Custom' },
});

const CATEGORY_NAMES: Record<(typeof EMOJI_CATEGORIES)[number], MessageDescriptor> = {
  'Smileys & Emotion': messages.smileys,
  'People & Body': messages.people,
  'Animals & Nature': messages.animals,
  'Food & Drink': messages.food,
  Activities: messages.activities,
  'Travel & Places': messages.travel,
  Objects: messages.objects,
  Symbols: messages.symbols,
  Flags: messages.flags,
  Custom: messages.custom,
};

/** The catalogue as sections: what the user picks most, then every category that has emoji. */
export function catalogSections(
  intl: IntlShape,
  index: EmojiIndex,
  frequent: readonly EmojiEntry[],
): EmojiSection[] {
  const byCategory = new Map<string, EmojiEntry[]>();
  for (const entry of index.entries) {
    const list = byCategory.get(entry.category) ?? [];
    list.push(entry);
    byCategory.set(entry.category, list);
  }
  const sections: EmojiSection[] = [{ title: intl.formatMessage(messages.frequent), entries: frequent }];
  for (const category of EMOJI_CATEGORIES) {
    const entries = byCategory.get(category);
    if (entries?.length) sections.push({ title: intl.formatMessage(CATEGORY_NAMES[category]), entries });
  }
  return sections;
}

export function searchResultsName(intl: IntlShape): string {
  return intl.formatMessage(messages.results);
}
