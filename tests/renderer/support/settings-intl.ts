// intl objects for the settings and account tests: English from the code's defaultMessages, and
// German and Spanish from the catalogues the app ships (shared/i18n/messages), as react-intl makes them.
import { createIntl, type IntlShape } from 'react-intl';
import de from '../../../shared/i18n/messages/de.json';
import es from '../../../shared/i18n/messages/es.json';

const CATALOGUES = { en: {}, de, es } as const;

export function intlFor(locale: keyof typeof CATALOGUES): IntlShape {
  return createIntl({
    locale,
    defaultLocale: 'en',
    messages: CATALOGUES[locale],
    // A missing German or Spanish message is a failure, not a quiet fall back to English.
    onError: (error) => {
      throw error;
    },
  });
}
