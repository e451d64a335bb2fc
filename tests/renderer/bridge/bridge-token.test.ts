// The page's side of the launch token (renderer/src/bridge/bridge-token.ts): taken out of the URL,
// exchanged once for a session secret kept in sessionStorage, which a reload then uses.
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_SECRET_STORAGE_KEY,
  NO_LAUNCH_LINK,
  obtainBridgeSecret,
  type PostJson,
} from '../../../renderer/src/bridge/bridge-token';

/** A page at `search`, with its own sessionStorage and a web host that knows `tokens` once each. */
function page(search: string, tokens: string[] = [], hash = '') {
  const stored = new Map<string, string>();
  const replaced: string[] = [];
  const posted: { path: string; body: string }[] = [];
  const unused = new Set(tokens);
  const post: PostJson = (path, body) => {
    posted.push({ path, body });
    const { token } = JSON.parse(body) as { token: string };
    const ok = unused.delete(token);
    return Promise.resolve({
      status: ok ? 200 : 403,
      json: () =>
        Promise.resolve(
          ok ? { secret: `secret-for-${token}` } : { error: 'This launch link was already used.' },
        ),
    });
  };
  const location = { pathname: '/', search, hash };
  const history = {
    state: null,
    replaceState: (_data: unknown, _unused: string, url?: string | null) => {
      replaced.push(url ?? '');
      location.search = new URL(url ?? '', 'http://x').search;
    },
  };
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const load = () => obtainBridgeSecret(location, history, storage, post);
  return { load, location, stored, replaced, posted };
}

describe('obtainBridgeSecret', () => {
  it('takes the token out of the URL and exchanges it for a secret kept in sessionStorage', async () => {
    const p = page('?lang=en&token=launch1', ['launch1'], '#/channel/4');
    expect(await p.load()).toEqual({ ok: true, secret: 'secret-for-launch1' });
    expect(p.replaced).toEqual(['/?lang=en#/channel/4']);
    expect(p.posted).toEqual([{ path: '/session', body: '{"token":"launch1"}' }]);
    expect(p.stored.get(BRIDGE_SECRET_STORAGE_KEY)).toBe('secret-for-launch1');
    expect([...p.stored.values()]).not.toContain('launch1');
  });

  it('after a reload uses the stored secret without another exchange', async () => {
    const p = page('?token=launch1', ['launch1']);
    await p.load();
    expect(await p.load()).toEqual({ ok: true, secret: 'secret-for-launch1' });
    expect(p.posted).toHaveLength(1);
  });

  it("shows the host's refusal for a used launch link in a fresh tab", async () => {
    const p = page('?token=used');
    expect(await p.load()).toEqual({ ok: false, message: 'This launch link was already used.' });
    expect(p.stored.size).toBe(0);
  });

  it('keeps a tab working that opens its own used launch link again', async () => {
    const p = page('?token=launch1', ['launch1']);
    await p.load();
    p.location.search = '?token=launch1';
    expect(await p.load()).toEqual({ ok: true, secret: 'secret-for-launch1' });
  });

  it('says how to get in when there is no token and nothing stored, or the host is gone', async () => {
    expect(await page('').load()).toEqual({ ok: false, message: NO_LAUNCH_LINK });
    const gone = obtainBridgeSecret(
      { pathname: '/', search: '?token=t', hash: '' },
      { state: null, replaceState: () => undefined },
      { getItem: () => null, setItem: () => undefined },
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await gone).toMatchObject({
      ok: false,
      message: { message: { id: 'bridge.launch.unreachable' } },
    });
  });
});
