// The register snapshot's `language_list`: the choices of the default_language setting, shaped as
// a Zulip server sends them (locale/language_name_map.json, read by zerver/lib/i18n.py): each with
// its Zulip `code` ("zh-hans"), its Django `locale` ("zh_Hans"), its `name` in that language
// ("Deutsch", "简体中文") and, on newer servers, how much of the app is translated into it (English,
// the source language, has no such figure).
import { LANGUAGES } from '../../shared/settings';
import type { Language } from '../../shared/settings/value-lists';

export interface LanguageListEntry {
  code: string;
  locale: string;
  name: string;
  percent_translated?: number;
}

/** Django's locale name for a language code: "pt-br" → "pt_BR", "zh-hans" → "zh_Hans", "de" → "de". */
export function djangoLocale(code: string): string {
  const [language = code, region] = code.split('-');
  if (region === undefined) return language;
  const tail = region.length === 2 ? region.toUpperCase() : region[0]?.toUpperCase() + region.slice(1);
  return `${language}_${tail}`;
}

/** The list the reference server reports: all of ours fully translated, as a test server may claim. */
export function languageList(languages: readonly Language[] = LANGUAGES): LanguageListEntry[] {
  return languages.map(({ code, name }) => ({
    code,
    locale: djangoLocale(code),
    name,
    ...(code === 'en' ? {} : { percent_translated: 100 }),
  }));
}
