// The part of electron-updater's AppUpdater that updater.ts drives, as an interface: electron-updater's
// `autoUpdater` satisfies it as it is (main.ts passes it in), and unit tests pass a fake. Its events
// are turned here into named callbacks carrying only what the updater uses.

/** What checkForUpdates resolves with (electron-updater's UpdateCheckResult, in part). */
export interface UpdateCheck {
  /** The background download started by autoDownload; it rejects when the download fails. */
  downloadPromise?: Promise<unknown> | null;
  cancellationToken?: { cancel(): void };
}

export interface UpdaterEngine {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  allowPrerelease: boolean;
  allowDowngrade: boolean;
  channel: string | null;
  /** Resolves null when the updater is inactive (an unpackaged app). */
  checkForUpdates(): Promise<UpdateCheck | null>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-not-available', listener: (info: { version: string }) => void): unknown;
  on(event: 'download-progress', listener: (info: { percent: number }) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-cancelled', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** A version as releases name them (1.2.3, 1.3.0-beta.2); anything else is shown as "a new version". */
const SEMVER_ISH = /^[0-9A-Za-z.+-]{1,64}$/;

export interface EngineListeners {
  /** `version` is '' when the update server named none usable. */
  available(version: string): void;
  progress(percent: number): void;
  downloaded(version: string): void;
  notAvailable(): void;
  cancelled(): void;
  failed(error: unknown): void;
}

/** Subscribes `listeners` to the engine's events, for the engine's lifetime (the app's). */
export function watchEngine(engine: UpdaterEngine, listeners: EngineListeners): void {
  // Event payloads come from the update server's files: read them defensively.
  const version = (info: { version: string } | undefined) =>
    typeof info?.version === 'string' && SEMVER_ISH.test(info.version) ? info.version : '';
  engine.on('update-available', (info) => listeners.available(version(info)));
  engine.on('update-not-available', () => listeners.notAvailable());
  engine.on('download-progress', (info) => {
    const percent = Number(info?.percent);
    if (Number.isFinite(percent)) listeners.progress(Math.min(100, Math.max(0, percent)));
  });
  engine.on('update-downloaded', (info) => listeners.downloaded(version(info)));
  engine.on('update-cancelled', () => listeners.cancelled());
  engine.on('error', (error) => listeners.failed(error));
}

/**
 * Stable reads the `latest` update files, beta the `beta` ones (which also list stable releases),
 * and neither goes back to an older version when the user switches.
 */
export function applyChannel(engine: UpdaterEngine, channel: 'stable' | 'beta'): void {
  engine.channel = channel === 'beta' ? 'beta' : 'latest';
  engine.allowPrerelease = channel === 'beta';
  // After `channel`, whose setter allows downgrades.
  engine.allowDowngrade = false;
}
