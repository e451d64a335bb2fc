// POST /upload on the web host: only a page of this launch (secret, Origin, Host) may hand main a
// file, a body over the account's upload limit is refused from its Content-Length with the limit
// named, and what passes reaches the uploader byte for byte.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawExchange, startWebHarness, statusOf, type WebHarness } from './web-server-harness';

let h: WebHarness;
beforeEach(async () => {
  h = await startWebHarness();
});
afterEach(() => h.close());

const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 13, 10]);

async function post(query: string, init: { origin?: string | null; body?: Buffer } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
  if (init.origin !== null) headers.origin = init.origin ?? h.origin;
  const response = await fetch(`${h.origin}/upload${query}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(init.body ?? BYTES),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? ((await response.json()) as unknown) : await response.text(),
  };
}

describe('web server: POST /upload', () => {
  it('hands a page holding the secret its file, byte for byte, and answers the IpcResult', async () => {
    const secret = await h.secret();
    const answer = await post(
      `?secret=${secret}&account=acc-2&id=u1&name=${encodeURIComponent('café.png')}&type=image%2Fpng`,
    );
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, value: { url: '/user_uploads/2/ab/x/f.png', filename: 'f.png' } },
    });
    expect(h.uploadRequests).toHaveLength(1);
    const [request] = h.uploadRequests;
    // The account the page named: its limit is checked, and the upload goes as that account.
    expect(request).toMatchObject({ id: 'u1', accountId: 'acc-2', name: 'café.png', type: 'image/png' });
    expect(h.upload.limitFor).toEqual(['acc-2']);
    expect(Buffer.from(request?.bytes as Buffer).equals(BYTES)).toBe(true);
  });

  it('refuses a missing or wrong secret, a foreign or missing Origin, and a foreign Host', async () => {
    const secret = await h.secret();
    expect((await post('?id=u1&name=a')).status).toBe(404);
    expect((await post('?secret=nope&id=u1&name=a')).status).toBe(404);
    expect((await post(`?secret=${secret}&id=u1&name=a`, { origin: 'http://evil.example' })).status).toBe(
      403,
    );
    expect((await post(`?secret=${secret}&id=u1&name=a`, { origin: null })).status).toBe(403);
    const foreignHost = await rawExchange(
      h.port,
      `POST /upload?secret=${secret}&id=u1&name=a HTTP/1.1\r\nHost: evil.example:${h.port}\r\n` +
        `Origin: http://evil.example:${h.port}\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx`,
    );
    expect(statusOf(foreignHost)).toBe(421);
    expect(h.uploadRequests).toHaveLength(0);
  });

  it('refuses a body over the upload limit before reading it, naming the size and the limit', async () => {
    const secret = await h.secret();
    h.upload.limitMib = 1;
    const answer = await post(`?secret=${secret}&id=u2&name=big.bin`, {
      body: Buffer.alloc(1024 * 1024 + 10),
    });
    expect(answer).toEqual({
      status: 413,
      body: {
        ok: false,
        error: {
          kind: 'invalid-request',
          code: 'UPLOAD_TOO_LARGE',
          message: 'big.bin is 1,048,586 bytes; this server accepts files up to 1 MiB (1,048,576 bytes).',
        },
      },
    });
    expect(h.uploadRequests).toHaveLength(0);
    expect(
      (await post(`?secret=${secret}&id=u3&name=ok.bin`, { body: Buffer.alloc(1024 * 1024) })).status,
    ).toBe(200);
  });

  it('refuses a body without a Content-Length, and still serves after', async () => {
    const secret = await h.secret();
    const chunked = await rawExchange(
      h.port,
      `POST /upload?secret=${secret}&id=u1&name=a HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\nOrigin: ${h.origin}\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n1\r\nx\r\n0\r\n\r\n`,
    );
    expect(statusOf(chunked)).toBe(411);
    expect((await fetch(`${h.origin}/`)).status).toBe(200);
  });
});
