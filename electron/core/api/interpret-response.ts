// From status + headers + body text to either the operation's typed response or an ApiError.
import type { z } from 'zod';
import { errorEnvelope, successEnvelope } from '../../../shared/api/envelope';
import type { AnyOperation, ResponseOf } from '../../../shared/api/operation';
import { retryAfterSeconds } from '../../../shared/api/server-delays';
import { ApiError } from './errors';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface InterpretOptions {
  /** Called with the parameter names the server said it ignored (FL 167+). */
  onIgnoredParameters?: (names: string[]) => void;
  now?: () => number;
}

const ENVELOPE_FIELDS = new Set(['result', 'msg', 'code']);

export function interpretResponse<O extends AnyOperation>(
  op: O,
  raw: RawResponse,
  options: InterpretOptions = {},
): ResponseOf<O> {
  const malformed = (description: string) =>
    new ApiError({ kind: 'malformed', description, status: raw.status }, op.name);
  const ok = raw.status >= 200 && raw.status < 300;

  let body: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch {
    if (!ok) throw httpError(op, raw, null, statusMessage(raw), {}, options);
    throw malformed('response is not JSON');
  }

  const isErrorResult = isObject(body) && body.result === 'error';
  if (!ok || isErrorResult) {
    const parsed = errorEnvelope.safeParse(body);
    if (parsed.success) {
      const extra: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(parsed.data)) {
        if (!ENVELOPE_FIELDS.has(key)) extra[key] = value;
      }
      throw httpError(op, raw, parsed.data.code, parsed.data.msg, extra, options);
    }
    if (!ok) throw httpError(op, raw, null, statusMessage(raw), {}, options);
    throw malformed('error result without a valid error envelope');
  }

  const envelope = successEnvelope.safeParse(body);
  if (!envelope.success) throw malformed('not a success envelope');
  const ignored = envelope.data.ignored_parameters_unsupported;
  if (ignored && ignored.length > 0) options.onIgnoredParameters?.(ignored);

  const parsed = (op.response as z.ZodType).safeParse(body);
  if (!parsed.success) throw malformed(`response does not match the schema: ${firstIssue(parsed.error)}`);
  return parsed.data as ResponseOf<O>;
}

function httpError(
  op: AnyOperation,
  raw: RawResponse,
  code: string | null,
  msg: string,
  extra: Record<string, unknown>,
  options: InterpretOptions,
): ApiError {
  const now = (options.now ?? Date.now)();
  const retryAfter = retryAfterSeconds(extra['retry-after'], raw.headers.get('retry-after'), now);
  return new ApiError(
    {
      kind: 'http',
      status: raw.status,
      code,
      msg,
      extra,
      ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
    },
    op.name,
  );
}

function statusMessage(raw: RawResponse): string {
  if (raw.status >= 300 && raw.status < 400) {
    const location = raw.headers.get('location');
    return `redirected${location ? ` to ${location}` : ''}; use the final server address`;
  }
  return `HTTP ${raw.status}`;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return `${path || '(root)'}: ${issue.message}`.slice(0, 200);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
