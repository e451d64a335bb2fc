// Do not disturb in words: the end of a pause today, tomorrow, another day or never, in the clock
// the person chose (twenty_four_hour_time) and in the window's language.
import { describe, expect, it } from 'vitest';
import { pauseWords } from '../../../../renderer/src/features/desktop/pause-text';
import { testIntl } from '../../../support/intl';

// Tuesday 10 March 2026, 13:00 in Berlin.
const NOW = Date.parse('2026-03-10T13:00:00+01:00');
const at = (iso: string) => Date.parse(iso);

describe('pauseWords', () => {
  const en = testIntl('en', 'Europe/Berlin');

  it('says until when, today, tomorrow or on a weekday, in 24-hour or 12-hour time', () => {
    expect(pauseWords(en, at('2026-03-10T14:30:00+01:00'), NOW, 'h23').banner).toBe(
      'Notifications paused until 14:30',
    );
    expect(pauseWords(en, at('2026-03-11T09:00:00+01:00'), NOW, 'h12')).toEqual({
      banner: 'Notifications paused until tomorrow at 9:00 AM',
      sentence: 'Notifications paused until tomorrow at 9:00 AM.',
    });
    expect(pauseWords(en, at('2026-03-13T09:00:00+01:00'), NOW, 'h23').banner).toBe(
      'Notifications paused until Friday at 09:00',
    );
    expect(pauseWords(en, 'forever', NOW, 'h23').banner).toBe(
      'Notifications paused until you turn them back on',
    );
  });

  it('says it in German and Spanish, weekday names included', () => {
    expect(
      pauseWords(testIntl('de', 'Europe/Berlin'), at('2026-03-13T09:00:00+01:00'), NOW, 'h23').banner,
    ).toBe('Benachrichtigungen pausiert bis Freitag um 09:00');
    expect(
      pauseWords(testIntl('de', 'Europe/Berlin'), at('2026-03-11T09:00:00+01:00'), NOW, 'h23').sentence,
    ).toBe('Benachrichtigungen pausiert bis morgen um 09:00.');
    expect(
      pauseWords(testIntl('es', 'Europe/Berlin'), at('2026-03-10T14:30:00+01:00'), NOW, 'h23').banner,
    ).toBe('Notificaciones en pausa hasta las 14:30');
    expect(pauseWords(testIntl('es', 'Europe/Berlin'), 'forever', NOW, 'h23').banner).toBe(
      'Notificaciones en pausa hasta que vuelvas a activarlas',
    );
  });
});
