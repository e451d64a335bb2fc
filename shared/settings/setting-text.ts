// Text about a setting that more than one place shows: a catalogue message with its values, kept
// as data and formatted where it is shown, so it follows a change of language. {label} in a
// message stands for the setting's own label, itself translated. The reference server sends the
// same text in English as its error `msg` (what a server says is never translated by the client).
import { createIntl, type IntlShape, type MessageDescriptor } from '@formatjs/intl';

export interface SettingText {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
  /** The label of the setting the text is about; fills {label}. */
  readonly label?: MessageDescriptor;
}

export function formatSettingText(intl: Pick<IntlShape, 'formatMessage'>, text: SettingText): string {
  const values = text.label ? { ...text.values, label: intl.formatMessage(text.label) } : text.values;
  return intl.formatMessage(text.message, values);
}

/** The English wording, the one the reference server answers with. */
export function englishText(text: SettingText): string {
  return formatSettingText(createIntl({ locale: 'en', defaultLocale: 'en' }), text);
}
