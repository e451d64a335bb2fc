// Puts the window in the user's language: react-intl's IntlProvider with the catalogue of the locale
// use-ui-locale.ts picks, switched live when the setting changes. The previous language stays on
// screen until the next catalogue has loaded, so a switch never flashes English. The page's `lang`
// and `dir` follow, so screen readers pronounce the right language and right-to-left languages lay
// out mirrored (the styles use logical properties: margin-inline-start, not margin-left).
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { loadMessages, type Messages } from '../../../shared/i18n/catalogues';
import { SOURCE_LOCALE, textDirection, type UiLocale } from '../../../shared/i18n/locales';
import { useUiLocale } from './use-ui-locale';

interface Shown {
  locale: UiLocale;
  messages: Messages;
  /** False for the English shown before the first catalogue has loaded: main is not told of it. */
  loaded: boolean;
}

/** A message missing from a catalogue falls back to English; the catalogue check stops that shipping. */
const reportError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

export function LanguageProvider({
  systemLanguages = navigator.languages,
  onLocale,
  children,
}: {
  systemLanguages?: readonly string[];
  /** Told each locale once it is shown (main's menus and notifications follow it). */
  onLocale?: (locale: UiLocale) => void;
  children: ReactNode;
}) {
  const wanted = useUiLocale(systemLanguages);
  const [shown, setShown] = useState<Shown>({ locale: SOURCE_LOCALE, messages: {}, loaded: false });

  useEffect(() => {
    let current = true;
    loadMessages(wanted).then(
      (messages) => {
        if (current) setShown({ locale: wanted, messages, loaded: true });
      },
      (error: unknown) => console.error(`The ${wanted} catalogue did not load`, error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = shown.locale;
    document.documentElement.dir = textDirection(shown.locale);
    if (shown.loaded) onLocale?.(shown.locale);
  }, [shown.locale, shown.loaded, onLocale]);

  return (
    <IntlProvider
      locale={shown.locale}
      messages={shown.messages}
      defaultLocale={SOURCE_LOCALE}
      onError={reportError}
    >
      {children}
    </IntlProvider>
  );
}
