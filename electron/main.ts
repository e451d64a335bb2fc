// The Electron shell, kept thin: windows, the app:// and threadline-media: protocols, the security
// baseline of DESIGN §6, safeStorage, and wiring IPC to the same core browser mode uses. Logic lives
// in electron/core.
import {
  app,
  BrowserWindow,
  ipcMain,
  Notification,
  powerMonitor,
  protocol,
  safeStorage,
  session as electronSession,
  shell,
} from 'electron';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcPush } from '../shared/ipc';
import { buildDiagnosticsReport, describeProxyPreference } from './core/desktop/diagnostics';
import { notOnThisHost, type DesktopHost } from './core/desktop/desktop-host';
import {
  createMainNotifier,
  type NativeNotification,
  type NativeNotificationOptions,
} from './core/desktop/notifier';
import { createPreferencesStore } from './core/desktop/preferences';
import { createDemo } from './core/hosting/demo';
import { answerMedia, MEDIA_SCHEME } from './core/hosting/media-route';
import { createDownloadHost } from './core/hosting/save-download';
import { PushCache } from './core/hosting/push-cache';
import { loadStaticFile } from './core/hosting/static-files';
import { createIpcRouter } from './core/ipc';
import { createSession, levelled } from './core/session';
import { createSealedKeyCipher, describeSafeStorage, type KeySealer } from './core/vault';

const APP_ORIGIN = 'app://threadline';
const INVOKE_CHANNEL = 'threadline:invoke';
const UPLOAD_CHANNEL = 'threadline:upload';
const PUSH_CHANNEL = 'threadline:push';
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
  { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true } },
]);

const log = (line: string) => process.stderr.write(`[threadline] ${line}\n`);

/** safeStorage seals the vault's data key; the keys themselves are bound to their accounts in core/vault. */
const safeStorageSealer: KeySealer = {
  isAvailable: () => safeStorage.isEncryptionAvailable(),
  seal: (text) => safeStorage.encryptString(text),
  open: (sealed) => safeStorage.decryptString(sealed),
};

function openExternally(url: string): void {
  try {
    if (EXTERNAL_SCHEMES.has(new URL(url).protocol)) void shell.openExternal(url);
  } catch {
    log(`refused to open ${url}`);
  }
}

