// Times and dates as the reader asks for them: in the window's language (react-intl's, which follows
// default_language) and with the clock of twenty_four_hour_time ("17:05" or "5:05 PM"). The message
// list, rendered <time> elements, Recent conversations and any other feature that shows a time of
// day use these, so every time in the window reads the same way. Inside React, useTimeFormat() binds
// them to the window's intl and the setting; outside it, the functions take the intl they need.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useUserSetting } from './use-user-setting';

type DateIntl = Pick<IntlShape, 'formatDate' | 'formatTime'>;

/** hourCycle, not hour12: hour12 false can still give "24:05" in some locales. */
export function hourCycleOf(twentyFourHour: boolean): 'h23' | 'h12' {
  return twentyFourHour ? 'h23' : 'h12';
}

/** The options of a time of day ("17:05" / "5:05 PM"). */
export function timeOfDayOptions(twentyFourHour: boolean): Intl.DateTimeFormatOptions {
  return {
    hour: twentyFourHour ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: hourCycleOf(twentyFourHour),
  };
}

/** `timestamp` in seconds since the epoch, as messages carry it. */
export function formatTimeOfDay(intl: DateIntl, timestamp: number, twentyFourHour: boolean): string {
  return intl.formatTime(timestamp * 1000, timeOfDayOptions(twentyFourHour));
}

/** The whole date and the time, for tooltips: "Tuesday, March 5, 2024 at 17:05". */
export function formatDateTime(
  intl: DateIntl,
  timestamp: number,
  twentyFourHour: boolean,
  dateStyle: 'full' | 'medium' = 'full',
): string {
  return intl.formatDate(timestamp * 1000, {
    dateStyle,
    timeStyle: 'short',
    hourCycle: hourCycleOf(twentyFourHour),
  });
}

export interface FormatTimeOptions {
  /** BCP 47 locale; English when left out. */
  locale?: string;
  /** IANA zone; the system's when left out (tests pin it). */
  timeZone?: string;
}

/**
 * A time of day without an intl at hand (kept for callers from before the window had a language);
 * code that can should use formatTimeOfDay or useTimeFormat, which follow the window's language.
 */
export function formatTime(
  timestamp: number,
  twentyFourHour: boolean,
  options: FormatTimeOptions = {},
): string {
  const format = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    ...timeOfDayOptions(twentyFourHour),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  return format.format(new Date(timestamp * 1000));
}

export interface TimeFormat {
  twentyFourHour: boolean;
  /** A time of day: "17:05". Timestamps in seconds since the epoch. */
  time(timestamp: number): string;
  /** Date and time for tooltips: "Tuesday, March 5, 2024 at 17:05" ('medium': "Mar 5, 2024, 17:05"). */
  dateTime(timestamp: number, dateStyle?: 'full' | 'medium'): string;
}

/** The window's times, in its language and with the reader's clock; stable while neither changes. */
export function useTimeFormat(): TimeFormat {
  const intl = useIntl();
  const twentyFourHour = useUserSetting('twenty_four_hour_time');
  return useMemo(
    () => ({
      twentyFourHour,
      time: (timestamp) => formatTimeOfDay(intl, timestamp, twentyFourHour),
      dateTime: (timestamp, dateStyle) => formatDateTime(intl, timestamp, twentyFourHour, dateStyle),
    }),
    [intl, twentyFourHour],
  );
}
