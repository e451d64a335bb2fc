// A chat server on 127.0.0.1:<random port> that misbehaves on demand: each test sets how it answers
// POST /register and GET /events, from well (a valid queue, long polls held open) to hostile (not
// JSON, wrong shapes, endless bodies, a slow drip, redirects, absurd Retry-After). It records every
// request and how each answer ended, so a test can tell that the client gave up early.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** How one answer went, as the server saw it. */
export interface AnswerLog {
  bytesWritten: number;
  /** The client closed the connection before the answer was complete. */
  cutShort: boolean;
}

export type Behaviour = (req: SeenRequest, res: ServerResponse, log: AnswerLog) => void;

export interface HostileServer {
  url: string;
  requests: SeenRequest[];
  answers: AnswerLog[];
  behave(endpoints: { register?: Behaviour; events?: Behaviour }): void;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A register answer with a queue; `extra` overrides or adds fields. */
export const goodRegister =
  (extra: Record<string, unknown> = {}): Behaviour =>
  (_req, res) =>
    sendJson(res, 200, {
      result: 'success',
      msg: '',
      queue_id: 'q-good',
      last_event_id: 0,
      zulip_feature_level: 400,
      zulip_version: '11.0',
      ...extra,
    });

/** A healthy long poll: answers a dont_block poll at once, holds a blocking one open until closed. */
export function goodEvents(): Behaviour {
  let nextId = 1;
  return (req, res) => {
    if (req.query.get('dont_block') !== 'true') return;
    sendJson(res, 200, { result: 'success', msg: '', events: [{ id: nextId++, type: 'heartbeat' }] });
  };
}

/** `total` bytes of JSON-looking filler, written as fast as the client takes it. */
export function endlessBody(total: number, declareLength: boolean): Behaviour {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return (_req, res, log) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(declareLength ? { 'content-length': String(total) } : {}),
    });
    const pump = () => {
      while (!log.cutShort && log.bytesWritten < total) {
        log.bytesWritten += chunk.byteLength;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!log.cutShort) res.end();
    };
    pump();
  };
}

/** A valid answer, one byte every `intervalMs`. */
export function drip(body: string, intervalMs: number): Behaviour {
  return (_req, res, log) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => {
      if (log.cutShort || log.bytesWritten >= body.length) {
        clearInterval(timer);
        if (!log.cutShort) res.end();
        return;
      }
      res.write(body[log.bytesWritten]);
      log.bytesWritten += 1;
    }, intervalMs);
    res.once('close', () => clearInterval(timer));
  };
}

export async function startHostileServer(): Promise<HostileServer> {
  const requests: SeenRequest[] = [];
  const answers: AnswerLog[] = [];
  const endpoints: { register: Behaviour; events: Behaviour } = {
    register: goodRegister(),
    events: goodEvents(),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const seen = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    requests.push(seen);
    const log: AnswerLog = { bytesWritten: 0, cutShort: false };
    answers.push(log);
    res.once('close', () => {
      if (!res.writableFinished) log.cutShort = true;
    });
    req.resume();
    req.once('end', () => {
      if (seen.path === '/api/v1/register') endpoints.register(seen, res, log);
      else if (seen.path === '/api/v1/events' && seen.method === 'GET') endpoints.events(seen, res, log);
      else sendJson(res, 404, { result: 'error', msg: 'Not found', code: 'BAD_REQUEST' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answers,
    behave: (next) => Object.assign(endpoints, next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
