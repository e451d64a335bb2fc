import { describe, expect, it } from 'vitest';
import { BRIDGE_TOKEN_STORAGE_KEY, takeBridgeToken } from '../../../renderer/src/bridge/bridge-token';

function page(search: string, hash = '') {
  const stored = new Map<string, string>();
  const replaced: string[] = [];
  return {
    location: { pathname: '/', search, hash },
    history: {
      state: null,
      replaceState: (_data: unknown, _unused: string, url?: string | null) => void replaced.push(url ?? ''),
    },
    storage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    stored,
    replaced,
  };
}

describe('takeBridgeToken', () => {
  it('takes the token out of the visible URL, keeping other parameters and the hash', () => {
    const p = page('?lang=en&token=s3cret', '#/channel/4');
    expect(takeBridgeToken(p.location, p.history, p.storage)).toBe('s3cret');
    expect(p.replaced).toEqual(['/?lang=en#/channel/4']);
    expect(p.stored.get(BRIDGE_TOKEN_STORAGE_KEY)).toBe('s3cret');
  });

  it('falls back to the stored token after a reload, and to null without one', () => {
    const p = page('');
    expect(takeBridgeToken(p.location, p.history, p.storage)).toBeNull();
    p.stored.set(BRIDGE_TOKEN_STORAGE_KEY, 'kept');
    expect(takeBridgeToken(p.location, p.history, p.storage)).toBe('kept');
    expect(p.replaced).toEqual([]);
  });
});
