// Text main makes for people, kept as data until it is shown: a catalogue message (defineMessages
// from @formatjs/intl, English as its defaultMessage) with its values. Code that decides something
// (a refused link, an update that cannot run, a failed sign-in) returns or throws a MainText; the
// place that hands it to the window or the system formats it with the host's intl (main-intl.ts),
// so it comes out in the language the window shows. Logs and Error messages get the English.
import { createIntl, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';

/** Names joined as the language joins alternatives: "a.example or b.example" (Intl.ListFormat). */
export interface OrList {
  readonly or: readonly string[];
}

/**
 * Values of a message's arguments: names, addresses, counts, times (formatted by the message), a
 * list of alternatives, or a whole sentence of its own (a MainText, formatted first: "X's
 * certificate is not trusted. {problem}").
 */
export type TextValues = Readonly<Record<string, string | number | Date | OrList | MainText>>;

export interface MainText {
  readonly message: MessageDescriptor;
  readonly values?: TextValues;
}

function formatValue(intl: IntlShape, value: TextValues[string]): string | number | Date {
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('or' in value) return intl.formatList(value.or, { type: 'disjunction' });
  return formatText(intl, value);
}

export function text(message: MessageDescriptor, values?: TextValues): MainText {
  return values === undefined ? { message } : { message, values };
}

export function formatText(intl: IntlShape, shown: MainText): string {
  if (shown.values === undefined) return intl.formatMessage(shown.message);
  const values = Object.fromEntries(
    Object.entries(shown.values).map(([name, value]) => [name, formatValue(intl, value)]),
  );
  return intl.formatMessage(shown.message, values);
}

/**
 * The messages in English, from their defaultMessages: for Error messages and logs (which are read
 * by developers), the Diagnostics report (read by us) and tests. Made per use, never kept in a module.
 */
export function englishIntl(): IntlShape {
  return createIntl({ locale: SOURCE_LOCALE, defaultLocale: SOURCE_LOCALE, messages: {} });
}

export function inEnglish(shown: MainText): string {
  return formatText(englishIntl(), shown);
}

/**
 * An Error whose text is for people: caught where it reaches the window (toIpcError, a push) and
 * formatted there in the window's language. `message` is the English, for logs.
 */
export class TextError extends Error {
  override readonly name: string = 'TextError';

  constructor(readonly text: MainText) {
    super(inEnglish(text));
  }
}
