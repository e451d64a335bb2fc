// Times in the window's language on the reader's clock: the message list's times and tooltips, the
// rendered <time> elements and Recent conversations all word times through format-time.ts.
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatTimeOfDay,
  hourCycleOf,
} from '../../../../renderer/src/features/settings/format-time';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

// 2024-03-05 17:05:09 UTC, and half past midnight that day.
const evening = Date.UTC(2024, 2, 5, 17, 5, 9) / 1000;
const midnight = Date.UTC(2024, 2, 5, 0, 30) / 1000;

describe('formatTimeOfDay', () => {
  it('gives 24-hour or 12-hour times as twenty_four_hour_time asks', () => {
    expect(formatTimeOfDay(en, evening, true)).toBe('17:05');
    expect(formatTimeOfDay(en, evening, false)).toMatch(/^5:05\sPM$/);
    expect(formatTimeOfDay(en, midnight, true)).toBe('00:30');
    expect(formatTimeOfDay(en, midnight, false)).toMatch(/^12:30\sAM$/);
  });

  it('follows the window’s language, the setting still choosing the clock', () => {
    expect(formatTimeOfDay(german, evening, true)).toBe('17:05');
    expect(formatTimeOfDay(spanish, evening, false)).toMatch(/^5:05\sp\.\sm\.$/);
  });

  it('never writes midnight as 24', () => {
    expect(hourCycleOf(true)).toBe('h23');
    expect(hourCycleOf(false)).toBe('h12');
  });
});

describe('formatDateTime', () => {
  it('words the whole date and time for tooltips, in the window’s language', () => {
    expect(formatDateTime(en, evening, true)).toBe('Tuesday, March 5, 2024 at 17:05');
    expect(formatDateTime(en, evening, false)).toMatch(/^Tuesday, March 5, 2024 at 5:05\sPM$/);
    expect(formatDateTime(german, evening, true)).toBe('Dienstag, 5. März 2024 um 17:05');
    expect(formatDateTime(spanish, evening, true)).toBe('martes, 5 de marzo de 2024, 17:05');
  });

  it('has a shorter form', () => {
    expect(formatDateTime(en, evening, true, 'medium')).toBe('Mar 5, 2024, 17:05');
  });
});
