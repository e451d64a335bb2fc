import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  describePauseEnd,
  pauseEndParts,
  isPaused,
  pauseEnd,
  pauseInForce,
  TOMORROW_HOUR,
} from '../../shared/do-not-disturb';
import { plainIntl } from '../support/intl';

// "Until tomorrow" is local time: pin a zone with daylight saving so the test means the same anywhere.
let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Europe/Berlin';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const berlin = (iso: string) => new Date(iso).getTime();

describe('pauseEnd', () => {
  const now = berlin('2026-03-10T14:00:00+01:00');

  it('counts 30 minutes and 1 hour from now, and has no end for "until turned off"', () => {
    expect(pauseEnd('30-minutes', now)).toBe(now + 30 * 60_000);
    expect(pauseEnd('1-hour', now)).toBe(now + 60 * 60_000);
    expect(pauseEnd('until-turned-off', now)).toBe('forever');
    expect(pauseEnd('off', now)).toBeNull();
  });

  it('ends "until tomorrow" at 09:00 local time on the next calendar day', () => {
    expect(TOMORROW_HOUR).toBe(9);
    expect(pauseEnd('until-tomorrow', now)).toBe(berlin('2026-03-11T09:00:00+01:00'));
    // Just after midnight, "tomorrow" is still the next calendar day, not this morning.
    expect(pauseEnd('until-tomorrow', berlin('2026-03-11T00:30:00+01:00'))).toBe(
      berlin('2026-03-12T09:00:00+01:00'),
    );
  });

  it('rolls over the end of a month and a year', () => {
    expect(pauseEnd('until-tomorrow', berlin('2026-12-31T22:00:00+01:00'))).toBe(
      berlin('2027-01-01T09:00:00+01:00'),
    );
  });

  it('follows daylight saving: the night the clocks go forward is an hour shorter', () => {
    // In Berlin, 2026-03-29 02:00 becomes 03:00; 09:00 that morning is in summer time (+02:00).
    const evening = berlin('2026-03-28T22:00:00+01:00');
    const end = pauseEnd('until-tomorrow', evening);
    expect(end).toBe(berlin('2026-03-29T09:00:00+02:00'));
    expect(((end as number) - evening) / 3_600_000).toBe(10);
  });
});

describe('isPaused and pauseInForce', () => {
  it('are on for a future end and forever, off at and after the end and for null', () => {
    expect(isPaused('forever', 5)).toBe(true);
    expect(isPaused(10, 9)).toBe(true);
    expect(isPaused(10, 10)).toBe(false);
    expect(isPaused(10, 11)).toBe(false);
    expect(isPaused(null, 0)).toBe(false);
    expect(pauseInForce(10, 9)).toBe(10);
    expect(pauseInForce(10, 10)).toBeNull();
    expect(pauseInForce('forever', 1e15)).toBe('forever');
  });
});

describe('describePauseEnd', () => {
  const now = berlin('2026-03-10T14:00:00+01:00');
  const options = { hourCycle: 'h23', timeZone: 'Europe/Berlin' } as const;

  it('says the time today, "tomorrow at" the next day, and the weekday beyond', () => {
    expect(describePauseEnd(berlin('2026-03-10T14:30:00+01:00'), now, options)).toBe('until 14:30');
    expect(describePauseEnd(berlin('2026-03-11T09:00:00+01:00'), now, options)).toBe(
      'until tomorrow at 09:00',
    );
    expect(describePauseEnd(berlin('2026-03-13T09:00:00+01:00'), now, options)).toBe('until Friday at 09:00');
    expect(describePauseEnd('forever', now, options)).toBe('until you turn them back on');
  });

  it('uses a 12-hour clock when asked', () => {
    expect(
      describePauseEnd(berlin('2026-03-10T14:30:00+01:00'), now, {
        hourCycle: 'h12',
        timeZone: 'Europe/Berlin',
      }),
    ).toBe('until 2:30 PM');
  });

  it('says the end in the language of the intl it is given', () => {
    const de = { ...options, intl: plainIntl('de') };
    expect(describePauseEnd(berlin('2026-03-10T14:30:00+01:00'), now, de)).toBe('bis 14:30');
    expect(describePauseEnd(berlin('2026-03-11T09:00:00+01:00'), now, de)).toBe('bis morgen um 09:00');
    expect(describePauseEnd(berlin('2026-03-13T09:00:00+01:00'), now, de)).toBe('bis Freitag um 09:00');
    expect(pauseEndParts(berlin('2026-03-13T09:00:00+01:00'), now, plainIntl('es'), options)).toEqual({
      day: 'later',
      time: '09:00',
      weekday: 'viernes',
    });
    expect(pauseEndParts('forever', now, plainIntl('de'))).toMatchObject({ day: 'never' });
  });
});
