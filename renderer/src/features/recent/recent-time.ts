// When a conversation last moved, as Recent conversations shows it: relative while recent ("just
// now", "5 minutes ago", "yesterday"), a date after a week, and the full date and time for a tooltip.
// Intl does the wording, so the words follow the locale. Building Intl formatters is not cheap, so a
// view builds its set once and every row uses it.

export interface TimeOptions {
  /** BCP 47 locale; the system's when left out. */
  locale?: string;
  /** IANA zone; the system's when left out (tests pin it). */
  timeZone?: string;
}

export interface TimeFormat {
  /** `timestamp` in seconds, `nowMs` in milliseconds (Date.now()). */
  relative(timestamp: number, nowMs: number): string;
  /** The full date and time, e.g. "Tuesday, November 24, 2026 at 5:05 PM". */
  full(timestamp: number): string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function createTimeFormat(options: TimeOptions = {}): TimeFormat {
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const words = new Intl.RelativeTimeFormat(options.locale, { numeric: 'auto' });
  const thisYear = new Intl.DateTimeFormat(options.locale, { month: 'short', day: 'numeric', ...zone });
  const otherYear = new Intl.DateTimeFormat(options.locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...zone,
  });
  const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', ...zone });
  const full = new Intl.DateTimeFormat(options.locale, { dateStyle: 'full', timeStyle: 'short', ...zone });
  return {
    relative(timestamp, nowMs) {
      const ago = Math.floor(nowMs / 1000) - timestamp;
      // A clock a little ahead of ours is not a message from the future.
      if (ago < MINUTE) return 'just now';
      if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), 'minute');
      if (ago < DAY) return words.format(-Math.floor(ago / HOUR), 'hour');
      if (ago < 7 * DAY) return words.format(-Math.floor(ago / DAY), 'day');
      const date = new Date(timestamp * 1000);
      const sameYear = year.format(date) === year.format(nowMs);
      return (sameYear ? thisYear : otherYear).format(date);
    },
    full: (timestamp) => full.format(new Date(timestamp * 1000)),
  };
}
