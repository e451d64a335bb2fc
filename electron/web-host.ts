// Browser mode: the same main-process core, run in Node, serving the built renderer on 127.0.0.1
// (core/hosting/web-server.ts) and bridging IPC over a WebSocket that only a page of this launch may
// open. `npm run web -- [--port N] [--profile DIR]` prints a JSON line {"url":"http://127.0.0.1:PORT/?token=…"},
// and another, with a new single-use token, for each line it reads on stdin (core/hosting/launch-access.ts).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { BridgeSockets } from './core/hosting/bridge-sockets';
import { createDemo } from './core/hosting/demo';
import { LaunchAccess } from './core/hosting/launch-access';
import { answerDownload } from './core/hosting/download-route';
import { answerMedia } from './core/hosting/media-route';
import { createWebServer } from './core/hosting/web-server';
import { buildDiagnosticsReport, describeProxyPreference } from './core/desktop/diagnostics';
import { notOnThisHost, type DesktopHost } from './core/desktop/desktop-host';
import { createPreferencesStore } from './core/desktop/preferences';
import { createIpcRouter, runUpload } from './core/ipc';
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
const session = createSession({
  profileDir,
  cipher: createFileKeyCipher(profileDir),
  keyStorageDescription: `Browser mode keeps API keys in ${join(profileDir, 'vault.json')}, encrypted with a key file readable only by your user (mode 0600).`,
  log,
  startDemo: () => demo.start(),
});
const sockets = new BridgeSockets<WebSocket>();
const preferences = createPreferencesStore({ profileDir, log: levelled(log) });
// Browser mode has no shell: the page shows notifications, and there is nothing to update.
const desktop: DesktopHost = {
  preferences: preferences.get,
  setPreferences: preferences.update,
  doNotDisturb: () => notOnThisHost('Do not disturb'),
  showNotification: () => {
    throw new IpcFailure({
      kind: 'invalid-request',
      message: 'In browser mode the page shows notifications itself; main does not show them.',
    });
  },
  diagnostics: async () =>
    buildDiagnosticsReport({
      app: {
        name: 'Threadline',
        version: appVersion,
        host: 'browser',
        platform: process.platform,
        arch: process.arch,
      },
      versions: process.versions,
      session,
      preferences: preferences.get,
      // TODO(#18): the network module's describeProxy() once it decides what main really uses.
      describeProxy: () => describeProxyPreference(preferences.get().proxy),
      notifications: () => "shown by the page (the browser's Notification API)",
      updateStatus: () => ({ state: 'disabled', reason: 'Browser mode does not update itself.' }),
      now: Date.now,
    }),
  networkChanged: () => session.retryNow(),
  trustCertificate: () => notOnThisHost('Trusting a certificate'),
  checkForUpdates: () => notOnThisHost('Updating'),
  installUpdate: () => notOnThisHost('Updating'),
};
const router = createIpcRouter({
  session,
  isTrustedSender: (sender) => sockets.has(sender),
  log,
  desktop,
});
session.onPush((push) => sockets.push(push));
preferences.onChange((current) => sockets.push({ type: 'desktop-preferences', preferences: current }));
sockets.push({ type: 'desktop-preferences', preferences: preferences.get() });

const web = createWebServer({
  rendererDir,
  router,
  sockets,
  access,
  answerMedia: (url) => answerMedia(session, url, log),
  answerDownload: (url) => answerDownload(session, url, log),
  uploads: {
    uploadLimitMib: () => session.uploadLimitMib(),
    upload: (request) => runUpload(session, request),
  },
  log,
});

await demo.resumeFor(
  session.state().accounts.find((a) => a.id === session.state().activeAccountId)?.realmUrl,
);
await session.start();
const port = await web.listen(Number(values.port));
// Each launch URL opens one page once; a line on stdin asks for another (npm start reopens with it).
const printLaunchUrl = () =>
  process.stdout.write(
    `${JSON.stringify({ url: `http://127.0.0.1:${port}/?token=${access.issueToken()}` })}\n`,
  );
printLaunchUrl();
process.stdin.on('error', () => undefined);
createInterface({ input: process.stdin }).on('line', printLaunchUrl);
log(`browser mode on http://127.0.0.1:${port} (profile ${profileDir})`);

const shutdown = async () => {
  // Never hang on the way out: a server that went away first must not keep us alive.
  setTimeout(() => process.exit(0), 3000).unref();
  web.close();
  await session.stop();
  await demo.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
