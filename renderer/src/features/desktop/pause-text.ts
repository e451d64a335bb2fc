// Do not disturb in words, in the window's language: "Notifications paused until 14:30", "… until
// tomorrow at 09:00", "… until Friday at 09:00", "… until you turn them back on". The arithmetic of
// when a pause ends is shared/do-not-disturb.ts's; this only words it. Days are compared in the
// IntlShape's time zone (the system's in the app; tests pin one).
import { defineMessages, type IntlShape } from 'react-intl';

type EndValues = { end: string; time: string; weekday: string };

const messages = defineMessages<{ banner: EndValues; sentence: EndValues }>({
  banner: {
    id: 'desktop.pause.banner',
    defaultMessage:
      'Notifications paused {end, select, forever {until you turn them back on} tomorrow {until tomorrow at {time}} weekday {until {weekday} at {time}} other {until {time}}}',
  },
  sentence: {
    id: 'desktop.pause.sentence',
    defaultMessage:
      'Notifications paused {end, select, forever {until you turn them back on} tomorrow {until tomorrow at {time}} weekday {until {weekday} at {time}} other {until {time}}}.',
  },
});

const DAY_MS = 86_400_000;

export interface PauseWords {
  /** The bar under the header and the button's tooltip. */
  banner: string;
  /** The same as a sentence, for the setting's description. */
  sentence: string;
}

export function pauseWords(
  intl: IntlShape,
  until: number | 'forever',
  now: number,
  hourCycle: 'h23' | 'h12',
): PauseWords {
  const values = endValues(intl, until, now, hourCycle);
  return {
    banner: intl.formatMessage(messages.banner, values),
    sentence: intl.formatMessage(messages.sentence, values),
  };
}

function endValues(
  intl: IntlShape,
  until: number | 'forever',
  now: number,
  hourCycle: 'h23' | 'h12',
): EndValues {
  if (until === 'forever') return { end: 'forever', time: '', weekday: '' };
  const time = intl
    .formatTime(until, { hour: hourCycle === 'h12' ? 'numeric' : '2-digit', minute: '2-digit', hourCycle })
    // Newer ICU puts a narrow no-break space before AM/PM; the rest of the text has plain spaces.
    .replace(/\u202f/g, ' ');
  const day = (ms: number) => intl.formatDate(ms, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const weekday = intl.formatDate(until, { weekday: 'long' });
  const end = day(until) === day(now) ? 'today' : day(until) === day(now + DAY_MS) ? 'tomorrow' : 'weekday';
  return { end, time, weekday };
}
