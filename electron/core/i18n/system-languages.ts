// The system's languages where Electron cannot say them (browser mode runs in plain Node): the
// POSIX locale variables in their order of precedence (LC_ALL, LC_MESSAGES, LANG, then LANGUAGE's
// list), then the locale Node's Intl runs in. "de_DE.UTF-8@euro" becomes "de-DE"; "C" and "POSIX"
// name no language and are skipped. Main uses them until the window says the language it shows.

/** A POSIX locale name as a BCP 47 tag, or undefined when it names no language. */
export function posixToLanguageTag(value: string): string | undefined {
  const base = value.split(/[.@]/)[0]?.trim() ?? '';
  if (base === '' || base === 'C' || base === 'POSIX') return undefined;
  return base.replace(/_/g, '-');
}

export function systemLanguagesFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  intlLocale: string,
): string[] {
  const named = [env.LC_ALL, env.LC_MESSAGES, env.LANG, ...(env.LANGUAGE ?? '').split(':')]
    .filter((value): value is string => value !== undefined && value !== '')
    .map(posixToLanguageTag)
    .filter((tag): tag is string => tag !== undefined);
  return [...new Set([...named, intlLocale])];
}
