import { describe, expect, it } from 'vitest';
import {
  DESKTOP_ICON_COUNT,
  badgeCount,
  windowTitle,
  type UnreadSummary,
} from '../../../../renderer/src/features/settings/badge-count';
import { formatTime } from '../../../../renderer/src/features/settings/format-time';

const unread: UnreadSummary = { total: 40, directMessages: 3, mentions: 2, followedTopics: 5 };

describe('badgeCount', () => {
  it('counts what each desktop_icon_count_display value asks for', () => {
    expect(badgeCount(DESKTOP_ICON_COUNT.allUnread, unread)).toBe(40);
    expect(badgeCount(DESKTOP_ICON_COUNT.directMentionsAndFollowed, unread)).toBe(10);
    expect(badgeCount(DESKTOP_ICON_COUNT.directAndMentions, unread)).toBe(5);
    expect(badgeCount(DESKTOP_ICON_COUNT.none, unread)).toBe(0);
  });

  it('shows nothing without unread state, and all unreads for an unknown policy', () => {
    expect(badgeCount(1, null)).toBe(0);
    expect(badgeCount(99, unread)).toBe(40);
    expect(badgeCount(undefined, unread)).toBe(40);
  });

  it('never goes negative or fractional on bad input', () => {
    expect(badgeCount(3, { total: 0, directMessages: -2, mentions: 1.7, followedTopics: 0 })).toBe(1);
  });
});

describe('windowTitle', () => {
  it('puts the count in front, and leaves it out at zero', () => {
    expect(windowTitle('Acme', 0)).toBe('Acme · Threadline');
    expect(windowTitle('Acme', 7)).toBe('(7) Acme · Threadline');
    expect(windowTitle('', 2)).toBe('(2) Threadline');
    expect(windowTitle('Acme', 12_345)).toBe('(999+) Acme · Threadline');
  });
});

describe('formatTime', () => {
  // 2024-03-05 17:05:09 UTC
  const ts = Date.UTC(2024, 2, 5, 17, 5, 9) / 1000;

  it('gives 24-hour or 12-hour times as twenty_four_hour_time asks', () => {
    expect(formatTime(ts, true, { timeZone: 'UTC' })).toBe('17:05');
    expect(formatTime(ts, false, { timeZone: 'UTC' })).toMatch(/^5:05\s?PM$/);
  });

  it('writes midnight as 00 and 12, never 24', () => {
    const midnight = Date.UTC(2024, 2, 5, 0, 30) / 1000;
    expect(formatTime(midnight, true, { timeZone: 'UTC' })).toBe('00:30');
    expect(formatTime(midnight, false, { timeZone: 'UTC' })).toMatch(/^12:30\s?AM$/);
  });

  it('follows the time zone', () => {
    expect(formatTime(ts, true, { timeZone: 'Asia/Tokyo' })).toBe('02:05');
  });
});
