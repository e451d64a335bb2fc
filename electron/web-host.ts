// Browser mode: the same main-process core, run in Node, serving the built renderer on 127.0.0.1
// (core/hosting/web-server.ts) and bridging IPC over a WebSocket that only a page of this launch may
// open. `npm run web -- [--port N] [--profile DIR]` prints a JSON line {"url":"http://127.0.0.1:PORT/?token=…"},
// and another, with a new single-use token, for each empty line it reads on stdin (core/hosting/
// launch-access.ts). Any other line is a link handed to the app, as a second launch of the desktop
// app hands over its arguments (core/desktop/link-handover.ts): the open page shows it or says why not.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { BridgeSockets } from './core/hosting/bridge-sockets';
import { createDemo, resumeDemo } from './core/hosting/demo';
import { LaunchAccess } from './core/hosting/launch-access';
import { answerDownload } from './core/hosting/download-route';
import { answerMedia } from './core/hosting/media-route';
import { createWebServer } from './core/hosting/web-server';
import { browserCapabilities } from './core/desktop/capabilities';
import { assembleDesktopHost } from './core/desktop/assemble-desktop-host';
import { notOnThisHost } from './core/desktop/desktop-host';
import { createDoNotDisturb } from './core/desktop/do-not-disturb';
import { LinkHandover } from './core/desktop/link-handover';
import { createPreferencesStore } from './core/desktop/preferences';
import { browserModeUpdates } from './core/desktop/update-policy';
import { createMainIntl } from './core/i18n/main-intl';
import { PRODUCT_NAME } from './core/i18n/product-name';
import { systemLanguagesFromEnv } from './core/i18n/system-languages';
import { systemClock } from './core/loop/types';
import { createIpcRouter, runUpload } from './core/ipc';
import { createNodeNetwork } from './core/network/node-network';
import { createTrustedCertificates } from './core/network/trusted-certificates';
import { createSession, IpcFailure, levelled } from './core/session';
import { createFileKeyCipher, describeKeyFile } from './core/vault';
import { defaultProfileDir } from './core/hosting/profile';
import { version as appVersion } from '../package.json';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    profile: { type: 'string' },
    renderer: { type: 'string' },
  },
  strict: true,
});

const log = (line: string) => process.stderr.write(`[threadline] ${line}\n`);
const profileDir = resolve(values.profile ?? defaultProfileDir());
mkdirSync(profileDir, { recursive: true, mode: 0o700 });
// This runs bundled, from dist/host/web-host.mjs (scripts/build.mjs); the renderer build is its sibling.
const rendererDir = resolve(values.renderer ?? join(import.meta.dirname, '..', 'renderer'));
const access = new LaunchAccess();
// Main's language: the system's until the page says the one it shows (`app.setLocale`).
const intl = await createMainIntl({
  systemLanguages: systemLanguagesFromEnv(process.env, Intl.DateTimeFormat().resolvedOptions().locale),
  onError: (error) => log(`i18n: ${error.message}`),
});

