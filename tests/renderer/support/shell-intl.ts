// IntlShapes for unit tests of text made outside React: English (the defaultMessages) and the real
// German and Spanish catalogues, in a fixed time zone so times read the same on every machine.
import { createIntl, type IntlShape } from 'react-intl';
import de from '../../../shared/i18n/messages/de.json';
import es from '../../../shared/i18n/messages/es.json';

const CATALOGUES: Record<'en' | 'de' | 'es', Record<string, string>> = { en: {}, de, es };

export function testIntl(locale: 'en' | 'de' | 'es', timeZone = 'Europe/Berlin'): IntlShape {
  return createIntl({
    locale,
    messages: CATALOGUES[locale],
    defaultLocale: 'en',
    timeZone,
    // A missing translation fails the test that formats it, rather than falling back to English.
    onError: (error) => {
      throw error;
    },
  });
}
