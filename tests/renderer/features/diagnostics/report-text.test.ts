import { describe, expect, it } from 'vitest';
import type { DiagnosticsReport } from '../../../../shared/desktop';
import {
  describeDoNotDisturb,
  describeUpdate,
  reportText,
} from '../../../../renderer/src/features/diagnostics/report-text';
import { testNotification } from '../../../../renderer/src/features/diagnostics/test-notification';
import { notificationRequest } from '../../../../shared/desktop';
import { testIntl } from '../../../support/intl';

const NOW = 1_800_000_000_000;
const formatTime = (ms: number) => new Date(ms).toISOString();
const API_KEY = 'Qw3rTy7uI9oP1aS2dF4gH6jK8lZ0xC5v';

function report(over: Partial<DiagnosticsReport> = {}): DiagnosticsReport {
  return {
    generatedAt: NOW,
    app: { name: 'Threadline', version: '0.1.0', host: 'browser', platform: 'linux', arch: 'x64' },
    versions: { node: '20.19.0' },
    accounts: [
      {
        id: 'a1',
        realmUrl: 'https://chat.example.org',
        email: 'me@example.org',
        active: true,
        zulipVersion: '10.2',
        featureLevel: 360,
        connection: 'connected',
      },
    ],
    proxy: 'system settings',
    doNotDisturbUntil: null,
    notifications: 'shown by the page',
    badgeCount: 3,
    update: { state: 'disabled', reason: 'Browser mode does not update itself.' },
    ...over,
  };
}

const page = { notificationPermission: 'granted' as const, userAgent: 'Mozilla/5.0 Chrome/140.0.0.0' };

describe('reportText', () => {
  it('says every fact of the report and of the page, one per line', () => {
    expect(reportText(report(), page, formatTime)).toBe(
      [
        `Threadline diagnostics, ${formatTime(NOW)}`,
        'App: Threadline 0.1.0, browser mode, linux x64',
        'Versions: Node 20.19.0',
        'Page: Mozilla/5.0 Chrome/140.0.0.0',
        'Notifications: shown by the page; permission granted',
        'Do not disturb: off',
        'Badge count: 3',
        'Proxy: system settings',
        'Updates: off (Browser mode does not update itself.)',
        'Accounts:',
        '- me@example.org on https://chat.example.org (active): Zulip 10.2, feature level 360; connected',
        '',
      ].join('\n'),
    );
  });

  it('holds no API key, password or token even when one slipped into an error string', () => {
    const leaky = report({
      accounts: [
        {
          id: 'a1',
          realmUrl: 'https://me%40example.org:hunter22@chat.example.org',
          email: 'me@example.org',
          active: true,
          connection: 'reconnecting (2 failed tries)',
          lastError: `POST /fetch_api_key {"password":"hunter22"} → 401 for ${API_KEY}; Authorization: Basic bWU6aHVudGVyMjI=; token=abc123def456`,
        },
      ],
      proxy: `manual: http://user:s3cret-proxy@proxy.corp:3128`,
      update: { state: 'error', message: `feed said api_key=${API_KEY}` },
    });
    const text = reportText(leaky, page, formatTime);
    for (const secret of [API_KEY, 'hunter22', 'bWU6aHVudGVyMjI=', 'abc123def456', 's3cret-proxy']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('Last error: POST /fetch_api_key');
    expect(text).toContain('[removed]');
  });
});

describe('describeDoNotDisturb and describeUpdate', () => {
  it('say the pause and the updater in words', () => {
    expect(describeDoNotDisturb('forever', NOW, formatTime)).toBe('on until turned back on');
    expect(describeDoNotDisturb(NOW + 60_000, NOW, formatTime)).toBe(`on until ${formatTime(NOW + 60_000)}`);
    expect(describeDoNotDisturb(NOW - 1, NOW, formatTime)).toBe('off');
    expect(describeUpdate({ state: 'downloading', version: '0.2.0', percent: 41.6 })).toBe(
      'downloading 0.2.0 (42 %)',
    );
  });
});

describe('testNotification', () => {
  it('is a request main accepts, with or without an account', () => {
    expect(notificationRequest.safeParse(testNotification('a1', testIntl('en'))).success).toBe(true);
    expect(notificationRequest.safeParse(testNotification(null, testIntl('de'))).success).toBe(true);
  });
});
