// Browser mode's upload transport: the file goes to POST /upload with the secret and its details in
// the query; the host's JSON result comes back as it is, and anything else becomes a clear error.
import { describe, expect, it } from 'vitest';
import { uploadOverHttp } from '../../../renderer/src/bridge/http-upload';

const request = {
  id: 'u1',
  accountId: 'acc-1',
  name: 'é & a.png',
  type: 'image/png',
  bytes: new Uint8Array([1, 2, 3]).buffer,
};

describe('uploadOverHttp', () => {
  it('posts the bytes with the secret, account, id, name and type, and returns the host result', async () => {
    const seen: { url?: string; body?: ArrayBuffer } = {};
    const result = await uploadOverHttp(request, 's3cret', (url, body) => {
      Object.assign(seen, { url, body });
      return Promise.resolve(
        new Response(JSON.stringify({ ok: true, value: { url: '/user_uploads/x', filename: 'x' } })),
      );
    });
    expect(result).toEqual({ ok: true, value: { url: '/user_uploads/x', filename: 'x' } });
    const url = new URL(seen.url as string, 'http://127.0.0.1');
    expect(url.pathname).toBe('/upload');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 's3cret',
      account: 'acc-1',
      id: 'u1',
      name: 'é & a.png',
      type: 'image/png',
    });
    expect(seen.body).toBe(request.bytes);
  });

  it('passes a refusal the host wrote as a result, and words a plain-text refusal or a lost host', async () => {
    const refusal = { ok: false, error: { kind: 'invalid-request', message: 'too big' } };
    expect(
      await uploadOverHttp(request, 's', () =>
        Promise.resolve(new Response(JSON.stringify(refusal), { status: 413 })),
      ),
    ).toEqual(refusal);
    expect(
      await uploadOverHttp(request, 's', () =>
        Promise.resolve(new Response('Foreign Origin', { status: 403 })),
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 403,
        code: 'BRIDGE_UPLOAD_REFUSED',
        data: { reason: 'Foreign Origin' },
        message: 'Threadline refused the file (Foreign Origin).',
      },
    });
    const lost = await uploadOverHttp(request, 's', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(lost).toMatchObject({ ok: false, error: { kind: 'network', code: 'BRIDGE_UPLOAD_LOST' } });
  });
});
