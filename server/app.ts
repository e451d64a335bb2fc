// Starts the reference server: the /api/v1 pipeline, a few static files, and, for tests and the demo,
// the loopback-only control API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { handleControl } from './control/control';
import { QueueManager } from './events/queue-manager';
import { handleApi, type ApiDeps } from './http/dispatch';
import { FaultInjector } from './http/faults';
import { RateLimiter, type RateLimit } from './http/rate-limit';
import { sendJson } from './http/respond';
import type { Realm } from './realm/realm';
import { allRoutes } from './routes';
import { buildSeed } from './seed';
import type { SeedAccount, SeededRealm } from './seed/seed-types';
import { serveTestIdp } from './sign-in/test-idp';
import { serveStatic } from './static-files';
import { uploadBodyCap } from './uploads/upload-limit';
import { serveUpload } from './uploads/serve-upload';
import type { TlsCertificate } from './tls-certificate';

export interface StartOptions {
  port?: number;
  /** A seed name, or a realm built beforehand. */
  seed?: string | SeededRealm;
  /** Seconds before a waiting poll gets a heartbeat; null = like the real server (45–55 s). */
  heartbeatSeconds?: number | null;
  queueTimeoutSeconds?: number;
  control?: boolean;
  rateLimit?: RateLimit | null;
  /** max_file_upload_size_mib (default 25, as on real servers); tests lower it. */
  maxFileUploadMib?: number;
  /** Serve https with this certificate (e.g. tls-certificate.ts's self-signed one); the URL is https://127.0.0.1:PORT. */
  tls?: TlsCertificate;
  /** email_auth_enabled: false turns password sign-in off (POST /fetch_api_key refuses); default true. */
  emailAuth?: boolean;
  /** The test identity provider of "Sign in with your browser" (server/sign-in); default true. */
  testIdp?: boolean;
  /** Check every success body against the shared response schema (on in tests). */
  validateResponses?: boolean;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  realm: Realm;
  accounts: SeedAccount[];
  queues: QueueManager;
  deps: ApiDeps;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const seeded =
    typeof options.seed === 'object' ? options.seed : buildSeed((options.seed ?? 'demo') as never);
  const { realm } = seeded;
  const log = options.log ?? ((line: string) => process.stderr.write(`[server] ${line}\n`));
  const queues = new QueueManager({
    queueTimeoutSeconds: options.queueTimeoutSeconds ?? 600,
    heartbeatSeconds: options.heartbeatSeconds ?? null,
  });
  realm.events = queues;
  realm.signIn = { emailAuth: options.emailAuth ?? true, testIdp: options.testIdp ?? true };
  if (options.maxFileUploadMib !== undefined)
    realm.settings.max_file_upload_size_mib = options.maxFileUploadMib;
  const deps: ApiDeps = {
    realm,
    queues,
    routes: allRoutes,
    faults: new FaultInjector(),
    rateLimiter: new RateLimiter(options.rateLimit ?? null),
    validateResponses: options.validateResponses ?? false,
    log,
    bodyCap: (path) => uploadBodyCap(realm, path),
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res).catch((error: unknown) => {
      log(`unhandled: ${String(error)}`);
      sendJson(res, 500, { result: 'error', code: 'BAD_REQUEST', msg: 'Internal server error' });
    });
  };
  const server = options.tls
    ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, listener)
    : createServer(listener);
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/v1/') || url.pathname === '/api/v1')
      return handleApi(req, res, url, deps);
    if (url.pathname.startsWith('/__control/')) {
      if (options.control && isLoopback(req)) return handleControl(req, res, url, deps);
      return sendJson(res, 404, { result: 'error', code: 'BAD_REQUEST', msg: 'Not Found' });
    }
    if (serveUpload(req, res, url, realm)) return;
    if (await serveTestIdp(req, res, url, realm)) return;
    if (serveStatic(req, res, url, realm)) return;
    sendJson(res, 404, { result: 'error', code: 'BAD_REQUEST', msg: 'Not Found' });
  };
  // Long polls stay open for a minute; keep sockets from lingering after close().
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  realm.baseUrl = url;
  return {
    url,
    realm,
    accounts: seeded.accounts,
    queues,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        queues.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
