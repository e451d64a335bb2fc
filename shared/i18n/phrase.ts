// Text for people kept as data until it is shown: a catalogue message (a descriptor from
// defineMessages, English as its defaultMessage) with its values. Code that decides something
// without an intl at hand — a store, a pure model, main refusing a link, a setting that will not
// save — makes a Phrase; the place that shows it words it with its own intl, so the words follow
// the language even when the language changes after the phrase was made. One type for both
// processes: main's phrases travel to the window as they are. A plain string is text already
// worded (the server's, or a person's), shown as it came.
import { createIntl, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { SOURCE_LOCALE } from './locales';

/** Names joined as the language joins alternatives: "a.example or b.example" (Intl.ListFormat). */
export interface OrList {
  readonly or: readonly string[];
}

/**
 * A value of a message's argument: a name, a count, a time (formatted by the message), a list of
 * alternatives, or a phrase of its own, worded first ("{what}: {why}", a setting's {label}).
 */
export type PhraseValue = string | number | Date | OrList | Phrase;

export interface Phrase {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, PhraseValue>>;
}

/** Text to show: a phrase to word, or a string worded already. */
export type ShownText = Phrase | string;

/** What wording needs of an intl (react-intl's and @formatjs/intl's both fit). */
export type Wording = Pick<IntlShape, 'formatMessage' | 'formatList'>;

export function phrase(message: MessageDescriptor, values?: Readonly<Record<string, PhraseValue>>): Phrase {
  return values === undefined ? { message } : { message, values };
}

export function isPhrase(value: unknown): value is Phrase {
  return typeof value === 'object' && value !== null && 'message' in value;
}

function wordValue(intl: Wording, value: PhraseValue): string | number | Date {
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('or' in value) return intl.formatList(value.or, { type: 'disjunction' });
  return formatPhrase(intl, value);
}

/** `text` in intl's language; phrases among its values are worded first. */
export function formatPhrase(intl: Wording, text: ShownText): string {
  if (typeof text === 'string') return text;
  if (text.values === undefined) return intl.formatMessage(text.message);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, wordValue(intl, value)]),
  );
  return intl.formatMessage(text.message, values);
}

/**
 * The messages in English, from their defaultMessages: for Error messages and logs (read by
 * developers), the Diagnostics report (read by us), a server's English `msg`, and tests. Made per
 * use, never kept in a module.
 */
export function englishIntl(): IntlShape {
  return createIntl({ locale: SOURCE_LOCALE, defaultLocale: SOURCE_LOCALE, messages: {} });
}

export function inEnglish(text: ShownText): string {
  return formatPhrase(englishIntl(), text);
}
