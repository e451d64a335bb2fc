// Browser mode's HTTP side: the built renderer, POST /session (a launch token for a session secret),
// GET /media (images fetched by main), GET /download (files as attachments), POST /upload (files for
// main to upload) and the bridge's WebSocket upgrade. Every request passes the checks of
// request-guard.ts first, and every handler answers: a bad request gets a status and a short reason,
// a failure inside gets a 500, and nothing a client sends can end the process.
// Dependencies are injected so tests can run it on 127.0.0.1:0 without a session.
import type { IntlShape } from '@formatjs/intl';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_BRIDGE_FRAME_BYTES, SESSION_PATH, WS_BRIDGE_PATH } from '../../../shared/ipc';
import { serveBridgeSocket, type BridgeConnectionDeps } from './bridge-connection';
import type { LaunchAccess } from './launch-access';
import { DOWNLOAD_PATH } from './download-route';
import { MEDIA_PATH, textAnswer, type MediaAnswer } from './media-route';
import { checkRequest, originRefusal, type Refusal } from './request-guard';
import { answerSessionExchange } from './session-exchange';
import { answerUpload, UPLOAD_PATH, type UploadRouteDeps } from './upload-route';
import { loadStaticFile } from './static-files';

export interface WebServerDeps extends BridgeConnectionDeps {
  rendererDir: string;
  access: LaunchAccess;
  /** Answers GET /media for a page holding a session secret (media-route.ts). */
  answerMedia(url: URL): Promise<MediaAnswer>;
  /** Answers GET /download (download-route.ts), under the same secret as /media. */
  answerDownload(url: URL): Promise<MediaAnswer>;
  /** POST /upload (upload-route.ts); the secret is checked against `access`. */
  uploads: Omit<UploadRouteDeps, 'allows' | 'intl'>;
  /** The page's language now (core/i18n): what the page is told in words is said in it. */
  intl: () => IntlShape;
  /**
   * Settles once main knows its accounts (the session has started). The server may listen before
   * then, so the page loads meanwhile; its bridge socket opens only after, so the first thing the
   * page hears is the real state, never "no accounts" (until then it says it is starting).
   */
  bridgeReady?: Promise<unknown>;
}

export interface WebServer {
  server: Server;
  listen(port: number): Promise<number>;
  close(): void;
}

export function createWebServer(deps: WebServerDeps): WebServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BRIDGE_FRAME_BYTES });
  const port = () => (server.address() as AddressInfo | null)?.port ?? 0;
  const ready = deps.bridgeReady ?? Promise.resolve();

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      deps.log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) reply(res, { status: 500, reason: 'Internal error' });
      else res.destroy();
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const checked = checkRequest(req, port());
    if (!checked.ok) return reply(res, checked.refusal);
    const { url, origin } = checked;
    if (url.pathname === SESSION_PATH && req.method === 'POST') {
      const refusal = originRefusal(req, origin);
      if (refusal) return reply(res, refusal);
      return send(res, await answerSessionExchange(req, deps.access, deps.log, deps.intl()), false);
    }
    if (url.pathname === UPLOAD_PATH && req.method === 'POST') {
      // Like the bridge: only a page of our origin holding this launch's secret.
      const refusal = originRefusal(req, origin);
      if (refusal) return reply(res, refusal);
      const allows = (secret: string | null) => deps.access.allows(secret);
      return send(res, await answerUpload(req, url, { ...deps.uploads, allows, intl: deps.intl }), false);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return reply(res, { status: 405, reason: 'Method not allowed' });
    const head = req.method === 'HEAD';
    if (url.pathname === MEDIA_PATH || url.pathname === DOWNLOAD_PATH) {
      // Only a page of this launch may use the host to read the realm's files.
      if (!deps.access.allows(url.searchParams.get('secret')))
        return reply(res, { status: 404, reason: 'Not found' });
      const answer = url.pathname === MEDIA_PATH ? deps.answerMedia(url) : deps.answerDownload(url);
      return send(res, await answer, head);
    }
    return send(res, await loadStaticFile(deps.rendererDir, url.pathname), head);
  }

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', (error) => deps.log(`upgrade socket: ${error.message}`));
    const refusal = upgradeRefusal(req);
    if (refusal) {
      // The reason only: the request's URL may hold a secret.
      deps.log(`refused a bridge connection: ${refusal.reason}`);
      socket.end(rawResponse(refusal));
      return;
    }
    // A page that gave up meanwhile has closed its socket: ws then only drops it.
    void ready.then(
      () => upgrade(req, socket, head),
      () => socket.destroy(),
    );
  });

  function upgrade(req: IncomingMessage, socket: Socket, head: Buffer): void {
    try {
      wss.handleUpgrade(req, socket, head, (ws) => serveBridgeSocket(ws, deps));
    } catch (error) {
      deps.log(`upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
      socket.destroy();
    }
  }

  function upgradeRefusal(req: IncomingMessage): Refusal | undefined {
    const checked = checkRequest(req, port());
    if (!checked.ok) return checked.refusal;
    if (checked.url.pathname !== WS_BRIDGE_PATH) return { status: 400, reason: 'No such endpoint' };
    // A page from another origin must not drive the bridge, even if it learned a secret.
    const refusal = originRefusal(req, checked.origin);
    if (refusal) return refusal;
    if (!deps.access.allows(checked.url.searchParams.get('secret')))
      return { status: 403, reason: 'Not authorised' };
    return undefined;
  }

  return {
    server,
    listen: (wanted) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(wanted, '127.0.0.1', () => resolve(port()));
      }),
    close: () => {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      server.closeAllConnections();
      server.close();
    },
  };
}

function send(res: ServerResponse, answer: MediaAnswer, head: boolean): void {
  res.writeHead(answer.status, answer.headers).end(head ? undefined : answer.body);
}

function reply(res: ServerResponse, refusal: Refusal): void {
  send(res, textAnswer(refusal.status, refusal.reason, { connection: 'close' }), false);
}

/** An HTTP answer written on a raw upgrade socket, which has no ServerResponse. */
function rawResponse(refusal: Refusal): string {
  const body = Buffer.from(refusal.reason);
  return (
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
    `Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.byteLength}\r\n\r\n` +
    refusal.reason
  );
}
