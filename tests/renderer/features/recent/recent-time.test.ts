import { describe, expect, it } from 'vitest';
import { createTimeFormat } from '../../../../renderer/src/features/recent/recent-time';

const NOW = Date.UTC(2026, 10, 24, 17, 0, 0);
const at = (secondsAgo: number) => Math.floor(NOW / 1000) - secondsAgo;
const en = createTimeFormat({ locale: 'en-US', timeZone: 'UTC' });

describe('relative times of Recent conversations', () => {
  it('words recent times relatively', () => {
    expect(en.relative(at(10), NOW)).toBe('just now');
    expect(en.relative(at(-30), NOW)).toBe('just now');
    expect(en.relative(at(5 * 60 + 10), NOW)).toBe('5 minutes ago');
    expect(en.relative(at(3 * 3600), NOW)).toBe('3 hours ago');
    expect(en.relative(at(26 * 3600), NOW)).toBe('yesterday');
    expect(en.relative(at(3 * 86400), NOW)).toBe('3 days ago');
  });

  it('gives a date after a week, with the year when it is not this one', () => {
    expect(en.relative(at(30 * 86400), NOW)).toBe('Oct 25');
    expect(en.relative(Date.UTC(2025, 0, 2) / 1000, NOW)).toBe('Jan 2, 2025');
  });

  it('follows the locale', () => {
    expect(createTimeFormat({ locale: 'de-DE' }).relative(at(3 * 3600), NOW)).toBe('vor 3 Stunden');
  });

  it('gives the full date and time for the tooltip', () => {
    expect(en.full(at(0))).toBe('Tuesday, November 24, 2026 at 5:00 PM');
  });
});
