// An intl object for tests, with the real catalogue of a locale, as the window would have it. English
// uses no catalogue (the defaultMessages are the English text), as the app does.
import { createIntl, type IntlShape } from 'react-intl';
import de from '../../../../shared/i18n/messages/de.json';
import es from '../../../../shared/i18n/messages/es.json';

const CATALOGUES: Record<'en' | 'de' | 'es', Record<string, string>> = { en: {}, de, es };

export function testIntl(locale: 'en' | 'de' | 'es', timeZone = 'UTC'): IntlShape {
  return createIntl({
    locale,
    messages: CATALOGUES[locale],
    defaultLocale: 'en',
    timeZone,
    // A missing translation fails the test instead of quietly showing English.
    onError: (error) => {
      throw error;
    },
  });
}
