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
import { BROWSER_CAPABILITIES } from './core/desktop/capabilities';
import { assembleDesktopHost } from './core/desktop/assemble-desktop-host';
import { notOnThisHost } from './core/desktop/desktop-host';
import { createDoNotDisturb } from './core/desktop/do-not-disturb';
import { LinkHandover } from './core/desktop/link-handover';
import { createPreferencesStore } from './core/desktop/preferences';
import { BROWSER_MODE_UPDATES } from './core/desktop/update-policy';
import { systemClock } from './core/loop/types';
import { createIpcRouter, runUpload } from './core/ipc';
import { createNodeNetwork } from './core/network/node-network';
import { createTrustedCertificates } from './core/network/trusted-certificates';
import { createSession, IpcFailure, levelled } from './core/session';
import { createFileKeyCipher } from './core/vault';
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
  keyStorageDescription: `Browser mode keeps API keys in ${join(profileDir, 'vault.json')}, encrypted with a key file readable only by your user (mode 0600).`,
  log,
  startDemo: () => demo.start(),
  fetch: network.fetch,
  offlineCacheLimitMb: () => preferences.get().offlineCacheLimitMb,
});
const sockets = new BridgeSockets<WebSocket>();
// Browser mode has no shell: the page shows notifications, and there is nothing to update.
const doNotDisturb = createDoNotDisturb(preferences, systemClock);
const desktop = assembleDesktopHost(
  { preferences, doNotDisturb, network, session, now: Date.now },
  {
    app: {
      name: 'Threadline',
      version: appVersion,
      host: 'browser',
      platform: process.platform,
      arch: process.arch,
    },
    versions: process.versions,
    capabilities: () => BROWSER_CAPABILITIES,
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
      status: () => BROWSER_MODE_UPDATES,
      check: async () => BROWSER_MODE_UPDATES,
      install: () => notOnThisHost('Updating'),
    },
  },
);
const router = createIpcRouter({
  session,
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
sockets.push({ type: 'update-status', status: BROWSER_MODE_UPDATES });
const links = new LinkHandover();
links.start({
  accounts: () => session.state().accounts,
  activeAccountId: () => session.state().activeAccountId,
  open: (target) => sockets.push({ type: 'open', target }),
  refuse: (message) => sockets.push({ type: 'link-refused', message }),
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
    upload: (request) => runUpload(session, request),
  },
  log,
});

await session.start();
// The demo server is part of this process: any signed-in account of it needs it started again.
// (The session knows its accounts only once started; a connection that found it down retries now.)
await resumeDemo(demo, session);
const port = await web.listen(Number(values.port));
// Each launch URL opens one page once; an empty line on stdin asks for another (npm start reopens
// with it), and any other line is a link for the open page.
const printLaunchUrl = () =>
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${port}/?token=${access.issueToken()}` })}\n`,
  );
printLaunchUrl();
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
