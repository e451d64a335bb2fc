// The intl objects tests format main's text with: English from the defaultMessages, German and
// Spanish from the real catalogues (shared/i18n/messages), as main's intl would after `app.setLocale`.
import { createIntl, type IntlShape } from '@formatjs/intl';
import de from '../../../../shared/i18n/messages/de.json';
import es from '../../../../shared/i18n/messages/es.json';
import { type Phrase, formatPhrase } from '../../../../shared/i18n/phrase';

export const english = (): IntlShape => createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
export const german = (): IntlShape => createIntl({ locale: 'de', defaultLocale: 'en', messages: de });
export const spanish = (): IntlShape => createIntl({ locale: 'es', defaultLocale: 'en', messages: es });

/** A Phrase as an English sentence (what the window shows in English). */
export const said = (shown: Phrase, intl: IntlShape = english()): string => formatPhrase(intl, shown);
