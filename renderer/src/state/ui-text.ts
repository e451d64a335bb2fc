// Text for people made where no IntlShape is at hand (a store, a bridge callback, a plain function
// outside React): either words that came already made (main's or the server's, shown as they are)
// or a catalogue message with its values, put into the window's language where it is shown. So a
// store never holds English, and a language switch re-words what is already on screen.
import type { IntlShape, MessageDescriptor, PrimitiveType } from 'react-intl';

export type TextValues = Record<string, PrimitiveType>;

/** A message of the catalogue with its values, to be formatted where it is shown. */
export interface CatalogueText {
  message: MessageDescriptor;
  values?: TextValues;
}

/** Words already made elsewhere (main, the server), or a catalogue message. */
export type UiText = string | CatalogueText;

export function catalogueText(message: MessageDescriptor, values?: TextValues): CatalogueText {
  return values === undefined ? { message } : { message, values };
}

/** `text` in the language of `intl`; made words are shown as they came. */
export function formatUiText(intl: IntlShape, text: UiText): string {
  return typeof text === 'string' ? text : intl.formatMessage(text.message, text.values);
}
