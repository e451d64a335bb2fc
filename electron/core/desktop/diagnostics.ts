// Help → Diagnostics, main's part: what is running (app, Electron/Chromium/Node), each account's
// server and connection, this computer's do-not-disturb pause and proxy, how notifications are shown,
// the badge and the updater. Built only from fields that hold no secret; free text that came from
// elsewhere (a connection's last error, a proxy description) is scrubbed once more on the way in.
import type { DesktopPreferences, DiagnosticsReport, UpdateStatus } from '../../../shared/desktop';
import { scrubSecrets } from '../../../shared/diagnostics/scrub-secrets';
import type { ConnectionState } from '../../../shared/ipc';
import type { AccountDiagnostics } from '../session/types';

/** The process.versions entries the report names: Electron, its Chromium, and Node. */
const VERSION_KEYS = ['electron', 'chrome', 'node'] as const;

export interface DiagnosticsSources {
  app: DiagnosticsReport['app'];
  /** process.versions of the host's process. */
  versions: Readonly<Record<string, string | undefined>>;
  session: { accountDiagnostics(): AccountDiagnostics[]; badgeCount(): number | null };
  preferences(): DesktopPreferences;
  /** The proxy in use, in plain words (the network module's describeProxy). */
  describeProxy(): string;
  /** How this host shows notifications, in plain words. */
  notifications(): string;
  updateStatus(): UpdateStatus;
  now(): number;
}

export function buildDiagnosticsReport(sources: DiagnosticsSources): DiagnosticsReport {
  const versions: Record<string, string> = {};
  for (const key of VERSION_KEYS) {
    const version = sources.versions[key];
    if (typeof version === 'string' && version !== '') versions[key] = version;
  }
  return {
    generatedAt: sources.now(),
    app: sources.app,
    versions,
    accounts: sources.session.accountDiagnostics().map((account) => ({
      id: account.id,
      realmUrl: account.realmUrl,
      email: account.email,
      active: account.active,
      ...(account.zulipVersion === undefined ? {} : { zulipVersion: account.zulipVersion }),
      ...(account.featureLevel === undefined ? {} : { featureLevel: account.featureLevel }),
      connection: describeConnection(account.connection, sources.now()),
      ...(account.connection?.lastError === undefined
        ? {}
        : { lastError: scrubSecrets(account.connection.lastError) }),
    })),
    proxy: scrubSecrets(sources.describeProxy()),
    doNotDisturbUntil: sources.preferences().doNotDisturbUntil,
    notifications: sources.notifications(),
    badgeCount: sources.session.badgeCount(),
    update: scrubUpdate(sources.updateStatus()),
  };
}

function nextTry(state: ConnectionState, now: number): string {
  if (state.nextRetryAt === undefined) return '';
  return `, next try in ${Math.max(0, Math.ceil((state.nextRetryAt - now) / 1000))} s`;
}

/** A connection state in words: "connected", "reconnecting (3 failed tries), next try in 12 s". */
export function describeConnection(state: ConnectionState | undefined, now: number): string {
  // Every signed-in account runs; one without a connection had a stored key that could not be used.
  if (state === undefined) return 'not connected';
  const tries = state.failures === 1 ? '1 failed try' : `${state.failures} failed tries`;
  switch (state.status) {
    case 'connected':
      return 'connected';
    case 'registering':
      return 'connecting';
    case 'reconnecting':
      return `reconnecting (${tries})${nextTry(state, now)}`;
    case 'offline':
      return `offline: this computer has no network${nextTry(state, now)}`;
    case 'checking':
      return 'checking the server answers';
    case 'unreachable':
      return `server unreachable (${tries})${nextTry(state, now)}`;
    case 'auth-failed':
      return 'signed out: the server refused the key';
    case 'stopped':
      return 'stopped';
    case 'idle':
      return 'not started';
  }
}

function scrubUpdate(status: UpdateStatus): UpdateStatus {
  if (status.state === 'error') return { state: 'error', message: scrubSecrets(status.message) };
  if (status.state === 'disabled') return { state: 'disabled', reason: scrubSecrets(status.reason) };
  return status;
}
