// The intl objects tests format main's text with: English from the defaultMessages, German and
// Spanish from the real catalogues (shared/i18n/messages), as main's intl would after `app.setLocale`.
import { createIntl, type IntlShape } from '@formatjs/intl';
import { formatText, type MainText } from '../../../../electron/core/i18n/main-text';
import de from '../../../../shared/i18n/messages/de.json';
import es from '../../../../shared/i18n/messages/es.json';

export const english = (): IntlShape => createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
export const german = (): IntlShape => createIntl({ locale: 'de', defaultLocale: 'en', messages: de });
export const spanish = (): IntlShape => createIntl({ locale: 'es', defaultLocale: 'en', messages: es });

/** A MainText as an English sentence (what the window shows in English). */
export const said = (shown: MainText, intl: IntlShape = english()): string => formatText(intl, shown);
