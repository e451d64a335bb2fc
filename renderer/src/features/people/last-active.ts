// "Active now", "Last active 5 minutes ago", "Last active yesterday", "Last active on Mar 3, 2025": when
// someone was last active, from their presence, in the window's language. Minutes, hours and days
// read as relative times up to a week (Intl.RelativeTimeFormat through react-intl); older, a date.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { Presence } from '../../../../shared/objects';
import type { PresenceStatus } from '../../state/presence';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const messages = defineMessages<{
  now: NoMessageValues;
  relative: { when: string };
  date: { date: string };
}>({
  now: { id: 'people.last_active.now', defaultMessage: 'Active now' },
  relative: { id: 'people.last_active.relative', defaultMessage: 'Last active {when}' },
  date: { id: 'people.last_active.date', defaultMessage: 'Last active on {date}' },
});

/** When someone was last active, before it is put in words. */
export type LastActive =
  | { kind: 'now' }
  | { kind: 'ago'; value: number; unit: 'minute' | 'hour' | 'day' }
  | { kind: 'date'; date: Date };

/** Null when the server has never seen them active. */
export function lastActive(
  presence: Presence | undefined,
  status: PresenceStatus,
  nowMs: number,
): LastActive | null {
  if (status === 'active') return { kind: 'now' };
  const at = presence?.active_timestamp ?? 0;
  if (at <= 0) return null;
  const ago = Math.max(0, nowMs / 1000 - at);
  if (ago < HOUR) return { kind: 'ago', value: Math.max(1, Math.floor(ago / MINUTE)), unit: 'minute' };
  if (ago < DAY) return { kind: 'ago', value: Math.floor(ago / HOUR), unit: 'hour' };
  if (ago < WEEK) return { kind: 'ago', value: Math.floor(ago / DAY), unit: 'day' };
  return { kind: 'date', date: new Date(at * 1000) };
}

export function lastActiveText(intl: IntlShape, last: LastActive): string {
  switch (last.kind) {
    case 'now':
      return intl.formatMessage(messages.now);
    case 'ago':
      return intl.formatMessage(messages.relative, {
        when: intl.formatRelativeTime(-last.value, last.unit, { numeric: 'auto' }),
      });
    case 'date':
      return intl.formatMessage(messages.date, { date: intl.formatDate(last.date, { dateStyle: 'medium' }) });
  }
}