const demo = createDemo(profileDir, log);
const preferences = createPreferencesStore({ profileDir, log: levelled(log) });
// Every request main makes goes through this one fetch: the proxy preference (or HTTPS_PROXY and
// NO_PROXY for "system"), the system's certificate authorities and the certificates trusted here.
const network = createNodeNetwork({
  env: process.env,
  trusted: createTrustedCertificates({ profileDir, log: levelled(log) }),
  initialProxy: preferences.get().proxy,
  log: levelled(log),
});
const session = createSession({
  profileDir,
  cipher: createFileKeyCipher(profileDir),
  keyStorage: describeKeyFile(join(profileDir, 'vault.json')),
  intl: intl.intl,
  log,
  startDemo: () => demo.start(),
  fetch: network.fetch,
  offlineCacheLimitMb: () => preferences.get().offlineCacheLimitMb,
});
const sockets = new BridgeSockets<WebSocket>();
// Browser mode has no shell: the page shows notifications, and there is nothing to update.
const doNotDisturb = createDoNotDisturb(preferences, systemClock);
const desktop = assembleDesktopHost(
  { preferences, doNotDisturb, network, intl, session, now: Date.now },
  {
    app: {
      name: PRODUCT_NAME,
      version: appVersion,
      host: 'browser',
      platform: process.platform,
      arch: process.arch,
    },
    versions: process.versions,
    capabilities: () => browserCapabilities(intl.intl()),
    notifications: {
      show: () => {
        throw new IpcFailure({
          kind: 'invalid-request',
          message: 'In browser mode the page shows notifications itself; main does not show them.',
        });
      },
      describe: () => "shown by the page (the browser's Notification API)",
    },
    updates: {
      status: () => browserModeUpdates(intl.intl()),
      check: async () => browserModeUpdates(intl.intl()),
      install: () => notOnThisHost('Updating'),
    },
  },
);
const router = createIpcRouter({
  session,
  intl: intl.intl,
  isTrustedSender: (sender) => sockets.has(sender),
  log,
  desktop,
});
session.onPush((push) => sockets.push(push));
preferences.onChange((current, changed) => {
  sockets.push({ type: 'desktop-preferences', preferences: current });
  if (changed.offlineCacheLimitMb !== undefined) session.offlineLimitChanged();
});
sockets.push({ type: 'desktop-preferences', preferences: preferences.get() });
sockets.push({ type: 'update-status', status: browserModeUpdates(intl.intl()) });
// What main said in words is said again in the page's new language.
intl.onChange(() => {
  sockets.push({ type: 'app-state', state: session.state() });
  sockets.push({ type: 'update-status', status: browserModeUpdates(intl.intl()) });
});
// The accounts and their cached state load while the page does: the server listens at once, and
// the page's bridge opens once the session knows its accounts (web-server.ts, bridgeReady).
// The demo server is part of this process: any signed-in account of it needs it started again.
// (The session knows its accounts only once started; a connection that found it down retries now.)
const started = session.start().then(() => resumeDemo(demo, session));
const links = new LinkHandover();
links.start({
  accounts: () => session.state().accounts,
  activeAccountId: () => session.state().activeAccountId,
  open: (target) => sockets.push({ type: 'open', target }),
  refuse: (message) => sockets.push({ type: 'link-refused', message: intl.format(message) }),
  // "Sign in with your browser": the session ends the matching sign-in and pushes how it went.
  loginCallback: (callback) => void session.receiveLoginCallback(callback),
  log: levelled(log),
});

const web = createWebServer({
  rendererDir,
  router,
  sockets,
  access,
  answerMedia: (url) => answerMedia(session, url, log, { fetch: network.fetch }),
  answerDownload: (url) => answerDownload(session, url, log, { fetch: network.fetch }),
  uploads: {
    uploadLimitMib: (accountId) => session.uploadLimitMib(accountId),
    upload: (request) => runUpload(session, request, intl.intl),
  },
  intl: intl.intl,
  log,
  bridgeReady: started,
});

const port = await web.listen(Number(values.port));
// Each launch URL opens one page once; an empty line on stdin asks for another (npm start reopens
// with it), and any other line is a link for the open page (read once the accounts are known).
const printLaunchUrl = () =>
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${port}/?token=${access.issueToken()}` })}\n`,
  );
printLaunchUrl();
await started;
process.stdin.on('error', () => undefined);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === '') printLaunchUrl();
  else links.receive([line]);
});
log(`browser mode on http://127.0.0.1:${port} (profile ${profileDir})`);

const shutdown = async () => {
  // Never hang on the way out: a server that went away first must not keep us alive.
  setTimeout(() => process.exit(0), 3000).unref();
  web.close();
  doNotDisturb.stop();
  await Promise.all([session.stop(), preferences.flush()]);
  await demo.stop();
  await network.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
