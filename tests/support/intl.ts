// The one place tests get an intl from: English by default (the defaultMessages in the code, as the
// app has it), or any catalogue locale the app ships (shared/i18n/messages/<locale>.json, the
// pseudo-locale en-XB included). A missing translation or a malformed message fails the test rather
// than quietly showing English, and times read in UTC unless a test asks for another zone, so they
// are the same on every machine.
// - React components: `renderMarkup` renders a node inside react-intl's provider.
// - Renderer code outside React takes react-intl's IntlShape: `testIntl`.
// - Main and shared code take @formatjs/intl's IntlShape (a different type): `plainIntl`, and `said`
//   for a Phrase as the window would show it.
import { createIntl as createPlainIntl, type IntlShape as PlainIntlShape } from '@formatjs/intl';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, IntlProvider, type IntlShape } from 'react-intl';
import type { Messages } from '../../shared/i18n/catalogues';
import { SOURCE_LOCALE, type UiLocale } from '../../shared/i18n/locales';
import de from '../../shared/i18n/messages/de.json';
import enXB from '../../shared/i18n/messages/en-XB.json';
import es from '../../shared/i18n/messages/es.json';
import { type Phrase, formatPhrase } from '../../shared/i18n/phrase';

/** As the app loads them (shared/i18n/catalogues.ts): English needs none, en-XB is pre-parsed. */
const CATALOGUES: Readonly<Record<UiLocale, Messages>> = { en: {}, de, es, 'en-XB': enXB as Messages };

const DEFAULT_TIME_ZONE = 'UTC';

function config(locale: UiLocale, timeZone: string) {
  return {
    locale,
    defaultLocale: SOURCE_LOCALE,
    messages: CATALOGUES[locale],
    timeZone,
    onError: (error: Error) => {
      throw error;
    },
  };
}

/** An intl for renderer code outside React (phrases, models, notification text). */
export function testIntl(locale: UiLocale = SOURCE_LOCALE, timeZone = DEFAULT_TIME_ZONE): IntlShape {
  return createIntl(config(locale, timeZone));
}

/** An intl for main's and shared code (@formatjs/intl, as main's own intl is). */
export function plainIntl(locale: UiLocale = SOURCE_LOCALE, timeZone = DEFAULT_TIME_ZONE): PlainIntlShape {
  return createPlainIntl(config(locale, timeZone));
}

/** A Phrase as the window shows it: in English unless another intl is given. */
export function said(shown: Phrase, intl: PlainIntlShape = plainIntl()): string {
  return formatPhrase(intl, shown);
}

/** The static markup of `node` inside react-intl's provider, as the app's LanguageProvider gives it. */
export function renderMarkup(node: ReactNode, locale: UiLocale = SOURCE_LOCALE): string {
  return renderToStaticMarkup(createElement(IntlProvider, config(locale, DEFAULT_TIME_ZONE), node));
}
