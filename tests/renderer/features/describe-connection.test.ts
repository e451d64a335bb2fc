import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '../../../shared/ipc';
import type { LinkStatus } from '../../../renderer/src/bridge/ws-bridge';
import {
  describeConnection as describeIn,
  formatClock,
  formatCountdown,
} from '../../../renderer/src/features/connection/describe-connection';
import { testIntl } from '../../support/intl';

const en = testIntl('en', 'UTC');
const at = (h: number, m: number, s: number) => Date.UTC(2026, 0, 5, h, m, s);
const describeConnection = (connection: ConnectionState, link: LinkStatus, now: number) =>
  describeIn(connection, link, now, en);

describe('describeConnection', () => {
  it('says Connected when connected', () => {
    expect(describeConnection({ status: 'connected', failures: 0 }, 'up', 0)).toMatchObject({
      tone: 'ok',
      text: 'Connected',
      canRetryNow: false,
    });
  });

  it('gives the next attempt as a wall-clock time with a countdown and offers Retry now', () => {
    const model = describeConnection(
      { status: 'reconnecting', nextRetryAt: at(9, 5, 7), lastError: 'Server unreachable', failures: 3 },
      'up',
      at(9, 4, 55),
    );
    expect(model).toMatchObject({
      text: 'Reconnecting — next try at 09:05:07',
      countdown: '(in 12 s)',
      detail: 'Server unreachable',
      canRetryNow: true,
    });
  });

  it('reports a refused key as signed out and a lost link to main before anything else', () => {
    expect(describeConnection({ status: 'auth-failed', failures: 1 }, 'up', 0).text).toMatch(/^Signed out/);
    expect(describeConnection({ status: 'connected', failures: 0 }, 'down', 0).text).toMatch(
      /Lost the connection/,
    );
  });

  it('says there is no network rather than counting failures, and offers a check', () => {
    expect(
      describeConnection({ status: 'offline', failures: 0, nextRetryAt: at(9, 5, 0) }, 'up', at(9, 4, 0)),
    ).toEqual({
      tone: 'warning',
      text: 'No network connection — Threadline reconnects when it is back',
      canRetryNow: true,
    });
  });

  it('says the server is being checked, then unreachable with the next try and why', () => {
    expect(describeConnection({ status: 'checking', failures: 0 }, 'up', 0)).toMatchObject({
      tone: 'info',
      text: 'Checking the server…',
      canRetryNow: false,
    });
    expect(
      describeConnection(
        {
          status: 'unreachable',
          failures: 2,
          nextRetryAt: at(9, 5, 7),
          lastError: 'The server is having trouble (HTTP 503).',
        },
        'up',
        at(9, 4, 55),
      ),
    ).toMatchObject({
      text: 'Server unreachable — next try at 09:05:07',
      countdown: '(in 12 s)',
      detail: 'The server is having trouble (HTTP 503).',
      canRetryNow: true,
    });
    expect(describeConnection({ status: 'unreachable', failures: 3 }, 'up', 0).text).toBe(
      'Server unreachable — trying again…',
    );
  });

  it('formats clocks and countdowns', () => {
    expect(formatClock(en, at(23, 0, 9))).toBe('23:00:09');
    expect(formatCountdown(en, 125_000)).toBe('(in 2 min 5 s)');
    expect(formatCountdown(en, -5)).toBe('(in 0 s)');
  });

  it("says it in German and Spanish, with the clock in the window's time zone", () => {
    const de = testIntl('de', 'Europe/Berlin');
    const es = testIntl('es', 'Europe/Madrid');
    const waiting = { status: 'reconnecting', nextRetryAt: at(9, 5, 7), failures: 3 } as const;
    expect(describeIn(waiting, 'up', at(9, 4, 55), de)).toMatchObject({
      text: 'Verbindung wird wiederhergestellt – nächster Versuch um 10:05:07',
      countdown: '(in 12 s)',
    });
    expect(describeIn({ ...waiting, status: 'unreachable' }, 'up', at(9, 3, 0), es)).toMatchObject({
      text: 'Servidor inaccesible: próximo intento a las 10:05:07',
      countdown: '(en 2 min 7 s)',
    });
    expect(describeIn({ status: 'connected', failures: 0 }, 'down', 0, es).text).toBe(
      'Se perdió la conexión con Threadline; reconectando…',
    );
  });
});
