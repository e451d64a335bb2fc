import { describe, expect, it } from 'vitest';
import { djangoLocale, languageList } from '../../../server/snapshot/language-list';

describe('language_list', () => {
  it("names each language in its own words, with Zulip's code and Django's locale", () => {
    const list = languageList();
    const byCode = new Map(list.map((entry) => [entry.code, entry]));
    expect(byCode.get('de')).toEqual({ code: 'de', locale: 'de', name: 'Deutsch', percent_translated: 100 });
    expect(byCode.get('es')?.name).toBe('Español');
    expect(byCode.get('zh-hans')).toMatchObject({ locale: 'zh_Hans', name: '简体中文' });
    // English is the source language: no translation figure, as the real server sends it.
    expect(byCode.get('en')).toEqual({ code: 'en', locale: 'en', name: 'English' });
  });

  it("turns Zulip's codes into Django locale names", () => {
    expect(djangoLocale('pt-br')).toBe('pt_BR');
    expect(djangoLocale('zh-hant')).toBe('zh_Hant');
    expect(djangoLocale('fi')).toBe('fi');
  });
});
