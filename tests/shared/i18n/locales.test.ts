import { describe, expect, it } from 'vitest';
import { resolveLocale, textDirection } from '../../../shared/i18n/locales';

describe('resolveLocale', () => {
  it('follows the account language when there is a catalogue for it', () => {
    expect(resolveLocale('de', ['en-US'])).toBe('de');
    expect(resolveLocale('es', ['de-DE'])).toBe('es');
    expect(resolveLocale('en', ['de-DE'])).toBe('en');
  });

  it('matches a regional or script variant to its language', () => {
    expect(resolveLocale('de-AT', [])).toBe('de');
    expect(resolveLocale(undefined, ['es-419', 'en'])).toBe('es');
  });

  it('falls back to the system languages in order, then English', () => {
    expect(resolveLocale('fr', ['fr-FR', 'es-ES', 'de'])).toBe('es');
    expect(resolveLocale('zh-hans', ['ja-JP'])).toBe('en');
    expect(resolveLocale(undefined, [])).toBe('en');
  });

  it('skips values that are not language tags', () => {
    expect(resolveLocale('not a language!', ['??', 'de-CH'])).toBe('de');
  });

  it('takes a pseudo-locale as it is', () => {
    expect(resolveLocale('en-XB', ['de'])).toBe('en-XB');
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic and Hebrew script languages and for en-XB', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('fa-IR')).toBe('rtl');
    expect(textDirection('en-XB')).toBe('rtl');
  });

  it('is left to right otherwise, and for a tag Intl rejects', () => {
    expect(textDirection('de')).toBe('ltr');
    expect(textDirection('zh-hans')).toBe('ltr');
    expect(textDirection('not a tag!')).toBe('ltr');
  });
});
