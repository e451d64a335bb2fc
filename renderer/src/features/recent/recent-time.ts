// When a conversation last moved, as Recent conversations shows it: relative while recent ("just
// now", "5 minutes ago", "yesterday"), a date after a week, and the full date and time for a tooltip.
// Intl does the wording, so the words follow the locale.

export interface TimeOptions {
  /** BCP 47 locale; the system's when left out. */
  locale?: string;
  /** IANA zone; the system's when left out (tests pin it). */
  timeZone?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `timestamp` in seconds, `nowMs` in milliseconds (Date.now()). */
export function relativeTime(timestamp: number, nowMs: number, options: TimeOptions = {}): string {
  const ago = Math.floor(nowMs / 1000) - timestamp;
  const words = new Intl.RelativeTimeFormat(options.locale, { numeric: 'auto' });
  // A clock a little ahead of ours is not a message from the future.
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return words.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return words.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return words.format(-Math.floor(ago / DAY), 'day');
  const date = new Date(timestamp * 1000);
  const sameYear = date.getFullYear() === new Date(nowMs).getFullYear();
  return new Intl.DateTimeFormat(options.locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** The full date and time, e.g. "Tuesday, November 24, 2026 at 5:05 PM". */
export function fullDateTime(timestamp: number, options: TimeOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(timestamp * 1000));
}
