// A stand-in for electron-updater's autoUpdater: it records what the updater set and called, and the
// test plays the update server by answering each checkForUpdates and emitting the engine's events.
import type { UpdateCheck, UpdaterEngine } from '../../../../electron/core/desktop/updater-engine';

type Listener = (...args: never[]) => void;

interface PendingCheck {
  resolve(result: UpdateCheck | null): void;
  reject(error: unknown): void;
}

export class FakeUpdaterEngine implements UpdaterEngine {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  allowPrerelease = false;
  allowDowngrade = false;
  private currentChannel: string | null = null;
  readonly calls: string[] = [];
  private readonly listeners = new Map<string, Listener[]>();
  private readonly checks: PendingCheck[] = [];
  cancelled = 0;
  failInstall = false;

  get channel(): string | null {
    return this.currentChannel;
  }

  set channel(value: string | null) {
    // As electron-updater does: choosing a channel allows downgrades until told otherwise.
    this.currentChannel = value;
    this.allowDowngrade = true;
  }

  checkForUpdates(): Promise<UpdateCheck | null> {
    this.calls.push(`check ${this.currentChannel ?? 'default'}`);
    return new Promise((resolve, reject) => this.checks.push({ resolve, reject }));
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.calls.push(`quitAndInstall ${String(isSilent)} ${String(isForceRunAfter)}`);
    if (this.failInstall) throw new Error('installer missing');
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  /** Checks started and not yet answered. */
  get pendingChecks(): number {
    return this.checks.length;
  }

  /** The server has `version`: events as electron-updater sends them, and a download that may fail. */
  answerAvailable(version: string): { finishDownload(): void; failDownload(error: Error): void } {
    const check = this.nextCheck();
    let settle!: { resolve(): void; reject(error: Error): void };
    const downloadPromise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    this.emit('update-available', { version });
    check.resolve({ downloadPromise, cancellationToken: { cancel: () => this.cancelled++ } });
    return {
      finishDownload: () => {
        this.emit('update-downloaded', { version });
        settle.resolve();
      },
      failDownload: (error) => {
        this.emit('error', error);
        settle.reject(error);
      },
    };
  }

  answerNotAvailable(): void {
    const check = this.nextCheck();
    this.emit('update-not-available', { version: '0.1.0' });
    check.resolve({});
  }

  /** The check fails: electron-updater emits `error` and rejects. */
  answerError(error: Error): void {
    const check = this.nextCheck();
    this.emit('error', error);
    check.reject(error);
  }

  private nextCheck(): PendingCheck {
    const check = this.checks.shift();
    if (!check) throw new Error('FakeUpdaterEngine: no check is pending');
    return check;
  }
}

/** An electron-updater style error with a code. */
export function codedError(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}
