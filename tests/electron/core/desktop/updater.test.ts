// The updater driven by a fake electron-updater and a fake clock: when it checks, what it tells the
// renderer at each step, the channels, consent before installing, and staying quiet when off.
import { describe, expect, it } from 'vitest';
import type { DesktopPreferences, UpdateStatus } from '../../../../shared/desktop';
import { UPDATE_ERROR_TEXT } from '../../../../electron/core/desktop/describe-update-error';
import {
  CHECK_INTERVAL_MS,
  createUpdater,
  FIRST_CHECK_DELAY_MS,
  NOTHING_TO_INSTALL,
  UPDATES_TURNED_OFF,
} from '../../../../electron/core/desktop/updater';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';
import { levelled } from '../../../../electron/core/session';
import { UPDATE_BLOCK_REASONS } from '../../../../electron/core/desktop/update-policy';
import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import { FakeClock } from '../support/fake-clock';
import { plainIntl, said } from '../../../support/intl';

/** An updater sentence as the window shows it in English. */
const en = (message: MessageDescriptor) => said(phrase(message));
import { codedError, FakeUpdaterEngine } from './fake-updater-engine';
import { type Phrase, phrase } from '../../../../shared/i18n/phrase';

function setup(options: { enabled?: boolean; channel?: 'stable' | 'beta'; blockedReason?: Phrase } = {}) {
  let intl: () => IntlShape = plainIntl;
  const clock = new FakeClock();
  const engine = new FakeUpdaterEngine();
  const statuses: UpdateStatus[] = [];
  const logLines: string[] = [];
  let prefs: DesktopPreferences['updates'] = {
    enabled: options.enabled ?? true,
    channel: options.channel ?? 'stable',
  };
  let enginesMade = 0;
  const updater = createUpdater({
    engine: () => {
      enginesMade++;
      return engine;
    },
    clock,
    blockedReason: options.blockedReason ?? null,
    preferences: () => prefs,
    onStatus: (status) => statuses.push(status),
    intl: () => intl(),
    log: levelled((line) => logLines.push(line)),
  });
  const setIntl = (next: () => IntlShape) => {
    intl = next;
  };
  const setPrefs = (change: Partial<DesktopPreferences['updates']>) => {
    prefs = { ...prefs, ...change };
    updater.preferencesChanged();
  };
  return { clock, engine, statuses, updater, setPrefs, setIntl, logLines, enginesMade: () => enginesMade };
}

describe('updater schedule', () => {
  it('checks a little after start, then once a day, counting from each check', async () => {
    const { clock, engine, updater, statuses } = setup();
    updater.start();
    expect(statuses).toEqual([{ state: 'idle' }]);
    await clock.advance(FIRST_CHECK_DELAY_MS - 1);
    expect(engine.calls).toEqual([]);
    await clock.advance(1);
    expect(engine.calls).toEqual(['check latest']);
    engine.answerNotAvailable();
    await clock.advance(0);
    const checkedAt = clock.now();
    expect(updater.status()).toEqual({ state: 'idle', lastCheckedAt: checkedAt });
    await clock.advance(CHECK_INTERVAL_MS - 1);
    expect(engine.calls).toHaveLength(1);
    await clock.advance(1);
    expect(engine.calls).toEqual(['check latest', 'check latest']);
  });

  it('configures electron-updater to download in the background and never install on quit', async () => {
    const { engine, updater } = setup();
    updater.start();
    void updater.check();
    expect(engine.autoDownload).toBe(true);
    expect(engine.autoInstallOnAppQuit).toBe(false);
    expect(engine.channel).toBe('latest');
    expect(engine.allowPrerelease).toBe(false);
    expect(engine.allowDowngrade).toBe(false);
  });

  it('after a failed check, says so plainly and tries again only at the next daily check', async () => {
    const { clock, engine, updater } = setup();
    updater.start();
    await clock.advance(FIRST_CHECK_DELAY_MS);
    engine.answerError(codedError('ENOTFOUND', 'getaddrinfo ENOTFOUND updates.example'));
    await clock.advance(0);
    expect(updater.status()).toEqual({ state: 'error', message: en(UPDATE_ERROR_TEXT.offline) });
    await clock.advance(CHECK_INTERVAL_MS - 1);
    expect(engine.calls).toHaveLength(1);
    await clock.advance(1);
    expect(engine.calls).toHaveLength(2);
  });

  it('catches up after the computer slept through a daily check', async () => {
    const { clock, engine, updater } = setup();
    updater.start();
    await clock.advance(FIRST_CHECK_DELAY_MS);
    engine.answerNotAvailable();
    await clock.advance(0);
    updater.wake();
    await clock.advance(FIRST_CHECK_DELAY_MS);
    expect(engine.calls).toHaveLength(1);
    // Asleep: the daily timer never ran (stopped here), and more than a day went by.
    updater.stop();
    await clock.advance(CHECK_INTERVAL_MS + 60_000);
    updater.wake();
    await clock.advance(FIRST_CHECK_DELAY_MS);
    expect(engine.calls).toHaveLength(2);
  });
});

