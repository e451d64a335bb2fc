// The server emoji data fetch: only from the realm's origin, without credentials, capped, checked,
// and cached per URL (failures are not cached).
import { describe, expect, it } from 'vitest';
import { createServerEmojiData } from '../../../../electron/core/session/server-emoji-data';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';

const REALM = 'https://chat.example.com';
const DATA_URL = `${REALM}/static/generated/emoji/emoji_api.abc123.json`;
const GOOD = { code_to_names: { '1f600': ['grinning'], '1f44d': ['+1', 'thumbs_up', 'like'] } };

function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

async function failure(promise: Promise<unknown>): Promise<IpcFailure> {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IpcFailure);
  return err as IpcFailure;
}

describe('server emoji data', () => {
  it('fetches code_to_names from the realm without credentials and keeps it per URL', async () => {
    const { fetch, calls } = fakeFetch(json(GOOD));
    const source = createServerEmojiData({ fetch });
    expect(await source.load(REALM, DATA_URL)).toEqual({ codeToNames: GOOD.code_to_names });
    expect(await source.load(REALM, DATA_URL)).toEqual({ codeToNames: GOOD.code_to_names });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(DATA_URL);
    expect(calls[0]!.init?.credentials).toBe('omit');
    expect(new Headers(calls[0]!.init?.headers).has('authorization')).toBe(false);
    await source.load(REALM, `${REALM}/static/generated/emoji/emoji_api.def456.json`);
    expect(calls).toHaveLength(2);
  });

  it('reads a relative URL against the realm and answers null when there is none', async () => {
    const { fetch, calls } = fakeFetch(json(GOOD));
    const source = createServerEmojiData({ fetch });
    expect(await source.load(REALM, undefined)).toBeNull();
    await source.load(REALM, '/static/generated/emoji/emoji_api.json');
    expect(calls.map((c) => c.url)).toEqual([`${REALM}/static/generated/emoji/emoji_api.json`]);
  });

  it('refuses a URL on another origin without fetching it', async () => {
    const { fetch, calls } = fakeFetch(json(GOOD));
    const source = createServerEmojiData({ fetch });
    for (const url of [
      'https://evil.example/emoji.json',
      'http://chat.example.com/e.json',
      `${REALM}:8443/e.json`,
    ]) {
      const err = await failure(source.load(REALM, url));
      expect(err.error.kind).toBe('invalid-request');
      expect(err.message).toMatch(/not on the organization's own server/);
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses a file over the size cap, declared or streamed', async () => {
    const big = JSON.stringify({ code_to_names: { '1f600': ['x'.repeat(2000)] } });
    const declared = createServerEmojiData({
      fetch: fakeFetch(() => new Response('{}', { headers: { 'content-length': '5000000' } })).fetch,
    });
    expect((await failure(declared.load(REALM, DATA_URL))).message).toMatch(/too large/);
    const streamed = createServerEmojiData({
      fetch: fakeFetch(() => new Response(big)).fetch,
      maxBytes: 1000,
    });
    expect((await failure(streamed.load(REALM, DATA_URL))).message).toMatch(/too large/);
  });

  it('says clearly when the file is not JSON or not an emoji list, and tries again next time', async () => {
    let body = 'not json';
    const { fetch, calls } = fakeFetch(() => new Response(body));
    const source = createServerEmojiData({ fetch });
    const notJson = await failure(source.load(REALM, DATA_URL));
    expect(notJson.error.kind).toBe('malformed');
    expect(notJson.message).toMatch(/not JSON/);
    for (const bad of [
      {},
      { code_to_names: { '1F600': ['grinning'] } },
      { code_to_names: { '1f600': [] } },
    ]) {
      body = JSON.stringify(bad);
      expect((await failure(source.load(REALM, DATA_URL))).message).toMatch(/not an emoji list/);
    }
    body = JSON.stringify(GOOD);
    expect(await source.load(REALM, DATA_URL)).toEqual({ codeToNames: GOOD.code_to_names });
    expect(calls).toHaveLength(5);
  });

  it('reports an HTTP error, a network failure and a timeout', async () => {
    const http = createServerEmojiData({ fetch: fakeFetch(() => new Response('', { status: 404 })).fetch });
    expect((await failure(http.load(REALM, DATA_URL))).error).toMatchObject({ kind: 'http' });
    const down = createServerEmojiData({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect((await failure(down.load(REALM, DATA_URL))).error.kind).toBe('network');
    const slow = createServerEmojiData({
      timeoutMs: 20,
      fetch: ((_url: URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    expect((await failure(slow.load(REALM, DATA_URL))).error.kind).toBe('timeout');
  });
});
