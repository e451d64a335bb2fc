// When someone was last active, as the profile card says it in English, German and Spanish.
import { describe, expect, it } from 'vitest';
import {
  lastActive,
  lastActiveText,
  type LastActive,
} from '../../../../renderer/src/features/people/last-active';
import { testIntl } from '../../../support/intl';

const NOW_MS = Date.parse('2025-03-10T12:00:00Z');
const secondsAgo = (seconds: number) => ({
  active_timestamp: NOW_MS / 1000 - seconds,
  idle_timestamp: NOW_MS / 1000 - seconds,
});
const say = (locale: 'en' | 'de' | 'es', last: LastActive | null) =>
  last === null ? null : lastActiveText(testIntl(locale), last);

describe('lastActive', () => {
  it('is "now" while active, whatever the timestamps', () => {
    expect(lastActive(secondsAgo(5000), 'active', NOW_MS)).toEqual({ kind: 'now' });
  });

  it('counts minutes, hours and days up to a week, then gives the date', () => {
    expect(lastActive(secondsAgo(20), 'idle', NOW_MS)).toEqual({ kind: 'ago', value: 1, unit: 'minute' });
    expect(lastActive(secondsAgo(59 * 60), 'idle', NOW_MS)).toEqual({
      kind: 'ago',
      value: 59,
      unit: 'minute',
    });
    expect(lastActive(secondsAgo(5 * 3600), 'offline', NOW_MS)).toEqual({
      kind: 'ago',
      value: 5,
      unit: 'hour',
    });
    expect(lastActive(secondsAgo(6 * 86400), 'offline', NOW_MS)).toEqual({
      kind: 'ago',
      value: 6,
      unit: 'day',
    });
    expect(lastActive(secondsAgo(30 * 86400), 'offline', NOW_MS)).toEqual({
      kind: 'date',
      date: new Date(NOW_MS - 30 * 86400 * 1000),
    });
  });

  it('says nothing for someone never seen active', () => {
    expect(lastActive(undefined, 'offline', NOW_MS)).toBeNull();
    expect(lastActive({ active_timestamp: 0, idle_timestamp: 0 }, 'offline', NOW_MS)).toBeNull();
  });
});

describe('lastActiveText', () => {
  it('reads naturally in each language', () => {
    const fiveMinutes = lastActive(secondsAgo(5 * 60), 'offline', NOW_MS);
    expect(say('en', fiveMinutes)).toBe('Last active 5 minutes ago');
    expect(say('de', fiveMinutes)).toBe('Zuletzt aktiv vor 5 Minuten');
    expect(say('es', fiveMinutes)).toBe('Última actividad hace 5 minutos');

    const yesterday = lastActive(secondsAgo(30 * 3600), 'offline', NOW_MS);
    expect(say('en', yesterday)).toBe('Last active yesterday');
    expect(say('de', yesterday)).toBe('Zuletzt aktiv gestern');
    expect(say('es', yesterday)).toBe('Última actividad ayer');

    expect(say('en', { kind: 'now' })).toBe('Active now');
    expect(say('de', { kind: 'now' })).toBe('Jetzt aktiv');
    expect(say('es', { kind: 'now' })).toBe('En línea ahora');
  });

  it('gives an older day as a date in the language', () => {
    const last: LastActive = { kind: 'date', date: new Date('2025-01-15T12:00:00Z') };
    expect(say('en', last)).toBe('Last active on Jan 15, 2025');
    expect(say('de', last)).toBe('Zuletzt aktiv am 15.01.2025');
    expect(say('es', last)).toBe('Última actividad el 15 ene 2025');
  });
});