describe('updater download and install', () => {
  it('reports checking, downloading progress and ready, then installs only when asked', async () => {
    const { clock, engine, updater, statuses } = setup();
    updater.start();
    const checked = updater.check();
    const download = engine.answerAvailable('1.2.3');
    expect(await checked).toEqual({ state: 'downloading', version: '1.2.3', percent: 0 });
    for (const percent of [10.2, 10.7, 55.5, 140]) engine.emit('download-progress', { percent });
    download.finishDownload();
    await clock.advance(0);
    expect(statuses).toEqual([
      { state: 'idle' },
      { state: 'checking' },
      { state: 'downloading', version: '1.2.3', percent: 0 },
      { state: 'downloading', version: '1.2.3', percent: 10 },
      { state: 'downloading', version: '1.2.3', percent: 55 },
      { state: 'downloading', version: '1.2.3', percent: 100 },
      { state: 'ready', version: '1.2.3' },
    ]);
    expect(engine.calls).toEqual(['check latest']);
    updater.install();
    expect(engine.calls).toEqual(['check latest', 'quitAndInstall false true']);
  });

  it('refuses to install when nothing is ready, and does not check again once an update is ready', async () => {
    const { clock, engine, updater } = setup();
    updater.start();
    expect(() => updater.install()).toThrow(IpcFailure);
    expect(() => updater.install()).toThrow(said(NOTHING_TO_INSTALL));
    void updater.check();
    engine.answerAvailable('2.0.0').finishDownload();
    await clock.advance(0);
    expect(await updater.check()).toEqual({ state: 'ready', version: '2.0.0' });
    expect(engine.pendingChecks).toBe(0);
    expect(engine.calls).toEqual(['check latest']);
  });

  it('asks electron-updater once when "Check now" is pressed during a check', async () => {
    const { engine, updater } = setup();
    updater.start();
    const first = updater.check();
    const second = updater.check();
    engine.answerNotAvailable();
    expect(await first).toEqual(await second);
    expect(engine.calls).toEqual(['check latest']);
  });

  it('says a failed download plainly, without an unhandled rejection', async () => {
    const { clock, engine, updater } = setup();
    updater.start();
    void updater.check();
    engine
      .answerAvailable('1.2.3')
      .failDownload(codedError('ERR_CHECKSUM_MISMATCH', 'sha512 checksum mismatch'));
    await clock.advance(0);
    expect(updater.status()).toEqual({ state: 'error', message: en(UPDATE_ERROR_TEXT.integrity) });
  });

  it('says so when the installer cannot start, and does not throw', async () => {
    const { clock, engine, updater } = setup();
    updater.start();
    void updater.check();
    engine.answerAvailable('1.2.3').finishDownload();
    await clock.advance(0);
    engine.failInstall = true;
    expect(() => updater.install()).not.toThrow();
    expect(updater.status()).toEqual({ state: 'error', message: en(UPDATE_ERROR_TEXT.install) });
  });
});

