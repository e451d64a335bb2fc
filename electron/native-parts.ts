// Electron's and electron-updater's objects behind the small interfaces core/desktop asks for (the
// notifier's notification, the updater's engine, the facts of this install), and the zulip://
// registration. Only type-checked here: no Electron runtime on the machines that build it.
import { app, Notification } from 'electron';
import electronUpdater from 'electron-updater';
import { readFileSync } from 'node:fs';
import type { NativeNotification, NativeNotificationOptions } from './core/desktop/notifier';
import { readInstallFacts, updateBlockReason } from './core/desktop/update-policy';
import { type Phrase } from '../shared/i18n/phrase';

/** Zulip's scheme: `zulip://login?…` ends "Sign in with your browser" (core/desktop/login-callback.ts). */
const ZULIP_SCHEME = 'zulip';

/** Electron's Notification behind the notifier's small interface (which holds it until clicked or closed). */
export function electronNotification(options: NativeNotificationOptions): NativeNotification {
  const notification = new Notification(options);
  return {
    show: () => notification.show(),
    close: () => notification.close(),
    on: (event, listener) => {
      if (event === 'click') notification.on('click', listener);
      else notification.on('close', listener);
    },
  };
}

/** electron-updater's autoUpdater, logging through ours (its lines name versions and URLs, no secrets). */
export function updaterEngine(log: (line: string) => void): typeof electronUpdater.autoUpdater {
  const { autoUpdater } = electronUpdater;
  autoUpdater.logger = {
    info: (message?: unknown) => log(`updater: ${String(message)}`),
    warn: (message?: unknown) => log(`updater warn: ${String(message)}`),
    error: (message?: unknown) => log(`updater error: ${String(message)}`),
  };
  return autoUpdater;
}

/** Why this copy must not update itself (core/desktop/update-policy.ts), or null. */
export function updateBlock(): Phrase | null {
  return updateBlockReason(
    readInstallFacts({
      platform: process.platform,
      packaged: app.isPackaged,
      storeBuild: process.mas === true || process.windowsStore === true,
      env: process.env,
      resourcesPath: process.resourcesPath,
      inApplicationsFolder: () => app.isInApplicationsFolder(),
      readFile: (path) => readFileSync(path, 'utf8'),
    }),
  );
}

/** Makes Threadline the system's handler for zulip:// links (the packaged app; a dev run is not registered). */
export function registerZulipScheme(log: (line: string) => void): void {
  if (!app.isPackaged || app.isDefaultProtocolClient(ZULIP_SCHEME)) return;
  if (!app.setAsDefaultProtocolClient(ZULIP_SCHEME)) log('could not register as the zulip:// handler');
}
