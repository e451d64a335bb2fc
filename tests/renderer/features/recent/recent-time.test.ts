import { describe, expect, it } from 'vitest';
import { createTimeFormat } from '../../../../renderer/src/features/recent/recent-time';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const NOW = Date.UTC(2026, 10, 24, 17, 0, 0);
const at = (secondsAgo: number) => Math.floor(NOW / 1000) - secondsAgo;
const english = createTimeFormat(en);

describe('relative times of Recent conversations', () => {
  it('words recent times relatively', () => {
    expect(english.relative(at(10), NOW)).toBe('just now');
    expect(english.relative(at(-30), NOW)).toBe('just now');
    expect(english.relative(at(5 * 60 + 10), NOW)).toBe('5 minutes ago');
    expect(english.relative(at(3 * 3600), NOW)).toBe('3 hours ago');
    expect(english.relative(at(26 * 3600), NOW)).toBe('yesterday');
    expect(english.relative(at(3 * 86400), NOW)).toBe('3 days ago');
  });

  it('gives a date after a week, with the year when it is not this one', () => {
    expect(english.relative(at(30 * 86400), NOW)).toBe('Oct 25');
    expect(english.relative(Date.UTC(2025, 0, 2) / 1000, NOW)).toBe('Jan 2, 2025');
  });

  it('follows the window’s language, "just now" included', () => {
    const de = createTimeFormat(german);
    expect(de.relative(at(3 * 3600), NOW)).toBe('vor 3 Stunden');
    expect(de.relative(at(10), NOW)).toBe('gerade eben');
    expect(de.relative(at(26 * 3600), NOW)).toBe('gestern');
    expect(createTimeFormat(spanish).relative(at(10), NOW)).toBe('justo ahora');
    expect(createTimeFormat(spanish).relative(at(5 * 60), NOW)).toBe('hace 5 minutos');
  });

  it('gives the full date and time for the tooltip, on the reader’s clock', () => {
    expect(english.full(at(0))).toBe('Tuesday, November 24, 2026 at 5:00 PM');
    expect(createTimeFormat(en, true).full(at(0))).toBe('Tuesday, November 24, 2026 at 17:00');
    expect(createTimeFormat(german, true).full(at(0))).toBe('Dienstag, 24. November 2026 um 17:00');
  });

  it('words English without an intl, for callers from before the window had a language', () => {
    expect(createTimeFormat().relative(at(10), NOW)).toBe('just now');
  });
});
