// A web server (electron/core/hosting/web-server.ts) on 127.0.0.1:0 with a renderer directory of two
// files, a router that echoes (or fails on 'boom'), optionally a bridge held until main is ready, and raw clients: a net socket that writes any
// bytes, and the `ws` client with chosen headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { IpcResult } from '../../../../shared/ipc';
import { LaunchAccess } from '../../../../electron/core/hosting/launch-access';
import { createWebServer, type WebServer } from '../../../../electron/core/hosting/web-server';
import { plainIntl } from '../../../support/intl';

export interface WebHarness {
  port: number;
  origin: string;
  access: LaunchAccess;
  logs: string[];
  mediaRequests: URL[];
  downloadRequests: URL[];
  /** What reached the uploads dependency (the session's upload in the hosts). */
  uploadRequests: Record<string, unknown>[];
  /** The account's max_file_upload_size_mib the route sees; tests set it. `limitFor` records whose. */
  upload: { limitMib: number | undefined; limitFor: string[] };
  /** Exchanges a fresh launch token for a session secret, as the page does. */
  secret(): Promise<string>;
  close(): void;
}

export async function startWebHarness(options: { bridgeReady?: Promise<unknown> } = {}): Promise<WebHarness> {
  const base = mkdtempSync(join(tmpdir(), 'threadline-web-'));
  const rendererDir = join(base, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Threadline</title>');
  writeFileSync(join(rendererDir, 'app.js'), 'console.log(1)');
  writeFileSync(join(base, 'secret.txt'), 'OUTSIDE-THE-RENDERER');
  const access = new LaunchAccess();
  const logs: string[] = [];
  const mediaRequests: URL[] = [];
  const downloadRequests: URL[] = [];
  const uploadRequests: Record<string, unknown>[] = [];
  const upload: { limitMib: number | undefined; limitFor: string[] } = { limitMib: 1, limitFor: [] };
  const open = new Set<WebSocket>();
  const web: WebServer = createWebServer({
    rendererDir,
    access,
    intl: plainIntl,
    log: (line) => logs.push(line),
    ...options,
    answerMedia: (url) => {
      mediaRequests.push(url);
      return Promise.resolve({
        status: 200,
        headers: { 'content-type': 'image/png' },
        body: Buffer.from('png'),
      });
    },
    answerDownload: (url) => {
      downloadRequests.push(url);
      return Promise.resolve({
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="a.pdf"' },
        body: Buffer.from('%PDF'),
      });
    },
    uploads: {
      uploadLimitMib: (accountId) => {
        upload.limitFor.push(accountId);
        return upload.limitMib;
      },
      upload: (request) => {
        uploadRequests.push(request as Record<string, unknown>);
        return Promise.resolve({ ok: true, value: { url: '/user_uploads/2/ab/x/f.png', filename: 'f.png' } });
      },
    },
    router: {
      handle: (_sender, name, params): Promise<IpcResult<unknown>> =>
        name === 'boom'
          ? Promise.reject(new Error('router broke'))
          : Promise.resolve({ ok: true, value: { name, params } }),
    },
    sockets: {
      add: (ws) => open.add(ws),
      remove: (ws) => open.delete(ws),
      reply: (ws, text) => ws.send(text),
    },
  });
  const port = await web.listen(0);
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    access,
    logs,
    mediaRequests,
    downloadRequests,
    uploadRequests,
    upload,
    secret: async () => {
      const response = await fetch(`${origin}/session`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ token: access.issueToken() }),
      });
      return ((await response.json()) as { secret: string }).secret;
    },
    close: () => {
      web.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

/**
 * Writes `bytes` on a raw TCP connection and resolves with everything the server sent back before
 * closing it (or, with `firstChunk`, with the first bytes it sent, for a connection it keeps open).
 */
export function rawExchange(port: number, bytes: string | Buffer, firstChunk = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(3000, () => socket.destroy(new Error('no answer within 3 s')));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (firstChunk) socket.destroy();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(bytes);
  });
}

/** The status code of a raw HTTP answer (0 for none). */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

export type SocketOutcome = { opened: WebSocket } | { status: number };

/** Opens a bridge socket with these headers; resolves with it, or with the refusal's status. */
export function openBridge(
  port: number,
  query: string,
  headers: Record<string, string>,
): Promise<SocketOutcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/bridge${query}`, { headers });
    ws.once('open', () => resolve({ opened: ws }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** Resolves with the close code and reason the server sent. */
export function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}

/** The next text frame, parsed. */
export function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))));
}
