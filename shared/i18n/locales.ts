// Which language the interface speaks. The signed-in account's `default_language` (a Zulip language
// code such as "de" or "zh-hans") decides; when we have no catalogue for it, the system's languages
// (navigator.languages, or Electron's app.getPreferredSystemLanguages()) are tried in order, then
// English. Matching goes through @formatjs/intl-localematcher, so "de-AT" finds German and "es-419"
// Spanish. Pseudo-locales are for testing (Help → Diagnostics offers them) and are never matched.
import { match } from '@formatjs/intl-localematcher';

/** The locale the source strings are written in; its catalogue is extracted from the code. */
export const SOURCE_LOCALE = 'en';
/** Locales with a complete catalogue of their own, written by us. */
export const CATALOGUE_LOCALES = ['en', 'de', 'es'] as const;
/**
 * Generated from the English catalogue by `npm run i18n`: en-XB writes every string mirrored and
 * right to left, to see that the layout follows the text direction and that nothing is left untranslated.
 */
export const PSEUDO_LOCALES = ['en-XB'] as const;

export type UiLocale = (typeof CATALOGUE_LOCALES)[number] | (typeof PSEUDO_LOCALES)[number];

const NONE = 'und';

function isPseudo(tag: string): tag is (typeof PSEUDO_LOCALES)[number] {
  return (PSEUDO_LOCALES as readonly string[]).includes(tag);
}

/** Tags Intl accepts; Zulip's own codes ("zh-hans", "pt-br") are valid BCP 47 already. */
function validTags(tags: readonly (string | undefined | null)[]): string[] {
  const valid: string[] = [];
  for (const tag of tags) {
    if (!tag) continue;
    try {
      valid.push(...Intl.getCanonicalLocales(tag));
    } catch {
      // Not a language tag (a stray value from an old server): skipped, the next one is tried.
    }
  }
  return valid;
}

function bestCatalogue(requested: readonly string[]): UiLocale | undefined {
  if (requested.length === 0) return undefined;
  const found = match(requested, CATALOGUE_LOCALES, NONE);
  return found === NONE ? undefined : (found as UiLocale);
}

/** The interface's locale for an account language (if signed in) and the system's languages. */
export function resolveLocale(
  accountLanguage: string | undefined,
  systemLanguages: readonly string[],
): UiLocale {
  if (accountLanguage !== undefined && isPseudo(accountLanguage)) return accountLanguage;
  return (
    bestCatalogue(validTags([accountLanguage])) ?? bestCatalogue(validTags(systemLanguages)) ?? SOURCE_LOCALE
  );
}

const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand']);

/** Which way text runs in a locale: from its likely script, and right to left for en-XB. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  if (locale === 'en-XB') return 'rtl';
  try {
    const script = new Intl.Locale(locale).maximize().script;
    return script !== undefined && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
