// The formatters the compose, edit, drafts, snippets and typing tests hand to code that writes
// words: English (the defaultMessages in the code) and German and Spanish from the shipped
// catalogues, so a test can show a plural or a list in another language.
import { createIntl } from 'react-intl';
import de from '../../../../shared/i18n/messages/de.json';
import es from '../../../../shared/i18n/messages/es.json';

const onError = (error: { code?: string }) => {
  throw new Error(`i18n error in a test: ${String(error.code)}`, { cause: error });
};

export const en = createIntl({ locale: 'en', defaultLocale: 'en', onError });
export const german = createIntl({ locale: 'de', defaultLocale: 'en', messages: de, onError });
export const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: es, onError });