describe('updater channels', () => {
  it('follows the beta channel with prereleases, and never downgrades', async () => {
    const { engine, updater } = setup({ channel: 'beta' });
    updater.start();
    void updater.check();
    expect(engine.channel).toBe('beta');
    expect(engine.allowPrerelease).toBe(true);
    expect(engine.allowDowngrade).toBe(false);
  });

  it('checks the new channel at once when the user switches', async () => {
    const { clock, engine, updater, setPrefs } = setup();
    updater.start();
    void updater.check();
    engine.answerNotAvailable();
    await clock.advance(0);
    setPrefs({ channel: 'beta' });
    expect(engine.calls).toEqual(['check latest', 'check beta']);
    engine.answerAvailable('1.3.0-beta.1');
    await clock.advance(0);
    setPrefs({ channel: 'stable' });
    // Downloading: the next check will be on the stable channel, without going back down.
    expect(engine.calls).toHaveLength(2);
    expect(engine.channel).toBe('latest');
    expect(engine.allowDowngrade).toBe(false);
  });
});

describe('updater when off', () => {
  it('is disabled by the preference: no check, no engine, and "Check now" answers why', async () => {
    const { clock, updater, statuses, enginesMade } = setup({ enabled: false });
    updater.start();
    await clock.advance(CHECK_INTERVAL_MS * 2);
    expect(await updater.check()).toEqual({ state: 'disabled', reason: said(UPDATES_TURNED_OFF) });
    expect(statuses).toEqual([{ state: 'disabled', reason: said(UPDATES_TURNED_OFF) }]);
    expect(enginesMade()).toBe(0);
  });

  it('starts checking when turned on, and stops (cancelling a download) when turned off', async () => {
    const { clock, engine, updater, setPrefs } = setup({ enabled: false });
    updater.start();
    setPrefs({ enabled: true });
    expect(updater.status()).toEqual({ state: 'idle' });
    await clock.advance(FIRST_CHECK_DELAY_MS);
    engine.answerAvailable('1.2.3');
    await clock.advance(0);
    setPrefs({ enabled: false });
    expect(engine.cancelled).toBe(1);
    engine.emit('update-cancelled', { version: '1.2.3' });
    engine.emit('download-progress', { percent: 50 });
    expect(updater.status()).toEqual({ state: 'disabled', reason: said(UPDATES_TURNED_OFF) });
    await clock.advance(CHECK_INTERVAL_MS * 2);
    expect(engine.calls).toEqual(['check latest']);
  });

  it('stays disabled in a managed install whatever the preference says', async () => {
    const reason = 'Your administrator manages updates of Threadline on this computer.';
    const { clock, updater, setPrefs, enginesMade } = setup({
      blockedReason: phrase(UPDATE_BLOCK_REASONS.administrator),
    });
    updater.start();
    setPrefs({ enabled: true, channel: 'beta' });
    await clock.advance(CHECK_INTERVAL_MS);
    expect(await updater.check()).toEqual({ state: 'disabled', reason });
    expect(() => updater.install()).toThrow(said(NOTHING_TO_INSTALL));
    expect(enginesMade()).toBe(0);
  });

  it("says its sentences in the window's language, read again when it changes", async () => {
    const { clock, engine, updater, setIntl } = setup();
    updater.start();
    await clock.advance(FIRST_CHECK_DELAY_MS);
    engine.answerError(codedError('ENOSPC'));
    await clock.advance(0);
    expect(updater.status()).toEqual({ state: 'error', message: en(UPDATE_ERROR_TEXT.disk) });
    setIntl(() => plainIntl('de'));
    expect(updater.status()).toEqual({
      state: 'error',
      message:
        'Es ist nicht genug Speicherplatz frei, um das Update herunterzuladen. Threadline versucht es später erneut.',
    });
  });
});
