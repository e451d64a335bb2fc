// How the Language setting names each language: in its own words (its autonym, from
// Intl.DisplayNames: "Deutsch", "español", "日本語"), with its name in the interface's current
// language beside it when that differs ("Deutsch (German)"), so people find their language
// whatever language the app speaks at the moment. Zulip's codes ("zh-hans") are valid BCP 47 tags.
import { defineMessages, type IntlShape } from 'react-intl';

const messages = defineMessages<{ both: { autonym: string; name: string } }>({
  both: { id: 'settings.default_language.option', defaultMessage: '{autonym} ({name})' },
});

/** A language's name in `displayLocale`, or undefined when the runtime cannot name it. */
function nameIn(displayLocale: string, code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([displayLocale], { type: 'language', fallback: 'none' }).of(code);
    return name === undefined || name === '' ? undefined : name;
  } catch {
    // Not a language tag Intl accepts (a stray code from a newer server).
    return undefined;
  }
}

/** The language's name in that language, e.g. "Deutsch" for "de". */
export function autonym(code: string): string | undefined {
  return nameIn(code, code);
}

/**
 * The option text for one language. `fallbackName` (the server's name for it) is used when the
 * runtime knows the language under neither name.
 */
export function languageOptionLabel(intl: IntlShape, code: string, fallbackName: string): string {
  const own = autonym(code);
  const local = nameIn(intl.locale, code);
  if (own === undefined) return local ?? fallbackName;
  if (local === undefined || local.toLocaleLowerCase(intl.locale) === own.toLocaleLowerCase(code)) return own;
  return intl.formatMessage(messages.both, { autonym: own, name: local });
}
