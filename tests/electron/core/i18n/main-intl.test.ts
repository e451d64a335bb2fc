// Main's language: the system's until the window says its own, each switch heard once the catalogue
// has loaded, a later switch winning over an earlier one still loading, and times in the system's
// regional style when the system speaks that language.
import { describe, expect, it } from 'vitest';
import { createMainIntl } from '../../../../electron/core/i18n/main-intl';
import { TextError } from '../../../../electron/core/i18n/text-error';
import { loadMessages, type Messages } from '../../../../shared/i18n/catalogues';
import type { UiLocale } from '../../../../shared/i18n/locales';
import { phrase } from '../../../../shared/i18n/phrase';

const QUIT = { id: 'tray.quit', defaultMessage: 'Quit Threadline' };

describe('createMainIntl', () => {
  it('starts in the system’s language, or English when it has no catalogue for it', async () => {
    expect((await createMainIntl({ systemLanguages: ['de-AT', 'en-US'] })).locale()).toBe('de');
    expect((await createMainIntl({ systemLanguages: ['fr-FR', 'es-419'] })).locale()).toBe('es');
    expect((await createMainIntl({ systemLanguages: ['ja-JP'] })).locale()).toBe('en');
    expect((await createMainIntl({ systemLanguages: [] })).locale()).toBe('en');
    const german = await createMainIntl({ systemLanguages: ['de-DE'] });
    expect(german.format(phrase(QUIT))).toBe('Threadline beenden');
  });

  it('switches when the window says so, and tells its listeners once the catalogue is in', async () => {
    const intl = await createMainIntl({ systemLanguages: ['en-US'] });
    const heard: string[] = [];
    const off = intl.onChange((locale) => heard.push(`${locale}: ${intl.format(phrase(QUIT))}`));
    await intl.setLocale('es');
    await intl.setLocale('es');
    await intl.setLocale('en-XB');
    off();
    await intl.setLocale('de');
    expect(heard).toEqual(['es: Salir de Threadline', expect.stringMatching(/^en-XB: /)]);
    // The pseudo-locale writes every string differently: nothing is left in plain English.
    expect(heard[1]).not.toContain('Quit Threadline');
    expect(intl.locale()).toBe('de');
  });

  it('lets the last call win when an earlier catalogue is still loading', async () => {
    const waiting = new Map<UiLocale, () => void>();
    const load = (locale: UiLocale): Promise<Messages> =>
      locale === 'en'
        ? loadMessages(locale)
        : new Promise((resolve) => waiting.set(locale, () => void loadMessages(locale).then(resolve)));
    const intl = await createMainIntl({ systemLanguages: ['en'], load });
    const toGerman = intl.setLocale('de');
    const toSpanish = intl.setLocale('es');
    waiting.get('es')?.();
    await toSpanish;
    waiting.get('de')?.();
    await toGerman;
    expect(intl.locale()).toBe('es');
    expect(intl.format(phrase(QUIT))).toBe('Salir de Threadline');
  });

  it('writes times as the system’s region does when it speaks the language', async () => {
    const at = Date.UTC(2026, 2, 10, 14, 30);
    const british = await createMainIntl({ systemLanguages: ['en-GB'] });
    expect(british.intl().formatTime(at, { timeZone: 'UTC' })).toBe('14:30');
    const american = await createMainIntl({ systemLanguages: ['en-US'] });
    expect(american.intl().formatTime(at, { timeZone: 'UTC' })).toMatch(/^2:30\sPM$/);
    // Spanish chosen in the window of an English system: Spanish conventions.
    await british.setLocale('es');
    expect(british.intl().locale).toBe('es');
  });
});

describe('TextError', () => {
  it('keeps its text for the window and the English for logs', () => {
    const error = new TextError(
      phrase({ id: 'test.x', defaultMessage: 'The file {name} is damaged' }, { name: 'a' }),
    );
    expect(error.message).toBe('The file a is damaged');
    expect(error.text.values).toEqual({ name: 'a' });
  });
});
