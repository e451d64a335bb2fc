// Intl objects for the reading views' unit tests: English (the messages' own defaultMessages), and
// German and Spanish with the real catalogues, all on UTC so dates do not depend on the machine.
import { createIntl, type IntlShape } from 'react-intl';
import de from '../../../../shared/i18n/messages/de.json';
import es from '../../../../shared/i18n/messages/es.json';

function make(locale: string, messages: Record<string, string>): IntlShape {
  return createIntl({ locale, defaultLocale: 'en', messages, timeZone: 'UTC' });
}

export const en = make('en', {});
export const german = make('de', de);
export const spanish = make('es', es);
