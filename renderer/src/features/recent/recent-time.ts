// When a conversation last moved, as Recent conversations shows it: relative while recent ("just
// now", "5 minutes ago", "yesterday"), a date after a week, and the full date and time for a tooltip.
// The window's intl does the wording, so the words follow its language (and its time zone); the
// tooltip's clock follows twenty_four_hour_time. A view builds its set once and every row uses it.
import { createIntl, defineMessages, type IntlShape } from 'react-intl';
import { formatDateTime } from '../settings/format-time';

export interface TimeFormat {
  /** `timestamp` in seconds, `nowMs` in milliseconds (Date.now()). */
  relative(timestamp: number, nowMs: number): string;
  /** The full date and time, e.g. "Tuesday, November 24, 2026 at 5:05 PM". */
  full(timestamp: number): string;
}

const messages = defineMessages({
  justNow: { id: 'time.relative.just_now', defaultMessage: 'just now' },
});

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TimeIntl = Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatTime' | 'formatRelativeTime'>;

/** Without an intl (callers from before the window had a language), the words are English. */
export function createTimeFormat(
  intl: TimeIntl = createIntl({ locale: 'en', defaultLocale: 'en' }),
  twentyFourHour = false,
): TimeFormat {
  const year = (when: number | Date) => intl.formatDate(when, { year: 'numeric' });
  return {
    relative(timestamp, nowMs) {
      const ago = Math.floor(nowMs / 1000) - timestamp;
      // A clock a little ahead of ours is not a message from the future.
      if (ago < MINUTE) return intl.formatMessage(messages.justNow);
      const auto = { numeric: 'auto' } as const;
      if (ago < HOUR) return intl.formatRelativeTime(-Math.floor(ago / MINUTE), 'minute', auto);
      if (ago < DAY) return intl.formatRelativeTime(-Math.floor(ago / HOUR), 'hour', auto);
      if (ago < 7 * DAY) return intl.formatRelativeTime(-Math.floor(ago / DAY), 'day', auto);
      const date = new Date(timestamp * 1000);
      const sameYear = year(date) === year(nowMs);
      return intl.formatDate(date, {
        month: 'short',
        day: 'numeric',
        ...(sameYear ? {} : { year: 'numeric' }),
      });
    },
    full: (timestamp) => formatDateTime(intl, timestamp, twentyFourHour),
  };
}
