// Browser mode: the same main-process core, run in Node, serving the built renderer on 127.0.0.1
// and bridging IPC over a WebSocket that only a page holding this launch's secret token may open.
// `npm run web -- [--port N] [--profile DIR]` prints one JSON line: {"url":"http://127.0.0.1:PORT/?token=…"}.
// Images come through main too: GET /media?url=…&token=… (see core/hosting/media.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocketServer, type WebSocket } from 'ws';
import { WS_BRIDGE_PATH, type WsClientMessage, type WsServerMessage } from '../shared/ipc';
import { createDemo } from './core/hosting/demo';
import {
  answerMedia,
  MEDIA_PATH,
  notFound as mediaNotFound,
  type MediaAnswer,
} from './core/hosting/media-route';
import { BridgeSockets } from './core/hosting/bridge-sockets';
import { loadStaticFile } from './core/hosting/static-files';
import { createIpcRouter } from './core/ipc';
import { createSession } from './core/session';
import { createFileKeyCipher } from './core/vault';
import { defaultProfileDir } from './core/hosting/profile';

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
const token = randomBytes(32).toString('base64url');

const demo = createDemo(profileDir, log);
const session = createSession({
  profileDir,
  cipher: createFileKeyCipher(profileDir),
  keyStorageDescription: `Browser mode keeps API keys in ${join(profileDir, 'vault.json')}, encrypted with a key file readable only by your user (mode 0600).`,
  log,
  startDemo: () => demo.start(),
});
const sockets = new BridgeSockets<WebSocket>();
const router = createIpcRouter({
  session,
  isTrustedSender: (sender) => sockets.has(sender),
  log,
});
session.onPush((push) => sockets.push(push));

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  void answerRequest(new URL(req.url ?? '/', 'http://127.0.0.1')).then((file) => {
    res.writeHead(file.status, file.headers).end(req.method === 'HEAD' ? undefined : file.body);
  });
});

function answerRequest(url: URL): Promise<MediaAnswer> {
  if (url.pathname !== MEDIA_PATH) return loadStaticFile(rendererDir, url.pathname);
  // Images fetched by main for the page. Like the bridge, they need the launch token (the renderer
  // adds it as `token`), so no other local page can use this host to read the realm's files.
  if (!hasLaunchToken(url.searchParams.get('token'))) return Promise.resolve(mediaNotFound());
  return answerMedia(session, url, log);
}

const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
server.on('upgrade', (req, socket, head) => {
  if (!isAllowedUpgrade(req)) {
    log(`refused a bridge connection from ${req.headers.origin ?? 'no origin'}`);
    socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n');
    return;
  }
  wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
});

function isAllowedUpgrade(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname !== WS_BRIDGE_PATH) return false;
  if (!hasLaunchToken(url.searchParams.get('token'))) return false;
  // A page from another origin must not drive the bridge even if it learned the token.
  const { port } = server.address() as AddressInfo;
  const origin = req.headers.origin;
  return (
    origin === undefined || origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`
  );
}

function hasLaunchToken(candidate: string | null): boolean {
  const given = Buffer.from(candidate ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function onConnection(ws: WebSocket): void {
  sockets.add(ws);
  ws.on('message', (data) => void onMessage(ws, data.toString()));
  ws.on('close', () => sockets.remove(ws));
}

async function onMessage(ws: WebSocket, text: string): Promise<void> {
  let message: WsClientMessage;
  try {
    message = JSON.parse(text) as WsClientMessage;
  } catch {
    log('ignored a bridge frame that is not JSON');
    return;
  }
  if (message?.t !== 'invoke' || typeof message.id !== 'number') {
    log('ignored a bridge frame that is not an invoke');
    return;
  }
  const result = await router.handle(ws, message.name, message.params);
  if (ws.readyState === ws.OPEN)
    sockets.reply(ws, JSON.stringify({ t: 'result', id: message.id, result } satisfies WsServerMessage));
}

await demo.resumeFor(
  session.state().accounts.find((a) => a.id === session.state().activeAccountId)?.realmUrl,
);
await session.start();
await new Promise<void>((done) => server.listen(Number(values.port), '127.0.0.1', done));
const { port } = server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}/?token=${token}` })}\n`);
log(`browser mode on http://127.0.0.1:${port} (profile ${profileDir})`);

const shutdown = async () => {
  // Never hang on the way out: a server that went away first must not keep us alive.
  setTimeout(() => process.exit(0), 3000).unref();
  for (const socket of wss.clients) socket.terminate();
  wss.close();
  server.closeAllConnections();
  server.close();
  await session.stop();
  await demo.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
