import { describe, expect, it } from 'vitest';
import { languageOptionLabel } from '../../../../renderer/src/features/settings/language-names';
import { testIntl } from '../../../support/intl';

describe('languageOptionLabel', () => {
  it('names a language in its own words, with the interface language beside it when that differs', () => {
    expect(languageOptionLabel(testIntl('en'), 'de', 'Deutsch')).toBe('Deutsch (German)');
    expect(languageOptionLabel(testIntl('de'), 'de', 'Deutsch')).toBe('Deutsch');
    expect(languageOptionLabel(testIntl('es'), 'en', 'English')).toBe('English (inglés)');
  });

  it("falls back to the server's name for a code the runtime cannot name", () => {
    expect(languageOptionLabel(testIntl('en'), 'qaa', 'Klingon (server)')).toBe('Klingon (server)');
    expect(languageOptionLabel(testIntl('de'), 'not a tag!', 'Etwas')).toBe('Etwas');
  });
});
