// Times of day as twenty_four_hour_time asks for them ("17:05" or "5:05 PM").

export interface FormatTimeOptions {
  /** BCP 47 locale; the system's when left out. */
  locale?: string;
  /** IANA zone; the system's when left out (tests pin it). */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(twentyFourHour: boolean, options: FormatTimeOptions): Intl.DateTimeFormat {
  const key = `${String(twentyFourHour)}|${options.locale ?? ''}|${options.timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
      hour: twentyFourHour ? '2-digit' : 'numeric',
      minute: '2-digit',
      // hourCycle, not hour12: hour12 false can still give "24:05" in some locales.
      hourCycle: twentyFourHour ? 'h23' : 'h12',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** `timestamp` in seconds since the epoch, as messages carry it. */
export function formatTime(
  timestamp: number,
  twentyFourHour: boolean,
  options: FormatTimeOptions = {},
): string {
  return formatter(twentyFourHour, options).format(new Date(timestamp * 1000));
}
