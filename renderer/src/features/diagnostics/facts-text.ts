// The Diagnostics page's facts as the page shows them, in the window's language. "Copy report"
// (report-text.ts) says the same facts in English for us, the maintainers; what main describes in its
// own words (the proxy, how notifications are shown, each connection) is shown as main said it.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { DiagnosticsReport, DoNotDisturbUntil, UpdateStatus } from '../../../../shared/desktop';
import { doNotDisturbActive } from '../../../../shared/notifications/do-not-disturb';
import type { PermissionState } from '../notifications/notification-presenter';

const messages = defineMessages<{
  host: { host: string };
  versionsUnknown: NoMessageValues;
  pauseOff: NoMessageValues;
  pauseForever: NoMessageValues;
  pauseUntil: { time: string };
  permission: { state: string };
  updateDisabled: { reason: string };
  updateIdle: NoMessageValues;
  updateChecking: NoMessageValues;
  updateDownloading: { version: string; percent: number };
  updateReady: { version: string };
  updateError: { message: string };
}>({
  host: {
    id: 'diagnostics.facts.host',
    defaultMessage: '{host, select, electron {desktop app} other {browser mode}}',
  },
  versionsUnknown: { id: 'diagnostics.facts.versions_unknown', defaultMessage: 'unknown' },
  pauseOff: { id: 'diagnostics.facts.pause_off', defaultMessage: 'off' },
  pauseForever: { id: 'diagnostics.facts.pause_forever', defaultMessage: 'on until turned back on' },
  pauseUntil: { id: 'diagnostics.facts.pause_until', defaultMessage: 'on until {time}' },
  permission: {
    id: 'diagnostics.facts.permission',
    defaultMessage:
      '{state, select, granted {granted} denied {denied} default {not asked yet} other {not supported}}',
  },
  updateDisabled: { id: 'diagnostics.facts.update_disabled', defaultMessage: 'off ({reason})' },
  updateIdle: { id: 'diagnostics.facts.update_idle', defaultMessage: 'up to date as far as known' },
  updateChecking: { id: 'diagnostics.facts.update_checking', defaultMessage: 'checking' },
  updateDownloading: {
    id: 'diagnostics.facts.update_downloading',
    defaultMessage: 'downloading {version} ({percent, number, ::percent})',
  },
  updateReady: { id: 'diagnostics.facts.update_ready', defaultMessage: '{version} ready, restart to update' },
  updateError: { id: 'diagnostics.facts.update_error', defaultMessage: 'error: {message}' },
});

const VERSION_NAMES: Record<string, string> = { electron: 'Electron', chrome: 'Chromium', node: 'Node' };

export function hostText(intl: IntlShape, host: DiagnosticsReport['app']['host']): string {
  return intl.formatMessage(messages.host, { host });
}

/** "Electron 38.1.0, Chromium 140…, Node 22…": product names and numbers, in the language's list. */
export function versionsText(intl: IntlShape, versions: Record<string, string>): string {
  const parts = Object.entries(versions).map(([key, version]) => `${VERSION_NAMES[key] ?? key} ${version}`);
  return parts.length > 0
    ? intl.formatList(parts, { type: 'unit', style: 'short' })
    : intl.formatMessage(messages.versionsUnknown);
}

export function permissionText(intl: IntlShape, permission: PermissionState): string {
  return intl.formatMessage(messages.permission, { state: permission });
}

export function pauseText(intl: IntlShape, until: DoNotDisturbUntil, now: number): string {
  if (!doNotDisturbActive(until, now)) return intl.formatMessage(messages.pauseOff);
  if (until === 'forever') return intl.formatMessage(messages.pauseForever);
  const time = intl.formatDate(until as number, { dateStyle: 'medium', timeStyle: 'short' });
  return intl.formatMessage(messages.pauseUntil, { time });
}

export function updateText(intl: IntlShape, status: UpdateStatus): string {
  switch (status.state) {
    case 'disabled':
      return intl.formatMessage(messages.updateDisabled, { reason: status.reason });
    case 'idle':
      return intl.formatMessage(messages.updateIdle);
    case 'checking':
      return intl.formatMessage(messages.updateChecking);
    case 'downloading':
      return intl.formatMessage(messages.updateDownloading, {
        version: status.version,
        percent: Math.round(status.percent) / 100,
      });
    case 'ready':
      return intl.formatMessage(messages.updateReady, { version: status.version });
    case 'error':
      return intl.formatMessage(messages.updateError, { message: status.message });
  }
}
