// fetchMedia: main fetches images for the renderer only from origins the session vouches for, only
// images, only so much of them, and keeps credentials on the realm they belong to.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchMedia, type MediaAuthority, type MediaGrant } from '../../../../electron/core/hosting/media';
import { answerMedia } from '../../../../electron/core/hosting/media-route';

interface Origin {
  url: string;
  requests: IncomingMessage[];
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function origin(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Origin> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const REALM_AUTH = 'Basic bWVAZXhhbXBsZS5jb206a2V5';

function authority(grants: Record<string, MediaGrant>): MediaAuthority {
  return { mediaGrant: (o) => grants[o] };
}

const image = (res: ServerResponse, body: Buffer = PNG, type = 'image/png') =>
  res.writeHead(200, { 'content-type': type }).end(body);

describe('fetchMedia', () => {
  it("fetches an image on the active realm's origin with its credentials", async () => {
    const realm = await origin((_req, res) => image(res));
    const result = await fetchMedia(
      authority({ [realm.url]: { authorization: REALM_AUTH } }),
      `${realm.url}/user_avatars/1.png`,
    );
    expect(result).toEqual({ ok: true, contentType: 'image/png', body: PNG });
    expect(realm.requests[0]?.headers.authorization).toBe(REALM_AUTH);
    expect(realm.requests[0]?.url).toBe('/user_avatars/1.png');
  });

  it('refuses a foreign origin without contacting it', async () => {
    const realm = await origin((_req, res) => image(res));
    const foreign = await origin((_req, res) => image(res));
    const result = await fetchMedia(
      authority({ [realm.url]: { authorization: REALM_AUTH } }),
      `${foreign.url}/x.png`,
    );
    expect(result.ok).toBe(false);
    expect(foreign.requests).toHaveLength(0);
  });

  it('refuses what is not an absolute http(s) URL, or carries credentials', async () => {
    const realm = await origin((_req, res) => image(res));
    const auth = authority({ [realm.url]: {} });
    for (const url of [
      'file:///etc/passwd',
      '/relative.png',
      'javascript:alert(1)',
      realm.url.replace('//', '//u:p@'),
    ]) {
      expect((await fetchMedia(auth, url)).ok).toBe(false);
    }
    expect(realm.requests).toHaveLength(0);
  });

  it('refuses content that is not an image', async () => {
    const realm = await origin((req, res) =>
      req.url === '/page'
        ? res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>')
        : res.writeHead(200).end('no type'),
    );
    const auth = authority({ [realm.url]: {} });
    expect(await fetchMedia(auth, `${realm.url}/page`)).toEqual({
      ok: false,
      reason: 'not an image (text/html)',
    });
    expect((await fetchMedia(auth, `${realm.url}/untyped`)).ok).toBe(false);
  });

  it('accepts image types with parameters and SVG', async () => {
    const realm = await origin((_req, res) =>
      image(res, Buffer.from('<svg/>'), 'image/svg+xml; charset=utf-8'),
    );
    const result = await fetchMedia(authority({ [realm.url]: {} }), `${realm.url}/icon.svg`);
    expect(result).toEqual({ ok: true, contentType: 'image/svg+xml', body: Buffer.from('<svg/>') });
  });

  it('caps the size, whether declared or streamed', async () => {
    const big = Buffer.alloc(5000, 1);
    const realm = await origin((req, res) => {
      if (req.url === '/declared') return image(res, big);
      // No content-length: the cap must hold while reading.
      res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 5; i++) res.write(big.subarray(i * 1000, (i + 1) * 1000));
      res.end();
    });
    const auth = authority({ [realm.url]: {} });
    const capped = { maxBytes: 4096 };
    expect(await fetchMedia(auth, `${realm.url}/declared`, capped)).toEqual({
      ok: false,
      reason: 'larger than 4096 bytes',
    });
    expect((await fetchMedia(auth, `${realm.url}/streamed`, capped)).ok).toBe(false);
    expect((await fetchMedia(auth, `${realm.url}/streamed`, { maxBytes: 5000 })).ok).toBe(true);
  });

  it('gives up after the timeout', async () => {
    const realm = await origin(() => undefined); // never answers
    const result = await fetchMedia(authority({ [realm.url]: {} }), `${realm.url}/slow.png`, {
      timeoutMs: 200,
    });
    expect(result).toEqual({ ok: false, reason: 'timed out' });
  });

  it('refuses error statuses', async () => {
    const realm = await origin((_req, res) => res.writeHead(403, { 'content-type': 'image/png' }).end(PNG));
    expect(await fetchMedia(authority({ [realm.url]: {} }), `${realm.url}/x.png`)).toEqual({
      ok: false,
      reason: 'HTTP 403',
    });
  });

  it('follows redirects, keeping credentials on the realm and off other origins', async () => {
    const probed = await origin((_req, res) => image(res));
    const realm = await origin((req, res) => {
      if (req.url === '/same') return res.writeHead(302, { location: '/final.png' }).end();
      if (req.url === '/away') return res.writeHead(302, { location: `${probed.url}/there.png` }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      image(res);
    });
    const auth = authority({ [realm.url]: { authorization: REALM_AUTH }, [probed.url]: {} });

    expect((await fetchMedia(auth, `${realm.url}/same`)).ok).toBe(true);
    expect(realm.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/same', REALM_AUTH],
      ['/final.png', REALM_AUTH],
    ]);

    expect((await fetchMedia(auth, `${realm.url}/away`)).ok).toBe(true);
    expect(probed.requests[0]?.headers.authorization).toBeUndefined();

    expect((await fetchMedia(auth, `${realm.url}/loop`)).ok).toBe(false);
  });

  it('does not follow a redirect from an uncredentialed origin to one it may not use', async () => {
    const foreign = await origin((_req, res) => image(res));
    const probed = await origin((_req, res) =>
      res.writeHead(302, { location: `${foreign.url}/x.png` }).end(),
    );
    const result = await fetchMedia(authority({ [probed.url]: {} }), `${probed.url}/icon`);
    expect(result.ok).toBe(false);
    expect(foreign.requests).toHaveLength(0);
  });

  it('fetches Gravatar avatars over https only, without credentials', async () => {
    const seen: { url: string; authorization: string | undefined }[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: String(input), authorization: headers.get('authorization') ?? undefined });
      return new Response(new Uint8Array(PNG), { headers: { 'content-type': 'image/png' } });
    };
    const auth = authority({});
    const avatar = 'https://secure.gravatar.com/avatar/abc?d=identicon';
    expect((await fetchMedia(auth, avatar, { fetch: fakeFetch })).ok).toBe(true);
    expect(seen).toEqual([{ url: avatar, authorization: undefined }]);
    expect((await fetchMedia(auth, 'http://secure.gravatar.com/avatar/abc', { fetch: fakeFetch })).ok).toBe(
      false,
    );
    expect((await fetchMedia(auth, 'https://gravatar.com.evil.example/a.png', { fetch: fakeFetch })).ok).toBe(
      false,
    );
    expect(seen).toHaveLength(1);
  });
});

describe('answerMedia', () => {
  it('serves an image sandboxed, and a refusal as a plain 404', async () => {
    const realm = await origin((_req, res) => image(res, Buffer.from('<svg/>'), 'image/svg+xml'));
    const auth = { mediaAuthority: () => authority({ [realm.url]: {} }) };
    const lines: string[] = [];
    const ok = await answerMedia(
      auth,
      new URL(`http://host/media?url=${encodeURIComponent(`${realm.url}/i.svg`)}`),
      (l) => lines.push(l),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml');
    expect(ok.headers['content-security-policy']).toContain('sandbox');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    const refused = await answerMedia(
      auth,
      new URL(`http://host/media?url=${encodeURIComponent('https://elsewhere.example/a.png?secret=1')}`),
      (l) => lines.push(l),
    );
    expect(refused.status).toBe(404);
    expect(lines).toEqual([
      'media: refused https://elsewhere.example: origin https://elsewhere.example is not allowed',
    ]);
  });
});
