// The names of the picker's sections in the user's language: the catalogue's categories (kept in
// English in the data, where they are keys), "Frequently used" and "Search results".
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { EMOJI_CATEGORIES } from './emoji-catalog';

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

export function categoryName(intl: IntlShape, category: (typeof EMOJI_CATEGORIES)[number]): string {
  return intl.formatMessage(CATEGORY_NAMES[category]);
}

export function frequentName(intl: IntlShape): string {
  return intl.formatMessage(messages.frequent);
}

export function searchResultsName(intl: IntlShape): string {
  return intl.formatMessage(messages.results);
}
