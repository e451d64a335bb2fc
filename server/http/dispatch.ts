// The /api/v1 pipeline: injected faults, routing, authentication, rate limiting, parameter
// decoding with the shared schemas, the handler, and the envelope. `runOperation` is shared with
// the control API, which performs operations as any user.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeParams, matchPath } from '../../shared/api/wire';
import type { QueueManager } from '../events/queue-manager';
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';
import { ApiFailure } from './failure';
import type { FaultInjector } from './faults';
import type { RateLimiter } from './rate-limit';
import { basicCredentials, readRequest, type BodyCap, type FilePart } from './request';
import { sendFailure, sendJson, sendSuccess } from './respond';
import type { HandlerContext, Route } from './route';

export interface ApiDeps {
  realm: Realm;
  queues: QueueManager;
  routes: Route[];
  faults: FaultInjector;
  rateLimiter: RateLimiter;
  validateResponses: boolean;
  log: (line: string) => void;
  /** A larger (or smaller) body cap for some paths below /api/v1 (uploads); the default otherwise. */
  bodyCap?: (path: string) => BodyCap | undefined;
}

export interface OperationCall {
  method: string;
  /** Below /api/v1. */
  path: string;
  fields: Record<string, string>;
  /** File parts of a multipart body; none when left out. */
  files?: FilePart[];
  /** The caller, already authenticated; `authenticate` is used when undefined. */
  user?: UserRecord;
  authenticate?: (mode: Route['op']['auth']) => UserRecord | undefined;
  signal: AbortSignal;
  cut: () => void;
}

export type OperationOutcome =
  { ok: true; body: Record<string, unknown>; ignored: string[] } | { ok: false; failure: ApiFailure };

export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: ApiDeps,
): Promise<void> {
  const path = url.pathname.slice('/api/v1'.length) || '/';
  const fault = deps.faults.take(path, req.method);
  if (fault?.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
  if (fault?.kind === 'status') return sendFault(res, fault.status, fault.retry_after);
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  let outcome: OperationOutcome;
  try {
    const { fields, files } = await readRequest(req, url, deps.bodyCap?.(path));
    outcome = await runOperation(deps, {
      // HEAD is GET without the body (Node's response drops it): clients check a server is there with it.
      method: req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'),
      path,
      fields,
      files,
      authenticate: (mode) => authenticate(req, deps.realm, mode),
      signal: abort.signal,
      cut: () => req.socket.destroy(),
    });
  } catch (error) {
    outcome = { ok: false, failure: asFailure(error, deps, path) };
  }
  // The work is done (a message stored, its events queued); only the answer is lost.
  if (fault?.kind === 'drop_after') {
    req.socket.destroy();
    return;
  }
  if (outcome.ok) sendSuccess(res, outcome.body, outcome.ignored);
  else sendFailure(res, outcome.failure);
}

export async function runOperation(deps: ApiDeps, call: OperationCall): Promise<OperationOutcome> {
  try {
    const found = findRoute(deps.routes, call.method, call.path);
    if (found === 'no-path') throw new ApiFailure(404, 'BAD_REQUEST', 'Not Found');
    if (found === 'no-method') throw new ApiFailure(405, 'BAD_REQUEST', 'Method Not Allowed');
    const { route, pathValues } = found;
    const user = call.user ?? call.authenticate?.(route.op.auth);
    if (route.op.auth === 'required' && !user) {
      throw new ApiFailure(401, 'UNAUTHORIZED', 'Not logged in: API authentication or user session required');
    }
    if (user && !call.user) {
      const wait = deps.rateLimiter.check(user.user_id);
      if (wait !== undefined) {
        throw new ApiFailure(429, 'RATE_LIMIT_HIT', 'API usage exceeded rate limit', { 'retry-after': wait });
      }
    }
    const decoded = decodeParams(route.op, { ...call.fields, ...pathValues });
    if (!decoded.ok) {
      const { code, msg, ...extra } = decoded.error;
      throw new ApiFailure(400, code, msg, extra);
    }
    const ignored = [...decoded.ignored];
    const ctx: HandlerContext = {
      realm: deps.realm,
      queues: deps.queues,
      user,
      ignore: (name) => {
        if (!ignored.includes(name)) ignored.push(name);
      },
      signal: call.signal,
      cut: call.cut,
      files: call.files ?? [],
    };
    const body = (await route.handler(ctx as never, decoded.params as never)) as Record<string, unknown>;
    if (deps.validateResponses) {
      const checked = route.op.response.safeParse(body);
      if (!checked.success) {
        deps.log(`response of ${route.op.name} does not match its schema: ${checked.error.message}`);
        throw new ApiFailure(500, 'BAD_REQUEST', `Internal error: response of ${route.op.name} is invalid`);
      }
    }
    return { ok: true, body, ignored };
  } catch (error) {
    return { ok: false, failure: asFailure(error, deps, call.path) };
  }
}

function asFailure(error: unknown, deps: ApiDeps, path: string): ApiFailure {
  if (error instanceof ApiFailure) return error;
  deps.log(`${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return new ApiFailure(500, 'BAD_REQUEST', 'Internal server error');
}

function findRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; pathValues: Record<string, string> } | 'no-path' | 'no-method' {
  let pathMatched = false;
  for (const route of routes) {
    const values = matchPath(route.op.path, path);
    if (!values) continue;
    pathMatched = true;
    if (route.op.method === method) return { route, pathValues: values };
  }
  return pathMatched ? 'no-method' : 'no-path';
}

function authenticate(
  req: IncomingMessage,
  realm: Realm,
  mode: 'required' | 'none' | 'optional',
): UserRecord | undefined {
  if (mode === 'none') return undefined;
  const credentials = basicCredentials(req);
  if (!credentials) {
    if (mode === 'optional') return undefined;
    throw new ApiFailure(401, 'UNAUTHORIZED', 'Not logged in: API authentication or user session required');
  }
  const user = realm.userByEmail(credentials.email);
  if (!user || user.api_key !== credentials.apiKey)
    throw new ApiFailure(401, 'INVALID_API_KEY', 'Invalid API key');
  if (!user.is_active) throw new ApiFailure(401, 'USER_DEACTIVATED', 'Account is deactivated');
  return user;
}

/** What a proxy in front of a failing server sends: HTML for 5xx, the JSON envelope for 429. */
function sendFault(res: ServerResponse, status: number, retryAfter: number | undefined): void {
  if (status === 429) {
    const wait = retryAfter ?? 1;
    return sendFailure(
      res,
      new ApiFailure(429, 'RATE_LIMIT_HIT', 'API usage exceeded rate limit', { 'retry-after': wait }),
    );
  }
  if (status >= 500) {
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(`<html><body><h1>${status}</h1><p>The server is having trouble.</p></body></html>`);
    return;
  }
  sendJson(res, status, { result: 'error', code: 'BAD_REQUEST', msg: `Injected failure (${status})` });
}
