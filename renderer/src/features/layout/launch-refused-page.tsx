// Browser mode's page when the launch link was refused or missing (bridge-token.ts): it shows before
// the bridge, the account and the LanguageProvider exist, so it is put in the system's language here
// (navigator.languages, as the sign-in screen would be), with lang and dir set on the page.
import { IntlProvider, useIntl } from 'react-intl';
import type { Root } from 'react-dom/client';
import { loadMessages, type Messages } from '../../../../shared/i18n/catalogues';
import { resolveLocale, SOURCE_LOCALE, textDirection, type UiLocale } from '../../../../shared/i18n/locales';
import { PRODUCT_NAME } from './product-name';
import { type ShownText, formatPhrase } from '../../../../shared/i18n/phrase';

export function LaunchRefusedPage({ message }: { message: ShownText }) {
  const intl = useIntl();
  return (
    <main className="sign-in-page">
      <h1>{PRODUCT_NAME}</h1>
      <p role="alert">{formatPhrase(intl, message)}</p>
    </main>
  );
}

/** Renders the page into `root` in the best language of `systemLanguages`. */
export async function showLaunchRefused(
  root: Root,
  message: ShownText,
  systemLanguages: readonly string[],
): Promise<void> {
  let locale: UiLocale = resolveLocale(undefined, systemLanguages);
  let messages: Messages = {};
  try {
    messages = await loadMessages(locale);
  } catch (error) {
    console.error(`The ${locale} catalogue did not load`, error);
    locale = SOURCE_LOCALE;
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
  root.render(
    <IntlProvider locale={locale} messages={messages} defaultLocale={SOURCE_LOCALE}>
      <LaunchRefusedPage message={message} />
    </IntlProvider>,
  );
}
