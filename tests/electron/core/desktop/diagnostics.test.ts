import { describe, expect, it } from 'vitest';
import { DEFAULT_DESKTOP_PREFERENCES, type UpdateStatus } from '../../../../shared/desktop';
import {
  buildDiagnosticsReport,
  describeConnection,
  type DiagnosticsSources,
} from '../../../../electron/core/desktop/diagnostics';
import type { AccountDiagnostics } from '../../../../electron/core/session/types';

const NOW = 1_800_000_000_000;
const KEY = 'Zk4q8Rt2Lm6Np0Vx3Bc7Df1Gh5Jk9Ws2';

function sources(accounts: AccountDiagnostics[], over: Partial<DiagnosticsSources> = {}): DiagnosticsSources {
  return {
    app: { name: 'Threadline', version: '0.1.0', host: 'electron', platform: 'linux', arch: 'x64' },
    versions: { electron: '45.4.1', chrome: '140.0.1', node: '22.19.0', v8: '14.0', openssl: '3.5' },
    session: { accountDiagnostics: () => accounts, badgeCount: () => 4 },
    preferences: () => ({ ...DEFAULT_DESKTOP_PREFERENCES, doNotDisturbUntil: NOW + 60_000 }),
    describeProxy: () => 'system settings',
    notifications: () => 'shown by the system',
    updateStatus: (): UpdateStatus => ({ state: 'idle' }),
    now: () => NOW,
    ...over,
  };
}

const active: AccountDiagnostics = {
  id: 'a1',
  realmUrl: 'https://chat.example.org',
  email: 'me@example.org',
  active: true,
  zulipVersion: '10.2',
  featureLevel: 360,
  connection: {
    status: 'reconnecting',
    failures: 3,
    nextRetryAt: NOW + 11_200,
    lastError: 'HTTP 502 from the server',
  },
};

describe('buildDiagnosticsReport', () => {
  it('says what runs, each account, the pause, the proxy, notifications, the badge and updates', () => {
    const other: AccountDiagnostics = {
      id: 'a2',
      realmUrl: 'https://two.example',
      email: 'me@two',
      active: false,
    };
    expect(buildDiagnosticsReport(sources([active, other]))).toEqual({
      generatedAt: NOW,
      app: { name: 'Threadline', version: '0.1.0', host: 'electron', platform: 'linux', arch: 'x64' },
      versions: { electron: '45.4.1', chrome: '140.0.1', node: '22.19.0' },
      accounts: [
        {
          id: 'a1',
          realmUrl: 'https://chat.example.org',
          email: 'me@example.org',
          active: true,
          zulipVersion: '10.2',
          featureLevel: 360,
          connection: 'reconnecting (3 failed tries), next try in 12 s',
          lastError: 'HTTP 502 from the server',
        },
        {
          id: 'a2',
          realmUrl: 'https://two.example',
          email: 'me@two',
          active: false,
          connection: 'not connected',
        },
      ],
      proxy: 'system settings',
      doNotDisturbUntil: NOW + 60_000,
      notifications: 'shown by the system',
      badgeCount: 4,
      update: { state: 'idle' },
    });
  });

  it('holds no secret even when one slipped into an error, the proxy line or the updater', () => {
    const leaky: AccountDiagnostics = {
      ...active,
      connection: {
        status: 'auth-failed',
        failures: 1,
        lastError: `401 for api_key=${KEY} (Basic bWU6cGFzc3dvcmQxMjM0NQ==)`,
      },
    };
    const report = buildDiagnosticsReport(
      sources([leaky], {
        describeProxy: () => 'manual: http://proxyuser:pr0xyPass@proxy.corp:3128',
        updateStatus: () => ({ state: 'error', message: `download failed with token=${KEY}` }),
      }),
    );
    const text = JSON.stringify(report);
    for (const secret of [KEY, 'bWU6cGFzc3dvcmQxMjM0NQ==', 'pr0xyPass']) expect(text).not.toContain(secret);
    expect(report.accounts[0]?.connection).toBe('signed out: the server refused the key');
  });
});

describe('describeConnection', () => {
  it('says each state in words', () => {
    expect(describeConnection({ status: 'connected', failures: 0 }, NOW)).toBe('connected');
    expect(describeConnection({ status: 'registering', failures: 0 }, NOW)).toBe('connecting');
    expect(describeConnection({ status: 'reconnecting', failures: 1 }, NOW)).toBe(
      'reconnecting (1 failed try)',
    );
    expect(describeConnection({ status: 'stopped', failures: 0 }, NOW)).toBe('stopped');
    expect(describeConnection({ status: 'idle', failures: 0 }, NOW)).toBe('not started');
    expect(describeConnection({ status: 'offline', failures: 0, nextRetryAt: NOW + 30_000 }, NOW)).toBe(
      'offline: this computer has no network, next try in 30 s',
    );
    expect(describeConnection({ status: 'checking', failures: 0 }, NOW)).toBe('checking the server answers');
    expect(describeConnection({ status: 'unreachable', failures: 2 }, NOW)).toBe(
      'server unreachable (2 failed tries)',
    );
  });
});
