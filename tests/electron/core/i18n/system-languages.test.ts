// Browser mode's system languages from the POSIX locale variables, in their order of precedence.
import { describe, expect, it } from 'vitest';
import { posixToLanguageTag, systemLanguagesFromEnv } from '../../../../electron/core/i18n/system-languages';

describe('systemLanguagesFromEnv', () => {
  it('reads LC_ALL, LC_MESSAGES, LANG and LANGUAGE in order, then Intl’s locale', () => {
    expect(
      systemLanguagesFromEnv(
        { LANG: 'de_DE.UTF-8', LC_MESSAGES: 'es_ES.UTF-8@euro', LANGUAGE: 'fr:en_GB' },
        'en-US',
      ),
    ).toEqual(['es-ES', 'de-DE', 'fr', 'en-GB', 'en-US']);
  });

  it('skips C and POSIX, which name no language, and repeats nothing', () => {
    expect(systemLanguagesFromEnv({ LC_ALL: 'C.UTF-8', LANG: 'POSIX' }, 'en-US')).toEqual(['en-US']);
    expect(systemLanguagesFromEnv({ LANG: 'en_US.UTF-8' }, 'en-US')).toEqual(['en-US']);
    expect(posixToLanguageTag('')).toBeUndefined();
    expect(posixToLanguageTag('pt_BR')).toBe('pt-BR');
  });
});