function harden(window: BrowserWindow): void {
  const contents = window.webContents;
  contents.on('will-navigate', (event, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) {
      event.preventDefault();
      openExternally(url);
    }
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
}

/** Electron's Notification behind the notifier's small interface (which holds it until clicked or closed). */
function electronNotification(options: NativeNotificationOptions): NativeNotification {
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

function lockDownSession(): void {
  const ses = electronSession.defaultSession;
  // Deny by default: notifications, and writing (never reading) the clipboard for "Copy" buttons.
  const allowed = new Set(['notifications', 'clipboard-sanitized-write']);
  ses.setPermissionRequestHandler((_contents, permission, allow) => allow(allowed.has(permission)));
  ses.setPermissionCheckHandler((_contents, permission) => allowed.has(permission));
  // The renderer has no network of its own: everything goes through main.
  ses.webRequest.onBeforeRequest((details, callback) => {
    const allowed =
      details.url.startsWith(`${APP_ORIGIN}/`) ||
      details.url.startsWith(`${MEDIA_SCHEME}://`) ||
      details.url.startsWith('devtools://');
    callback({ cancel: !allowed });
  });
}

async function main(): Promise<void> {
  await app.whenReady();
  const profileDir = app.getPath('userData');
  mkdirSync(profileDir, { recursive: true, mode: 0o700 });
  const rendererDir = join(import.meta.dirname, '..', 'renderer');
  protocol.handle('app', async (request) => {
    const file = await loadStaticFile(rendererDir, new URL(request.url).pathname);
    return new Response(new Uint8Array(file.body), { status: file.status, headers: file.headers });
  });
  lockDownSession();

  const demo = createDemo(profileDir, log);
  const keyStorage = describeSafeStorage(
    process.platform,
    process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : undefined,
  );
  const session = createSession({
    profileDir,
    cipher: createSealedKeyCipher(profileDir, safeStorageSealer),
    keyStorageDescription: keyStorage.description,
    keyStorageWarning: keyStorage.warning,
    setBadgeCount: (count) => app.setBadgeCount(count),
    log,
    startDemo: () => demo.start(),
  });
  // Images for the renderer, fetched by main with the account's credentials (core/hosting/media.ts).
  protocol.handle(MEDIA_SCHEME, async (request) => {
    const answer = await answerMedia(session, new URL(request.url), log);
    return new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  });
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 720,
    minHeight: 480,
    title: 'Threadline',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, 'preload.cjs'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webviewTag: false,
      spellcheck: true,
    },
  });
  harden(window);
  const preferences = createPreferencesStore({ profileDir, log: levelled(log) });
  const cache = new PushCache();
  const send = (push: IpcPush) => {
    cache.record(push);
    if (!window.isDestroyed()) window.webContents.send(PUSH_CHANNEL, push);
  };
  // The renderer decides; main shows, and a click brings the window forward and opens the target.
  const notifier = createMainNotifier({
    isSupported: () => Notification.isSupported(),
    create: electronNotification,
    window: () => window,
    open: (target) => send({ type: 'open', target }),
  });
  window.on('focus', () => notifier.closeAll());
  const desktop: DesktopHost = {
    preferences: preferences.get,
    setPreferences: preferences.update,
    doNotDisturb: () => notOnThisHost('Do not disturb'),
    showNotification: (request) => notifier.show(request),
    diagnostics: async () =>
      buildDiagnosticsReport({
        app: {
          name: 'Threadline',
          version: app.getVersion(),
          host: 'electron',
          platform: process.platform,
          arch: process.arch,
        },
        versions: process.versions,
        session,
        preferences: preferences.get,
        // TODO(#18): the network module's describeProxy() once it decides what main really uses.
        describeProxy: () => describeProxyPreference(preferences.get().proxy),
        notifications: () =>
          Notification.isSupported()
            ? "shown by the system (Electron's Notification)"
            : 'not available: this system has no notification service',
        // TODO(#18): the updater's status once electron-updater is wired.
        updateStatus: () => ({ state: 'disabled', reason: 'Updates are not set up in this build yet.' }),
        now: Date.now,
      }),
    networkChanged: () => session.retryNow(),
    trustCertificate: () => notOnThisHost('Trusting a certificate'),
    checkForUpdates: () => notOnThisHost('Updating'),
    installUpdate: () => notOnThisHost('Updating'),
  };
  const router = createIpcRouter({
    desktop,
    session,
    isTrustedSender: (sender) => {
      const frame = sender as Electron.WebFrameMain | null;
      return (
        frame !== null && frame === window.webContents.mainFrame && frame.url.startsWith(`${APP_ORIGIN}/`)
      );
    },
    log,
    // Files of the realm saved in Downloads (core/hosting/save-download.ts).
    downloads: createDownloadHost({
      authority: session,
      downloadsDir: () => app.getPath('downloads'),
      showItemInFolder: (path) => shell.showItemInFolder(path),
      log,
    }),
  });
  ipcMain.handle(INVOKE_CHANNEL, (event, name: unknown, params: unknown) =>
    router.handle(event.senderFrame, name, params),
  );
  ipcMain.handle(UPLOAD_CHANNEL, (event, request: unknown) => router.upload(event.senderFrame, request));
  session.onPush(send);
  preferences.onChange((current) => send({ type: 'desktop-preferences', preferences: current }));
  send({ type: 'desktop-preferences', preferences: preferences.get() });
  window.webContents.on('did-finish-load', () => {
    for (const push of cache.replay()) window.webContents.send(PUSH_CHANNEL, push);
  });
  window.once('ready-to-show', () => window.show());

  const active = session.state().accounts.find((a) => a.id === session.state().activeAccountId);
  await demo.resumeFor(active?.realmUrl);
  await session.start();
  await window.loadURL(`${APP_ORIGIN}/index.html`);

  // After sleep the long poll is stale: poll again at once rather than waiting out a backoff.
  powerMonitor.on('resume', () => void session.retryNow());
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => {
    void session.stop();
    void demo.stop();
  });
}

void main();
