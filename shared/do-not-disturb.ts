// Do not disturb as plain arithmetic on time, shared by main (which turns a choice into the moment
// the pause ends and clears it once over) and the renderer (which shows the pause and, through the
// notifier, keeps quiet while it lasts). The clock is the caller's; "until tomorrow" is read in the
// local time zone, because "tomorrow morning" means this computer's morning. Its end is said in the
// language of the intl it is given (main's menus, the window's indicator).
import { createIntl, defineMessages, type IntlShape } from '@formatjs/intl';
import type { DoNotDisturbChoice, DoNotDisturbUntil } from './desktop';
import { plainMessages } from './plain-messages';

/**
 * "Until tomorrow" ends at this local hour of the next calendar day: the start of a working day,
 * which is what someone pausing for the evening means, rather than midnight (which would end a
 * pause taken at 23:50 ten minutes later, in the middle of the night).
 */
export const TOMORROW_HOUR = 9;

const MINUTE = 60_000;

/** When a pause chosen at `now` (epoch ms) ends: epoch ms, 'forever', or null for "off". */
export function pauseEnd(choice: DoNotDisturbChoice, now: number): DoNotDisturbUntil {
  switch (choice) {
    case '30-minutes':
      return now + 30 * MINUTE;
    case '1-hour':
      return now + 60 * MINUTE;
    case 'until-tomorrow': {
      const today = new Date(now);
      // The Date constructor rolls the day over months and years and follows daylight saving.
      return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, TOMORROW_HOUR).getTime();
    }
    case 'until-turned-off':
      return 'forever';
    case 'off':
      return null;
  }
}

/** Whether notifications are paused at `now`; a pause whose end has come is over. */
export function isPaused(until: DoNotDisturbUntil, now: number): boolean {
  return until === 'forever' || (typeof until === 'number' && until > now);
}

/** The pause in force at `now`: `until` itself, or null once it has ended. */
export function pauseInForce(until: DoNotDisturbUntil, now: number): DoNotDisturbUntil {
  return isPaused(until, now) ? until : null;
}

export interface DescribeOptions {
  /** 'h23' for 17:05, 'h12' for 5:05 PM; the locale's own when left out. */
  hourCycle?: 'h23' | 'h12';
  /** IANA zone; the system's when left out (tests pin it). */
  timeZone?: string;
}

/** Which day a pause ends on, as a sentence names it; 'never' for a pause until turned back on. */
export type PauseEndDay = 'today' | 'tomorrow' | 'later' | 'never';

/** The end of a pause, ready for a message: the day, and the time and weekday in `intl`'s language. */
export interface PauseEndParts {
  day: PauseEndDay;
  time: string;
  weekday: string;
}

const messages = plainMessages(
  defineMessages({
    pauseEnd: {
      id: 'dnd.pause_end',
      defaultMessage:
        '{day, select, today {until {time}} tomorrow {until tomorrow at {time}} later {until {weekday} at {time}} other {until you turn them back on}}',
    },
  }),
);

/** The calendar day of `ms` in `zone`, to compare days (not text: the locale is fixed). */
function calendarDay(ms: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(ms);
}

export function pauseEndParts(
  until: number | 'forever',
  now: number,
  intl: IntlShape,
  options: DescribeOptions = {},
): PauseEndParts {
  if (until === 'forever') return { day: 'never', time: '', weekday: '' };
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const time = intl
    .formatTime(until, {
      hour: options.hourCycle === 'h12' ? 'numeric' : '2-digit',
      minute: '2-digit',
      ...(options.hourCycle ? { hourCycle: options.hourCycle } : {}),
      ...zone,
    })
    // Newer ICU puts a narrow no-break space before AM/PM; the rest of the text has plain spaces.
    .replace(/\u202f/g, ' ');
  const weekday = intl.formatDate(until, { weekday: 'long', ...zone });
  const day = calendarDay(until, options.timeZone);
  if (day === calendarDay(now, options.timeZone)) return { day: 'today', time, weekday };
  if (day === calendarDay(now + 86_400_000, options.timeZone)) return { day: 'tomorrow', time, weekday };
  return { day: 'later', time, weekday };
}

/**
 * The end of a pause as a phrase: "until 14:30", "until tomorrow at 09:00", "until you turn them
 * back on". A sentence of its own should take pauseEndParts into one message instead; without
 * `intl` the phrase is English.
 */
export function describePauseEnd(
  until: number | 'forever',
  now: number,
  options: DescribeOptions & { intl?: IntlShape } = {},
): string {
  const intl = options.intl ?? createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
  return intl.formatMessage(messages.pauseEnd, { ...pauseEndParts(until, now, intl, options) });
}
