// Do not disturb as plain arithmetic on time, shared by main (which turns a choice into the moment
// the pause ends and clears it once over) and the renderer (which shows the pause and, through the
// notifier, keeps quiet while it lasts). The clock is the caller's; "until tomorrow" is read in the
// local time zone, because "tomorrow morning" means this computer's morning.
import type { DoNotDisturbChoice, DoNotDisturbUntil } from './desktop';

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
  locale?: string;
  /** IANA zone; the system's when left out (tests pin it). */
  timeZone?: string;
}

/** The end of a pause in words: "until 14:30", "until tomorrow at 09:00", "until you turn them back on". */
export function describePauseEnd(
  until: number | 'forever',
  now: number,
  options: DescribeOptions = {},
): string {
  if (until === 'forever') return 'until you turn them back on';
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const time = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    hour: options.hourCycle === 'h12' ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(options.hourCycle ? { hourCycle: options.hourCycle } : {}),
    ...zone,
  })
    .format(until)
    // Newer ICU puts a narrow no-break space before AM/PM; the rest of the text has plain spaces.
    .replace(/\u202f/g, ' ');
  const day = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone }).format(
      ms,
    );
  if (day(until) === day(now)) return `until ${time}`;
  if (day(until) === day(now + 86_400_000)) return `until tomorrow at ${time}`;
  const weekday = new Intl.DateTimeFormat(options.locale ?? 'en-US', { weekday: 'long', ...zone }).format(
    until,
  );
  return `until ${weekday} at ${time}`;
}
