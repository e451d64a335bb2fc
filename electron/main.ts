// The Electron shell, kept thin: windows, the app:// and threadline-media: protocols, the security
// baseline of DESIGN §6, safeStorage, one instance (a second launch hands its links to the first),
// the zulip:// handler, electron-updater, and wiring IPC to the same core browser mode uses. Logic
// lives in electron/core; the tray, menus, badge and window placement are connected in shell.ts.
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
import electronUpdater from 'electron-updater';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcPush } from '../shared/ipc';
import { buildDiagnosticsReport } from './core/desktop/diagnostics';
import type { DesktopHost } from './core/desktop/desktop-host';
import type { DesktopShell } from './core/desktop/desktop-shell';
import { createDoNotDisturb } from './core/desktop/do-not-disturb';
import { handoverFromArgv, linksAmong } from './core/desktop/launch-args';
import { LinkHandover } from './core/desktop/link-handover';
import {
  createMainNotifier,
  type NativeNotification,
  type NativeNotificationOptions,
} from './core/desktop/notifier';
import { createPreferencesStore } from './core/desktop/preferences';
import { readInstallFacts, updateBlockReason } from './core/desktop/update-policy';
import { createUpdater } from './core/desktop/updater';
import { createDemo, resumeDemo } from './core/hosting/demo';
import { answerMedia, MEDIA_SCHEME } from './core/hosting/media-route';
import { createDownloadHost } from './core/hosting/save-download';
import { PushCache } from './core/hosting/push-cache';
import {
  isKeptSnapshot,
  keepSnapshot,
  restoreSnapshot,
  type KeptSnapshot,
} from './core/hosting/kept-snapshot';
import { loadStaticFile } from './core/hosting/static-files';
import { createIpcRouter } from './core/ipc';
import { systemClock } from './core/loop';
import { createElectronNetwork } from './core/network/electron-network';
import { networkDesktopParts } from './core/network/network-desktop';
import { createTrustedCertificates } from './core/network/trusted-certificates';
import { createSession, levelled } from './core/session';
import { createSealedKeyCipher, describeSafeStorage, type KeySealer } from './core/vault';
import { bringForward, icon, setUpShell, windowStateKeeper } from './shell';

const APP_ORIGIN = 'app://threadline';
const INVOKE_CHANNEL = 'threadline:invoke';
const UPLOAD_CHANNEL = 'threadline:upload';
const PUSH_CHANNEL = 'threadline:push';
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** Zulip's scheme: `zulip://login?…` ends "Sign in with your browser" (core/desktop/login-callback.ts). */
const ZULIP_SCHEME = 'zulip';
const LAUNCH_ARGS = { defaultApp: process.defaultApp === true };

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

/** electron-updater's autoUpdater, logging through ours (its lines name versions and URLs, no secrets). */
function updaterEngine(): typeof electronUpdater.autoUpdater {
  const { autoUpdater } = electronUpdater;
  autoUpdater.logger = {
    info: (message?: unknown) => log(`updater: ${String(message)}`),
    warn: (message?: unknown) => log(`updater warn: ${String(message)}`),
    error: (message?: unknown) => log(`updater error: ${String(message)}`),
  };
  return autoUpdater;
}

