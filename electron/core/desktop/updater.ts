// Keeping the desktop app up to date with electron-updater: a check a little after start and then
// daily (counted from the last check, and caught up after the computer sleeps through one), the
// download in the background, and the install only when the user says "Restart to update" (never
// silently on quit). Stable follows the `latest` channel; beta follows `beta`, which the release
// build also fills with every stable release (generateUpdatesFilesForAllChannels), so beta users
// get both. Going back to stable never downgrades: a beta user waits for the next stable release.
//
// Off when the user turns updates off and when the install is managed (update-policy.ts). Every
// status goes to `onStatus` (the `update-status` push); failures become a sentence in the Updates
// panel and the next daily check, never a crash, a dialog or a retry storm. Those sentences are kept
// as catalogue messages and said in the window's language whenever the status is read.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { DesktopPreferences, UpdateStatus } from '../../../shared/desktop';
import type { Clock } from '../loop/types';
import { invalidRequest } from '../session/ipc-failure';
import type { LevelledLog } from '../session/log';
import { describeUpdateError } from './describe-update-error';
import { applyChannel, watchEngine, type UpdaterEngine } from './updater-engine';
import { type Phrase, formatPhrase, phrase } from '../../../shared/i18n/phrase';

export const FIRST_CHECK_DELAY_MS = 30_000;
export const CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;
const messages = defineMessages({
  turnedOff: {
    id: 'update.turned_off',
    defaultMessage: 'Automatic updates are off. Turn them on to get new versions of Threadline.',
  },
  nothingToInstall: { id: 'update.nothing_to_install', defaultMessage: 'No update is ready to install yet.' },
});
export const UPDATES_TURNED_OFF: Phrase = phrase(messages.turnedOff);
export const NOTHING_TO_INSTALL: Phrase = phrase(messages.nothingToInstall);

/** A status as the updater keeps it: its sentences still to be said in the window's language. */
type HeldStatus =
  | Exclude<UpdateStatus, { state: 'disabled' } | { state: 'error' }>
  | { state: 'disabled'; reason: Phrase }
  | { state: 'error'; message: Phrase };

export interface UpdaterOptions {
  /** electron-updater's autoUpdater, made on first use (a development run never touches it). */
  engine: () => UpdaterEngine;
  clock: Clock;
  /** Why this install cannot update itself (update-policy.ts), or null. */
  blockedReason: Phrase | null;
  preferences: () => DesktopPreferences['updates'];
  onStatus: (status: UpdateStatus) => void;
  /** The window's language now (core/i18n): the status's sentences are said in it. */
  intl: () => IntlShape;
  log: LevelledLog;
}

export interface Updater {
  /** The status in the window's language now (read again after the language changes). */
  status(): UpdateStatus;
  /** Says the first status and schedules the first check. */
  start(): void;
  /** "Check now": resolves with the status once the check (not the download) is over. */
  check(): Promise<UpdateStatus>;
  /** "Restart to update": quits and installs a downloaded update; refused when there is none. */
  install(): void;
  /** The `updates` preference changed (on/off, channel). */
  preferencesChanged(): void;
  /** The computer woke up: a daily check that fell due while asleep runs soon. */
  wake(): void;
  stop(): void;
}

