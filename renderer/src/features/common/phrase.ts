// Text decided outside React and worded where it is shown: a message of the catalogue with its
// values, some of which may be such texts themselves (a reason that names a duration, a notice that
// names a view). Stores, pure helpers and the live region hand these around; the component that shows
// one formats it with its own intl, so the words follow the language even when the language changes
// after the text was made. A plain string is text already worded (the server's, or a person's).
import { createIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

export type PhraseValue = string | number | Phrase;

export interface Phrase {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, PhraseValue>>;
}

/** Text to show: a phrase to word, or a string worded already. */
export type ShownText = Phrase | string;

export function phrase(message: MessageDescriptor, values?: Readonly<Record<string, PhraseValue>>): Phrase {
  return values === undefined ? { message } : { message, values };
}

export function isPhrase(value: unknown): value is Phrase {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** Words `text` in intl's language; phrases among its values are worded first. */
export function formatPhrase(intl: Pick<IntlShape, 'formatMessage'>, text: ShownText): string {
  if (typeof text === 'string') return text;
  if (text.values === undefined) return intl.formatMessage(text.message);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values)) {
    values[name] = isPhrase(value) ? formatPhrase(intl, value) : value;
  }
  return intl.formatMessage(text.message, values);
}

/**
 * The English wording, for callers that still take a string (they show it as it is). Made on demand:
 * nothing here keeps an intl object between calls.
 */
export function englishText(text: ShownText): string {
  return formatPhrase(createIntl({ locale: 'en', defaultLocale: 'en' }), text);
}
