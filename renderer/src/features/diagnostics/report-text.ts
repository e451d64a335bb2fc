// The Diagnostics page's "Copy report": main's report (which holds no secret) and what only the page
// knows (its notification permission, the browser) as plain text for a bug report. The whole text
// goes through scrubSecrets last, so even a key that slipped into an error message stays out.
import type { DiagnosticsReport, DoNotDisturbUntil, UpdateStatus } from '../../../../shared/desktop';
import { scrubSecrets } from '../../../../shared/diagnostics/scrub-secrets';
import { doNotDisturbActive } from '../../../../shared/notifications/do-not-disturb';
import type { PermissionState } from '../notifications/notification-presenter';

export interface PageFacts {
  notificationPermission: PermissionState;
  /** navigator.userAgent: in browser mode the browser is not main's process. */
  userAgent: string;
}

const VERSION_NAMES: Record<string, string> = { electron: 'Electron', chrome: 'Chromium', node: 'Node' };

export function hostLabel(host: DiagnosticsReport['app']['host']): string {
  return host === 'electron' ? 'desktop app' : 'browser mode';
}

export function describeVersions(versions: Record<string, string>): string {
  const parts = Object.entries(versions).map(([key, version]) => `${VERSION_NAMES[key] ?? key} ${version}`);
  return parts.length > 0 ? parts.join(', ') : 'unknown';
}

export function describeDoNotDisturb(
  until: DoNotDisturbUntil,
  now: number,
  formatTime: (epochMs: number) => string,
): string {
  if (!doNotDisturbActive(until, now)) return 'off';
  return until === 'forever' ? 'on until turned back on' : `on until ${formatTime(until as number)}`;
}

export function describeUpdate(status: UpdateStatus): string {
  switch (status.state) {
    case 'disabled':
      return `off (${status.reason})`;
    case 'idle':
      return 'up to date as far as known';
    case 'checking':
      return 'checking';
    case 'downloading':
      return `downloading ${status.version} (${Math.round(status.percent)} %)`;
    case 'ready':
      return `${status.version} ready, restart to update`;
    case 'error':
      return `error: ${status.message}`;
  }
}

export function reportText(
  report: DiagnosticsReport,
  page: PageFacts,
  formatTime: (epochMs: number) => string,
): string {
  const lines = [
    `Threadline diagnostics, ${formatTime(report.generatedAt)}`,
    `App: ${report.app.name} ${report.app.version}, ${hostLabel(report.app.host)}, ${report.app.platform} ${report.app.arch}`,
    `Versions: ${describeVersions(report.versions)}`,
    `Page: ${page.userAgent}`,
    `Notifications: ${report.notifications}; permission ${page.notificationPermission}`,
    `Do not disturb: ${describeDoNotDisturb(report.doNotDisturbUntil, report.generatedAt, formatTime)}`,
    `Badge count: ${report.badgeCount ?? 'not set yet'}`,
    `Proxy: ${report.proxy}`,
    `Updates: ${describeUpdate(report.update)}`,
    `Accounts:${report.accounts.length === 0 ? ' none signed in' : ''}`,
  ];
  for (const account of report.accounts) {
    const server =
      account.zulipVersion === undefined
        ? 'server not reached yet'
        : `Zulip ${account.zulipVersion}, feature level ${account.featureLevel ?? 'unknown'}`;
    lines.push(
      `- ${account.email} on ${account.realmUrl}${account.active ? ' (active)' : ''}: ${server}; ${account.connection}`,
    );
    if (account.lastError !== undefined) lines.push(`  Last error: ${account.lastError}`);
  }
  return scrubSecrets(`${lines.join('\n')}\n`);
}