export function createUpdater(options: UpdaterOptions): Updater {
  const { clock, log } = options;
  let engine: UpdaterEngine | undefined;
  let current: HeldStatus = { state: 'idle' };
  let lastCheckedAt: number | undefined;
  let timer: unknown;
  let inFlight: Promise<HeldStatus> | undefined;
  let cancelDownload: (() => void) | undefined;
  let channel: 'stable' | 'beta' | undefined;

  const blocked = () => options.blockedReason ?? (options.preferences().enabled ? null : UPDATES_TURNED_OFF);
  const idle = (): HeldStatus =>
    lastCheckedAt === undefined ? { state: 'idle' } : { state: 'idle', lastCheckedAt };

  function said(held: HeldStatus): UpdateStatus {
    if (held.state === 'disabled')
      return { state: 'disabled', reason: formatPhrase(options.intl(), held.reason) };
    if (held.state === 'error')
      return { state: 'error', message: formatPhrase(options.intl(), held.message) };
    return held;
  }

  function set(next: HeldStatus): void {
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    options.onStatus(said(next));
  }

  function schedule(delay: number): void {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(() => void check(), delay);
  }

  function configure(updater: UpdaterEngine): void {
    const wanted = options.preferences().channel;
    if (wanted !== channel) applyChannel(updater, wanted);
    channel = wanted;
  }

  function theEngine(): UpdaterEngine {
    if (engine === undefined) {
      engine = options.engine();
      engine.autoDownload = true;
      engine.autoInstallOnAppQuit = false;
      watchEngine(engine, {
        available: (version) => {
          if (blocked() === null) set({ state: 'downloading', version, percent: 0 });
        },
        progress: (percent) => {
          if (current.state === 'downloading') set({ ...current, percent: Math.floor(percent) });
        },
        downloaded: (version) => {
          log.info('updates: downloaded', { version });
          if (blocked() === null) set({ state: 'ready', version });
        },
        notAvailable: () => {
          lastCheckedAt = clock.now();
          if (blocked() === null) set(idle());
        },
        cancelled: () => set(blocked() === null ? idle() : current),
        failed: (error) => fail(error),
      });
    }
    configure(engine);
    return engine;
  }

  function fail(error: unknown): void {
    const code = (error as { code?: unknown } | null)?.code;
    log.warn('updates: failed', { error: error instanceof Error ? error.name : typeof error, code });
    // A failed re-check must not hide an update that is ready; a turned-off updater stays quiet.
    if (current.state !== 'ready' && blocked() === null)
      set({ state: 'error', message: phrase(describeUpdateError(error)) });
  }

  async function run(): Promise<HeldStatus> {
    schedule(CHECK_INTERVAL_MS);
    set({ state: 'checking' });
    try {
      const result = await theEngine().checkForUpdates();
      // The download goes on in the background; its failure also arrives as an error event.
      result?.downloadPromise?.catch(() => undefined);
      const token = result?.cancellationToken;
      cancelDownload = token ? () => token.cancel() : undefined;
      lastCheckedAt = clock.now();
      if (current.state === 'checking') set(idle());
    } catch (error) {
      fail(error);
    }
    return current;
  }

  async function check(): Promise<UpdateStatus> {
    const reason = blocked();
    if (reason !== null) {
      set({ state: 'disabled', reason });
      return said(current);
    }
    if (current.state === 'ready' || current.state === 'downloading') return said(current);
    inFlight ??= run().finally(() => {
      inFlight = undefined;
    });
    return said(await inFlight);
  }

  return {
    status: () => said(current),
    start() {
      const reason = blocked();
      // Said even when unchanged: this is the renderer's first word on updates.
      current = reason === null ? idle() : { state: 'disabled', reason };
      options.onStatus(said(current));
      if (reason === null) schedule(FIRST_CHECK_DELAY_MS);
    },
    check,
    install() {
      if (current.state !== 'ready' || engine === undefined) throw invalidRequest(NOTHING_TO_INSTALL);
      log.info('updates: restarting to install', { version: current.version });
      try {
        // Not silent (Windows shows the installer's progress), and start again afterwards.
        engine.quitAndInstall(false, true);
      } catch (error) {
        log.warn('updates: install failed', { error: error instanceof Error ? error.name : typeof error });
        set({ state: 'error', message: phrase(describeUpdateError(error, 'install')) });
      }
    },
    preferencesChanged() {
      const reason = blocked();
      if (reason !== null) {
        clock.clearTimeout(timer);
        cancelDownload?.();
        cancelDownload = undefined;
        set({ state: 'disabled', reason });
        return;
      }
      if (current.state === 'disabled') {
        set(idle());
        schedule(FIRST_CHECK_DELAY_MS);
        return;
      }
      const switched = engine !== undefined && options.preferences().channel !== channel;
      if (engine !== undefined) configure(engine);
      if (switched && (current.state === 'idle' || current.state === 'error')) void check();
    },
    wake() {
      if (blocked() !== null || inFlight !== undefined) return;
      if (lastCheckedAt === undefined || clock.now() - lastCheckedAt >= CHECK_INTERVAL_MS)
        schedule(FIRST_CHECK_DELAY_MS);
    },
    stop() {
      clock.clearTimeout(timer);
    },
  };
}
