// Messages for code shared by both processes. FormatJS types each descriptor that defineMessages
// returns with the values it takes, and without a type argument naming them, as taking none:
// `intl.formatMessage(messages.x, { count })` does not compile. Wrapped in plainMessages, the
// descriptors are plain MessageDescriptors, which take any values (the lint's formatjs rules and the
// catalogue check still see every message: the defineMessages call inside is kept).
import type { MessageDescriptor } from '@formatjs/intl';

export function plainMessages<const T extends Record<string, MessageDescriptor>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}
