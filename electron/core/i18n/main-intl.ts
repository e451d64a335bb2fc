// The language main speaks: the locale the window shows (the renderer says it with `app.setLocale`),
// or, until it has, the system's languages resolved as the renderer resolves them before any account
// (shared/i18n/locales.ts). One per host, made by the host and handed to what makes text: the menus,
// the tray, notifications, dialogs and the messages main sends the window. Listeners hear each new
// locale once its catalogue has loaded, so the menus are never rebuilt half in one language. Times
// and numbers follow the system's region when it speaks that language ("en-GB" writes 14:30 with the
// English catalogue), else the language's own conventions.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { loadMessages, type Messages } from '../../../shared/i18n/catalogues';
import { PSEUDO_LOCALES, resolveLocale, SOURCE_LOCALE, type UiLocale } from '../../../shared/i18n/locales';
import { type Phrase, formatPhrase } from '../../../shared/i18n/phrase';

export interface MainIntl {
  locale(): UiLocale;
  /** The intl of the current locale; take it anew for each text (it changes with the locale). */
  intl(): IntlShape;
  format(shown: Phrase): string;
  /** Switches to `locale` once its catalogue has loaded; a later call wins over an earlier one. */
  setLocale(locale: UiLocale): Promise<void>;
  /** Called after each change of locale; returns the unsubscribe. */
  onChange(listener: (locale: UiLocale) => void): () => void;
}

const isPseudoLocale = (locale: UiLocale) => (PSEUDO_LOCALES as readonly string[]).includes(locale);

export interface MainIntlOptions {
  /** Electron: app.getPreferredSystemLanguages(); browser mode: the environment's (LANG, Intl). */
  systemLanguages: readonly string[];
  /** For tests; shared/i18n/catalogues.ts by default. */
  load?: (locale: UiLocale) => Promise<Messages>;
  /** A formatting problem other than a missing translation (which falls back to English). */
  onError?: (error: Error) => void;
}

export async function createMainIntl(options: MainIntlOptions): Promise<MainIntl> {
  const load = options.load ?? loadMessages;
  const cache = createIntlCache();
  const listeners = new Set<(locale: UiLocale) => void>();
  /** The system's own tag for this language (its region's formats), or the language itself. */
  const regional = (locale: UiLocale): string =>
    (isPseudoLocale(locale)
      ? undefined
      : options.systemLanguages.find((tag) => resolveLocale(undefined, [tag]) === locale)) ?? locale;
  const build = (locale: UiLocale, messages: Messages): IntlShape =>
    createIntl(
      {
        locale: regional(locale),
        messages,
        defaultLocale: SOURCE_LOCALE,
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') options.onError?.(error);
        },
      },
      cache,
    );
  const first = resolveLocale(undefined, options.systemLanguages);
  let current = build(first, await load(first));
  let shown: UiLocale = first;
  let asked = 0;

  return {
    locale: () => shown,
    intl: () => current,
    format: (t) => formatPhrase(current, t),
    async setLocale(locale) {
      const ticket = ++asked;
      if (locale === shown) return;
      const messages = await load(locale);
      // A newer call came while this catalogue loaded: it decides.
      if (ticket !== asked) return;
      current = build(locale, messages);
      shown = locale;
      for (const listener of [...listeners]) listener(locale);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
