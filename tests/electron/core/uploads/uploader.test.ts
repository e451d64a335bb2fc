// Main's uploader against a fake fetch: the size check before sending, the multipart body, progress,
// cancel (also before the upload starts), and every failure turned into words that name the file.
import { describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { createUploader, type UploadTarget } from '../../../../electron/core/uploads/uploader';
import { sizeRefusal } from '../../../../shared/upload-size';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';

const TARGET: UploadTarget = { realmUrl: 'https://chat.example', authorization: 'Basic abc', limitMib: 1 };
const file = (size: number, name = 'photo.png') => ({
  id: 'u1',
  accountId: 'acc-1',
  name,
  type: 'image/png',
  bytes: new Uint8Array(size).map((_, i) => i % 251),
});
const ok = {
  result: 'success',
  msg: '',
  url: '/user_uploads/2/ab/r/photo.png',
  uri: '/user_uploads/2/ab/r/photo.png',
  filename: 'photo.png',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that reads the whole body (as a server would), then answers. */
function serverFetch(answer: () => Response, seen: { url?: string; init?: RequestInit; body?: Buffer } = {}) {
  return async (url: string | URL | Request, init?: RequestInit) => {
    seen.url = String(url);
    seen.init = init;
    seen.body = Buffer.from(await new Response(init?.body as ReadableStream).arrayBuffer());
    return answer();
  };
}

/** Rejects as fetch does once `signal` is aborted (at once when it already is). */
function untilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort);
  });
}

async function failure(promise: Promise<unknown>) {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IpcFailure);
  return (err as IpcFailure).error;
}

describe('uploader', () => {
  it('posts one multipart file part with the account credentials and reports progress up to the total', async () => {
    const seen: { url?: string; init?: RequestInit; body?: Buffer } = {};
    const progress: [number, number][] = [];
    const uploader = createUploader({
      intl: plainIntl,
      fetch: serverFetch(() => json(200, ok), seen) as typeof fetch,
      onProgress: (_id, sent, total) => progress.push([sent, total]),
    });
    const input = file(600 * 1024);
    expect(await uploader.upload(TARGET, input)).toEqual({ url: ok.url, filename: 'photo.png' });
    expect(seen.url).toBe('https://chat.example/api/v1/user_uploads');
    const headers = seen.init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Basic abc');
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(seen.body as Buffer), {
      headers: { 'content-type': headers['content-type'] as string },
    }).formData();
    const part = form.get('file') as File;
    expect(part.name).toBe('photo.png');
    expect(part.type).toBe('image/png');
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(input.bytes))).toBe(true);
    const total = seen.body?.length as number;
    expect(headers['content-length']).toBe(String(total));
    expect(progress[0]).toEqual([0, total]);
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.map(([sent]) => sent)).toEqual([...progress.map(([sent]) => sent)].sort((a, b) => a - b));
  });

  it('refuses a file over the limit before sending anything, naming the size and the limit', async () => {
    let called = false;
    const uploader = createUploader({
      intl: plainIntl,
      fetch: (() => {
        called = true;
        return Promise.resolve(json(200, ok));
      }) as typeof fetch,
      onProgress: () => undefined,
    });
    const error = await failure(uploader.upload(TARGET, file(1.5 * 1024 * 1024)));
    expect(error).toMatchObject({
      kind: 'invalid-request',
      code: 'UPLOAD_TOO_LARGE',
      message: 'photo.png is 1.5 MiB; this server accepts files up to 1 MiB.',
    });
    expect(called).toBe(false);
    expect(sizeRefusal('a', 10, 0)).toBe('This server does not accept file uploads.');
    expect(sizeRefusal('a.png', 1.5 * 1024 * 1024, 1, plainIntl('de'))).toBe(
      'a.png ist 1,5 MiB groß; dieser Server nimmt Dateien bis 1 MiB an.',
    );
    expect(sizeRefusal('a', 10, undefined)).toBeUndefined();
  });

  it('needs a signed-in account', async () => {
    const uploader = createUploader({
      intl: plainIntl,
      fetch: serverFetch(() => json(200, ok)) as typeof fetch,
      onProgress: () => undefined,
    });
    expect(await failure(uploader.upload(undefined, file(10)))).toMatchObject({ kind: 'not-signed-in' });
  });

  it('stops a running upload on cancel, and a cancel that came first keeps the upload from starting', async () => {
    const uploader = createUploader({
      intl: plainIntl,
      fetch: (async (_url: unknown, init?: RequestInit) => {
        const reader = (init?.body as ReadableStream).getReader();
        await reader.read();
        await untilAborted(init?.signal);
        return json(200, ok);
      }) as typeof fetch,
      onProgress: (id, sent) => {
        if (sent > 0) uploader.cancel(id);
      },
    });
    expect(await failure(uploader.upload(TARGET, file(600 * 1024)))).toMatchObject({ kind: 'cancelled' });
    uploader.cancel('u2');
    const early = await failure(uploader.upload(TARGET, { ...file(10), id: 'u2' }));
    expect(early.kind).toBe('cancelled');
  });

  it.each([
    [
      'a 413 from a proxy',
      () =>
        new Response('<html>413 Request Entity Too Large</html>', {
          status: 413,
          headers: { 'content-type': 'text/html' },
        }),
      'http',
      /photo\.png: the server refused it as too large \(HTTP 413\)/,
    ],
    [
      'the server’s own refusal',
      () =>
        json(400, {
          result: 'error',
          code: 'BAD_REQUEST',
          msg: "File is larger than this server's configured maximum upload size (1 MiB).",
        }),
      'http',
      /photo\.png: File is larger than this server's configured maximum upload size \(1 MiB\)\./,
    ],
    [
      'a 503 page',
      () => new Response('<h1>down</h1>', { status: 503, headers: { 'content-type': 'text/html' } }),
      'http',
      /Could not upload photo\.png\. The server is having trouble \(HTTP 503/,
    ],
    [
      'an answer without a url',
      () => json(200, { result: 'success', msg: '' }),
      'malformed',
      /Could not upload photo\.png/,
    ],
  ])('turns %s into words naming the file', async (_name, answer, kind, message) => {
    const uploader = createUploader({
      intl: plainIntl,
      fetch: serverFetch(answer) as typeof fetch,
      onProgress: () => undefined,
    });
    const error = await failure(uploader.upload(TARGET, file(100)));
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
  });

  it('says the connection was lost when the network drops mid-upload', async () => {
    const drop = (() =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
        }),
      )) as typeof fetch;
    const error = await failure(
      createUploader({
        intl: plainIntl,
        fetch: drop,
        onProgress: () => undefined,
      }).upload(TARGET, file(100)),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Could not upload photo\.png: the connection to the server was lost/);
  });

  it('gives up on a server that stops taking the file, saying for how long', async () => {
    const stuck = ((_url: unknown, init?: RequestInit) => untilAborted(init?.signal)) as typeof fetch;
    const uploader = createUploader({
      intl: plainIntl,
      fetch: stuck,
      onProgress: () => undefined,
      stallTimeoutMs: 50,
    });
    const error = await failure(uploader.upload(TARGET, file(100)));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(error.message).toMatch(/photo\.png: the server stopped taking it for 0\.05 s/);
  });
});
