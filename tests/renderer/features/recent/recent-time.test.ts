import { describe, expect, it } from 'vitest';
import { fullDateTime, relativeTime } from '../../../../renderer/src/features/recent/recent-time';

const NOW = Date.UTC(2026, 10, 24, 17, 0, 0);
const at = (secondsAgo: number) => Math.floor(NOW / 1000) - secondsAgo;
const en = { locale: 'en-US', timeZone: 'UTC' };

describe('relative times of Recent conversations', () => {
  it('words recent times relatively', () => {
    expect(relativeTime(at(10), NOW, en)).toBe('just now');
    expect(relativeTime(at(-30), NOW, en)).toBe('just now');
    expect(relativeTime(at(5 * 60 + 10), NOW, en)).toBe('5 minutes ago');
    expect(relativeTime(at(3 * 3600), NOW, en)).toBe('3 hours ago');
    expect(relativeTime(at(26 * 3600), NOW, en)).toBe('yesterday');
    expect(relativeTime(at(3 * 86400), NOW, en)).toBe('3 days ago');
  });

  it('gives a date after a week, with the year when it is not this one', () => {
    expect(relativeTime(at(30 * 86400), NOW, en)).toBe('Oct 25');
    expect(relativeTime(Date.UTC(2025, 0, 2) / 1000, NOW, en)).toBe('Jan 2, 2025');
  });

  it('follows the locale', () => {
    expect(relativeTime(at(3 * 3600), NOW, { locale: 'de-DE' })).toBe('vor 3 Stunden');
  });

  it('gives the full date and time for the tooltip', () => {
    expect(fullDateTime(at(0), en)).toBe('Tuesday, November 24, 2026 at 5:00 PM');
  });
});
