// Writing JSON answers in the success and error envelopes.
import type { ServerResponse } from 'node:http';
import type { ApiFailure } from './failure';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendSuccess(res: ServerResponse, body: Record<string, unknown>, ignored: string[]): void {
  const envelope: Record<string, unknown> = { result: 'success', msg: '', ...body };
  if (ignored.length > 0) envelope.ignored_parameters_unsupported = ignored;
  sendJson(res, 200, envelope);
}

export function sendFailure(res: ServerResponse, failure: ApiFailure): void {
  const headers: Record<string, string> = {};
  if (failure.status === 401) headers['www-authenticate'] = 'Basic realm="zulip"';
  const retryAfter = failure.extra['retry-after'];
  if (typeof retryAfter === 'number') headers['retry-after'] = String(Math.ceil(retryAfter));
  sendJson(
    res,
    failure.status,
    { result: 'error', msg: failure.message, code: failure.code, ...failure.extra },
    headers,
  );
}
