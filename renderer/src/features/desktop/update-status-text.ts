// What the Updates panel and the update banner say about main's updater (shared/desktop.ts
// UpdateStatus), in the window's language, and which buttons make sense at each step. What main
// says in its own words (why updates are off, what went wrong) is shown as it came.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { UpdateStatus } from '../../../../shared/desktop';

const messages = defineMessages<{
  ready: { version: string };
  finding: NoMessageValues;
  firstCheck: NoMessageValues;
  upToDate: { ago: string };
  checking: NoMessageValues;
  downloading: { version: string; percent: number };
  readyToRestart: { version: string };
  justNow: NoMessageValues;
}>({
  ready: {
    id: 'desktop.update.ready',
    defaultMessage:
      '{version, select, none {A new version of Threadline is ready} other {Threadline {version} is ready}}',
  },
  finding: { id: 'desktop.update.finding', defaultMessage: 'Finding out about updates…' },
  firstCheck: {
    id: 'desktop.update.first_check',
    defaultMessage: 'Threadline checks for updates a little after it starts, then once a day.',
  },
  upToDate: { id: 'desktop.update.up_to_date', defaultMessage: 'Threadline is up to date (checked {ago}).' },
  checking: { id: 'desktop.update.checking', defaultMessage: 'Checking for updates…' },
  downloading: {
    id: 'desktop.update.downloading',
    defaultMessage:
      '{version, select, none {Downloading a new version of Threadline…} other {Downloading Threadline {version}…}} {percent, number, ::percent}',
  },
  readyToRestart: {
    id: 'desktop.update.ready_to_restart',
    defaultMessage:
      '{version, select, none {A new version of Threadline is ready.} other {Threadline {version} is ready.}} Restart Threadline to update.',
  },
  justNow: { id: 'desktop.update.just_now', defaultMessage: 'just now' },
});

export interface UpdateStatusView {
  text: string;
  tone: 'info' | 'warning';
  /** "Check now" does something useful (a disabled updater answers with its reason). */
  canCheck: boolean;
  /** An update is downloaded: "Restart to update" installs it. */
  canRestart: boolean;
  /** 0–100 while downloading. */
  percent?: number;
}

/** The version as the messages' select wants it: 'none' when the update server named no usable one. */
function versionArg(version: string): string {
  return version === '' ? 'none' : version;
}

/** "Threadline 1.2.3 is ready" (the banner's words). */
export function readyText(intl: IntlShape, version: string): string {
  return intl.formatMessage(messages.ready, { version: versionArg(version) });
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A past moment as "just now", "5 minutes ago", "yesterday" in the window's language. */
export function agoText(intl: IntlShape, at: number, now: number): string {
  const ago = now - at;
  if (ago < MINUTE) return intl.formatMessage(messages.justNow);
  const [amount, unit] =
    ago < HOUR
      ? [Math.floor(ago / MINUTE), 'minute' as const]
      : ago < DAY
        ? [Math.floor(ago / HOUR), 'hour' as const]
        : [Math.floor(ago / DAY), 'day' as const];
  return intl.formatRelativeTime(-amount, unit, { numeric: 'auto' });
}

export function describeUpdateStatus(
  status: UpdateStatus | null,
  intl: IntlShape,
  now: number,
): UpdateStatusView {
  const plain = { tone: 'info', canCheck: true, canRestart: false } as const;
  if (status === null) return { ...plain, text: intl.formatMessage(messages.finding), canCheck: false };
  switch (status.state) {
    case 'disabled':
      return { ...plain, text: status.reason };
    case 'idle':
      return {
        ...plain,
        text:
          status.lastCheckedAt === undefined
            ? intl.formatMessage(messages.firstCheck)
            : intl.formatMessage(messages.upToDate, { ago: agoText(intl, status.lastCheckedAt, now) }),
      };
    case 'checking':
      return { ...plain, text: intl.formatMessage(messages.checking), canCheck: false };
    case 'downloading':
      return {
        ...plain,
        text: intl.formatMessage(messages.downloading, {
          version: versionArg(status.version),
          percent: status.percent / 100,
        }),
        canCheck: false,
        percent: status.percent,
      };
    case 'ready':
      return {
        ...plain,
        text: intl.formatMessage(messages.readyToRestart, { version: versionArg(status.version) }),
        canCheck: false,
        canRestart: true,
      };
    case 'error':
      return { ...plain, tone: 'warning', text: status.message };
  }
}
