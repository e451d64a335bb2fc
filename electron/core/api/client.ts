// The main process's HTTP client for one realm. It is the only code that puts an API key on the wire.
import type { AnyOperation, ParamsOf, ResponseOf } from '../../../shared/api/operation';
import { timerDelay } from '../../../shared/api/server-delays';
import { encodeRequest } from '../../../shared/api/wire';
import { ApiError } from './errors';
import { classifyFetchFailure } from './fetch-failure';
import { interpretResponse } from './interpret-response';
import { readBodyBytesCapped } from './read-body';

export interface ApiLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

export interface ApiClientOptions {
  realmUrl: string;
  /** Leave out both email and apiKey for a client that can only call `auth: 'none'` operations. */
  email?: string;
  apiKey?: string;
  fetch?: typeof fetch;
  /** Default per-request timeout. */
  timeoutMs?: number;
  logger?: ApiLogger;
  userAgent?: string;
  maxResponseBytes?: number;
}

export interface CallOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** The realm URL without trailing slashes. */
  readonly realmUrl: string;
  readonly hasCredentials: boolean;
  call<O extends AnyOperation>(op: O, params: ParamsOf<O>, options?: CallOptions): Promise<ResponseOf<O>>;
  /**
   * An unauthenticated HEAD of `path` (below /api/v1), for checking the server answers at all: resolves
   * with the HTTP status, whatever it is; rejects with ApiError when no answer came (network, TLS, timeout).
   */
  head(path: string, options?: CallOptions): Promise<number>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export function normalizeRealmUrl(realmUrl: string): string {
  let url: URL;
  try {
    url = new URL(realmUrl);
  } catch {
    throw new Error(`Not a valid server URL: ${realmUrl}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Server URL must use http or https: ${realmUrl}`);
  }
  if (url.username || url.password) throw new Error('Server URL must not contain credentials');
  return (url.origin + url.pathname).replace(/\/+$/, '');
}

export function basicAuthHeader(email: string, apiKey: string): string {
  return `Basic ${Buffer.from(`${email}:${apiKey}`, 'utf8').toString('base64')}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const realmUrl = normalizeRealmUrl(options.realmUrl);
  if ((options.email === undefined) !== (options.apiKey === undefined)) {
    throw new Error('createApiClient: give both email and apiKey, or neither');
  }
  const authorization =
    options.email !== undefined && options.apiKey !== undefined
      ? basicAuthHeader(options.email, options.apiKey)
      : undefined;
  const doFetch = options.fetch ?? globalThis.fetch;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  async function exchange<O extends AnyOperation>(
    op: O,
    params: ParamsOf<O>,
    callOptions: CallOptions,
  ): Promise<ResponseOf<O>> {
    if (op.auth === 'required' && !authorization) {
      throw new Error(`${op.name} needs credentials, but this client has none`);
    }
    const encoded = encodeRequest(op, params as Record<string, unknown>);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (authorization && op.auth !== 'none') headers.authorization = authorization;
    if (encoded.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (options.userAgent) headers['user-agent'] = options.userAgent;

    const timeoutMs = callOptions.timeoutMs ?? defaultTimeout;
    const abort = linkAbort(callOptions.signal, timeoutMs);
    try {
      const res = await doFetch(realmUrl + encoded.path, {
        method: encoded.method,
        headers,
        body: encoded.body,
        signal: abort.signal,
        // A redirect could carry the credentials elsewhere or turn a POST into a GET; report it instead.
        redirect: 'manual',
      });
      const body = await readBodyBytesCapped(res, maxBytes, op.name);
      const text = new TextDecoder().decode(body);
      return interpretResponse(
        op,
        { status: res.status, headers: res.headers, text },
        {
          onIgnoredParameters: (names) =>
            options.logger?.warn(`${op.name}: server ignored parameters`, { operation: op.name, names }),
        },
      );
    } catch (err) {
      if (abort.timedOut()) throw new ApiError({ kind: 'timeout', timeoutMs }, op.name);
      if (callOptions.signal?.aborted) throw new ApiError({ kind: 'aborted' }, op.name);
      if (err instanceof ApiError) throw err;
      throw new ApiError(classifyFetchFailure(err), op.name);
    } finally {
      abort.dispose();
    }
  }

  async function head(path: string, callOptions: CallOptions): Promise<number> {
    const timeoutMs = callOptions.timeoutMs ?? defaultTimeout;
    const abort = linkAbort(callOptions.signal, timeoutMs);
    try {
      const res = await doFetch(`${realmUrl}/api/v1${path}`, {
        method: 'HEAD',
        headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
        signal: abort.signal,
        redirect: 'manual',
      });
      await res.body?.cancel().catch(() => undefined);
      return res.status;
    } catch (err) {
      if (abort.timedOut()) throw new ApiError({ kind: 'timeout', timeoutMs }, `HEAD ${path}`);
      if (callOptions.signal?.aborted) throw new ApiError({ kind: 'aborted' }, `HEAD ${path}`);
      throw new ApiError(classifyFetchFailure(err), `HEAD ${path}`);
    } finally {
      abort.dispose();
    }
  }

  return {
    realmUrl,
    hasCredentials: authorization !== undefined,
    call: (op, params, callOptions = {}) => exchange(op, params, callOptions),
    head: (path, callOptions = {}) => head(path, callOptions),
  };
}

/** One signal that fires on the caller's abort or after `timeoutMs`, remembering which happened. */
function linkAbort(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timerDelay(timeoutMs));
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
