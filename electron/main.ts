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
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcPush } from '../shared/ipc';
import type { DesktopShell } from './core/desktop/desktop-shell';
import { assembleDesktopHost } from './core/desktop/assemble-desktop-host';
import { createDoNotDisturb } from './core/desktop/do-not-disturb';
import { handoverFromArgv, linksAmong } from './core/desktop/launch-args';
import { LinkHandover } from './core/desktop/link-handover';
import { createMainNotifier } from './core/desktop/notifier';
import { createPreferencesStore } from './core/desktop/preferences';
import { createUpdater } from './core/desktop/updater';
import { createMainIntl } from './core/i18n/main-intl';
import { PRODUCT_NAME } from './core/i18n/product-name';
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
import { createTrustedCertificates } from './core/network/trusted-certificates';
import { createSession, levelled } from './core/session';
import { createSealedKeyCipher, describeSafeStorage, type KeySealer } from './core/vault';
import { electronNotification, registerZulipScheme, updateBlock, updaterEngine } from './native-parts';
import { bringForward, icon, setUpShell, windowStateKeeper } from './shell';
import { APP_ORIGIN, harden, lockDownSession } from './window-security';

const INVOKE_CHANNEL = 'threadline:invoke';
const UPLOAD_CHANNEL = 'threadline:upload';
const PUSH_CHANNEL = 'threadline:push';
const LAUNCH_ARGS = { defaultApp: process.defaultApp === true };

// codeCache: V8 keeps the page's compiled code between launches (only http(s) get it by default),
// so a restart skips most of compiling the renderer bundle.
protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true } },
]);

const log = (line: string) => process.stderr.write(`[threadline] ${line}\n`);

/** safeStorage seals the vault's data key; the keys themselves are bound to their accounts in core/vault. */
const safeStorageSealer: KeySealer = {
  isAvailable: () => safeStorage.isEncryptionAvailable(),
  seal: (text) => safeStorage.encryptString(text),
  open: (sealed) => safeStorage.decryptString(sealed),
};

async function main(links: LinkHandover): Promise<void> {
  await app.whenReady();
  // Windows shows an app's notifications only under its AppUserModelID (electron-builder's appId).
  if (process.platform === 'win32') app.setAppUserModelId('app.threadline.desktop');
  const profileDir = app.getPath('userData');
  mkdirSync(profileDir, { recursive: true, mode: 0o700 });
  const rendererDir = join(import.meta.dirname, '..', 'renderer');
  protocol.handle('app', async (request) => {
    const file = await loadStaticFile(rendererDir, new URL(request.url).pathname);
    return new Response(new Uint8Array(file.body), { status: file.status, headers: file.headers });
  });
  lockDownSession();
  // Main's language: the system's until the window says the one it shows (`app.setLocale`).
  const intl = await createMainIntl({
    systemLanguages: app.getPreferredSystemLanguages(),
    onError: (error) => log(`i18n: ${error.message}`),
  });

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
    keyStorage,
    intl: intl.intl,
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
    title: PRODUCT_NAME,
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
  harden(window, log);
  placement.track(window);
  // A second launch: Electron gives us its argv (the OS passes zulip:// links this way on Windows and Linux).
  app.on('second-instance', (_event, argv) => {
    bringForward(window);
    links.receive(handoverFromArgv(argv, LAUNCH_ARGS).links);
  });
  registerZulipScheme(log);
  // Each account's snapshot is kept as JSON bytes for a reload, not as its objects (kept-snapshot.ts).
  const cache = new PushCache<KeptSnapshot>();
  const send = (push: IpcPush) => {
    // The window first: encoding a big snapshot for the cache must not delay it.
    if (!window.isDestroyed()) window.webContents.send(PUSH_CHANNEL, push);
    cache.record(push, push.type === 'snapshot' ? keepSnapshot(push) : undefined);
  };
  const doNotDisturb = createDoNotDisturb(preferences, systemClock);
  const updater = createUpdater({
    engine: () => updaterEngine(log),
    clock: systemClock,
    blockedReason: updateBlock(),
    preferences: () => preferences.get().updates,
    onStatus: (status) => send({ type: 'update-status', status }),
    intl: intl.intl,
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
  const desktop = assembleDesktopHost(
    { preferences, doNotDisturb, network, intl, session, now: Date.now },
    {
      app: {
        name: PRODUCT_NAME,
        version: app.getVersion(),
        host: 'electron',
        platform: process.platform,
        arch: process.arch,
      },
      versions: process.versions,
      capabilities: () => desktopShell.capabilities(),
      notifications: {
        show: (request) => notifier.show(request),
        describe: () =>
          Notification.isSupported()
            ? "shown by the system (Electron's Notification)"
            : 'not available: this system has no notification service',
      },
      updates: {
        status: () => updater.status(),
        check: () => updater.check(),
        install: () => updater.install(),
      },
    },
  );
  const router = createIpcRouter({
    desktop,
    session,
    intl: intl.intl,
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
    intl,
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
  // What main said in words is said again in the window's new language (the menus rebuild themselves).
  intl.onChange(() => {
    send({ type: 'app-state', state: session.state() });
    send({ type: 'update-status', status: updater.status() });
  });
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
        send({ type: 'link-refused', message: intl.format(message) });
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