/** Why this copy must not update itself (core/desktop/update-policy.ts), or null. */
function updateBlock(): string | null {
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
function registerZulipScheme(): void {
  if (!app.isPackaged || app.isDefaultProtocolClient(ZULIP_SCHEME)) return;
  if (!app.setAsDefaultProtocolClient(ZULIP_SCHEME)) log('could not register as the zulip:// handler');
}

async function main(links: LinkHandover): Promise<void> {
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
  // The badge count arrives from the renderer (app.setBadge) once the shell below is set up.
  const shellRef: { current?: DesktopShell } = {};
  const preferences = createPreferencesStore({ profileDir, log: levelled(log) });
  // Main's requests go through Chromium's stack on a session of main's own (the window's session
  // blocks all network): system proxy, PAC and the OS certificate store apply (core/network).
  const network = await createElectronNetwork({
    session: electronSession.fromPartition('threadline-network'),
    trusted: createTrustedCertificates({ profileDir, log: levelled(log) }),
    initialProxy: preferences.get().proxy,
    log: levelled(log),
  });
  const keyStorage = describeSafeStorage(
    process.platform,
    process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : undefined,
  );
  const session = createSession({
    profileDir,
    cipher: createSealedKeyCipher(profileDir, safeStorageSealer),
    keyStorageDescription: keyStorage.description,
    keyStorageWarning: keyStorage.warning,
    setBadgeCount: (count) => shellRef.current?.setUnreadCount(count),
    // "Sign in with your browser" opens the server's login page in the system browser.
    openExternal: (url) => shell.openExternal(url),
    log,
    startDemo: () => demo.start(),
    fetch: network.fetch,
    offlineCacheLimitMb: () => preferences.get().offlineCacheLimitMb,
  });
  // Images for the renderer, fetched by main with the account's credentials (core/hosting/media.ts).
  protocol.handle(MEDIA_SCHEME, async (request) => {
    const answer = await answerMedia(session, new URL(request.url), log, { fetch: network.fetch });
    return new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  });
  const placement = windowStateKeeper(profileDir, levelled(log));
  const { bounds, maximized } = placement.initialPlacement();
  const window = new BrowserWindow({
    ...bounds,
    minWidth: 720,
    minHeight: 480,
    title: 'Threadline',
    icon: icon('icon.png'),
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
  placement.track(window);
  // A second launch: Electron gives us its argv (the OS passes zulip:// links this way on Windows and Linux).
  app.on('second-instance', (_event, argv) => {
    bringForward(window);
    links.receive(handoverFromArgv(argv, LAUNCH_ARGS).links);
  });
  registerZulipScheme();
  // Each account's snapshot is kept as JSON bytes for a reload, not as its objects (kept-snapshot.ts).
  const cache = new PushCache<KeptSnapshot>();
  const send = (push: IpcPush) => {
    // The window first: encoding a big snapshot for the cache must not delay it.
    if (!window.isDestroyed()) window.webContents.send(PUSH_CHANNEL, push);
    cache.record(push, push.type === 'snapshot' ? keepSnapshot(push) : undefined);
  };
  const doNotDisturb = createDoNotDisturb(preferences, systemClock);
  const updater = createUpdater({
    engine: updaterEngine,
    clock: systemClock,
    blockedReason: updateBlock(),
    preferences: () => preferences.get().updates,
    onStatus: (status) => send({ type: 'update-status', status }),
    log: levelled(log),
  });
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
    capabilities: () => desktopShell.capabilities(),
    doNotDisturb: doNotDisturb.choose,
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
        describeProxy: () => network.describeProxy(),
        notifications: () =>
          Notification.isSupported()
            ? "shown by the system (Electron's Notification)"
            : 'not available: this system has no notification service',
        updateStatus: () => updater.status(),
        now: Date.now,
      }),
    checkForUpdates: () => updater.check(),
    installUpdate: () => updater.install(),
    ...networkDesktopParts({ network, preferences, session }),
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
      authority: (accountId) => session.mediaAuthority(accountId),
      downloadsDir: () => app.getPath('downloads'),
      showItemInFolder: (path) => shell.showItemInFolder(path),
      log,
      fetchOptions: { fetch: network.fetch },
    }),
  });
  ipcMain.handle(INVOKE_CHANNEL, (event, name: unknown, params: unknown) =>
    router.handle(event.senderFrame, name, params),
  );
  ipcMain.handle(UPLOAD_CHANNEL, (event, request: unknown) => router.upload(event.senderFrame, request));
  session.onPush(send);
  const desktopShell = setUpShell({
    window,
    preferences,
    doNotDisturb,
    sendCommand: (command) => send({ type: 'command', command }),
    log: levelled(log),
  });
  shellRef.current = desktopShell;
  preferences.onChange((current, changed) => {
    send({ type: 'desktop-preferences', preferences: current });
    if (changed.updates !== undefined) updater.preferencesChanged();
    if (changed.offlineCacheLimitMb !== undefined) session.offlineLimitChanged();
  });
  send({ type: 'desktop-preferences', preferences: preferences.get() });
  updater.start();
  window.webContents.on('did-finish-load', () => {
    for (const item of cache.replay()) {
      window.webContents.send(PUSH_CHANNEL, isKeptSnapshot(item) ? restoreSnapshot(item) : item);
    }
    // Links that started the app, or came while it loaded, go after the state they need.
    links.start({
      accounts: () => session.state().accounts,
      activeAccountId: () => session.state().activeAccountId,
      open: (target) => {
        bringForward(window);
        send({ type: 'open', target });
      },
      refuse: (message) => {
        bringForward(window);
        send({ type: 'link-refused', message });
      },
      // The end of "Sign in with your browser": the session pushes whether it signed in or why not.
      loginCallback: (callback) => {
        bringForward(window);
        void session.receiveLoginCallback(callback);
      },
      log: levelled(log),
    });
  });
  // maximize() would show the window before its page is ready, so it waits for the same moment.
  window.once('ready-to-show', () => (maximized ? window.maximize() : window.show()));

  await session.start();
  // The demo server runs in this process: any signed-in account of it needs it started again.
  await resumeDemo(demo, session);
  await window.loadURL(`${APP_ORIGIN}/index.html`);

  // After sleep the long poll is stale: check the server answers, then poll at once (core/loop).
  powerMonitor.on('resume', () => {
    session.checkServer();
    updater.wake();
  });
  app.on('window-all-closed', () => app.quit());
  // Quitting waits (at most a few seconds) for the session's and the preferences' last writes.
  let finished = false;
  app.on('before-quit', (event) => {
    if (finished) return;
    event.preventDefault();
    updater.stop();
    doNotDisturb.stop();
    const done = Promise.all([session.stop(), preferences.flush()]).then(() =>
      Promise.all([demo.stop(), network.close()]),
    );
    const deadline = new Promise((resolve) => setTimeout(resolve, 3000));
    void Promise.race([done, deadline]).finally(() => {
      finished = true;
      app.quit();
    });
  });
}

// One instance: a second launch hands its arguments to this one (the `second-instance` event) and quits.
if (app.requestSingleInstanceLock()) {
  const links = new LinkHandover();
  links.receive(handoverFromArgv(process.argv, LAUNCH_ARGS).links);
  // macOS sends links and files as events, possibly before the app is ready: registered at once.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(linksAmong([url]).links);
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    links.receive(linksAmong([path]).links);
  });
  void main(links);
} else {
  app.quit();
}
