// The words of the typing indicator, by how many people are typing, in the user's language (the
// IntlShape passed in); two names are joined as the language joins a pair ("Ana and Bo", "Ana e Irene").
import { defineMessages, type IntlShape, type MessageValue, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  readonly one: { readonly name: MessageValue };
  readonly two: { readonly names: MessageValue };
  readonly several: NoMessageValues;
  readonly someone: NoMessageValues;
}>({
  one: { id: 'typing.one', defaultMessage: '{name} is typing…' },
  two: { id: 'typing.two', defaultMessage: '{names} are typing…' },
  several: { id: 'typing.several', defaultMessage: 'Several people are typing…' },
  someone: { id: 'typing.someone', defaultMessage: 'Someone' },
});

/** The name shown for a typist the client does not know. */
export function unknownTypist(intl: IntlShape): string {
  return intl.formatMessage(messages.someone);
}

/** "Ana is typing…", "Ana and Bo are typing…", "Several people are typing…"; null for nobody. */
export function typingText(intl: IntlShape, names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return intl.formatMessage(messages.one, { name: names[0] });
  if (names.length === 2) {
    return intl.formatMessage(messages.two, { names: intl.formatList(names, { type: 'conjunction' }) });
  }
  return intl.formatMessage(messages.several);
}
