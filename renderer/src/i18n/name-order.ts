// How lists of names are put in order: as the window's language sorts them (Swedish puts "Ö" after
// "Z", German files it with "O"), ignoring case and accents the language does not count as letters
// of their own. The locale is the one react-intl shows, so sorting follows a language switch at once;
// pure model functions take a CompareNames and never make a collator of their own.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Orders two names as the window's language does (an Intl.Collator's compare). */
export type CompareNames = (a: string, b: string) => number;

/** The name order of `locale`: base sensitivity, so "ada" and "Ada" tie (callers break ties by ID). */
export function nameCollator(locale: string): Intl.Collator {
  return new Intl.Collator(locale, { sensitivity: 'base' });
}

/** The window language's name order, made once per locale. */
export function useNameCollator(): Intl.Collator {
  const { locale } = useIntl();
  return useMemo(() => nameCollator(locale), [locale]);
}

/** The window language's name order as a plain compare function, made once per locale. */
export function useCompareNames(): CompareNames {
  return useNameCollator().compare;
}

/**
 * The interface's languages, whose default collation keeps lower-cased ASCII letters, digits and
 * spaces in code-unit order. Danish ("aa" after "z"), Lithuanian ("y" with "i") and others reorder
 * them, so a shortcut comparing plain ASCII names without the collator is only sound for these.
 */
const ASCII_ORDER_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'es']);

/** True when `collator` orders lower-cased ASCII names as their code units do (see above). */
export function keepsAsciiOrder(collator: Intl.Collator): boolean {
  const { locale, collation, numeric, ignorePunctuation } = collator.resolvedOptions();
  if (collation !== 'default' || numeric === true || ignorePunctuation) return false;
  return ASCII_ORDER_LANGUAGES.has(new Intl.Locale(locale).language);
}

/** Names whose collation order is their lower-cased code-unit order (see keepsAsciiOrder). */
const PLAIN_NAME = /^[a-z0-9 ]*$/i;

/**
 * A compare for sorting many names once (an index of 10,000 people): names of ASCII letters, digits
 * and spaces compare by their lower-cased code units where `collator`'s language keeps that order,
 * with no call into the collator; every other name goes through it. `sortKey` is made once per name.
 */
export function fastNameOrder(collator: Intl.Collator) {
  const shortcut = keepsAsciiOrder(collator);
  return {
    sortKey: (name: string): string | null => (shortcut && PLAIN_NAME.test(name) ? name.toLowerCase() : null),
    compare(a: string, aKey: string | null, b: string, bKey: string | null): number {
      if (aKey === null || bKey === null) return collator.compare(a, b);
      return aKey < bKey ? -1 : aKey > bKey ? 1 : 0;
    },
  };
}
