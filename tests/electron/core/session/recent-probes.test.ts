// Signing in right after the sign-in screen looked the server up reuses that lookup.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecentProbes, PROBE_REUSE_MS } from '../../../../electron/core/session/recent-probes';
import type { ServerProbe } from '../../../../shared/ipc';
import { startHarness, type Harness } from './harness';

const probeOf = (realmUrl: string): ServerProbe => ({
  realmUrl,
  realmName: realmUrl,
  zulipVersion: '11.0',
  featureLevel: 400,
  passwordAuth: true,
  usernameIsEmail: true,
  externalMethods: [],
});

describe('createRecentProbes', () => {
  it('answers for a realm looked up within PROBE_REUSE_MS, and only then', () => {
    let now = 1_000;
    const recent = createRecentProbes(() => now);
    recent.remember(probeOf('https://a.example'));
    expect(recent.fresh('https://a.example')?.realmName).toBe('https://a.example');
    expect(recent.fresh('https://b.example')).toBeUndefined();
    now += PROBE_REUSE_MS;
    expect(recent.fresh('https://a.example')).toBeUndefined();
  });

  it('keeps only the last few realms', () => {
    const recent = createRecentProbes(() => 0);
    for (let i = 0; i < 20; i++) recent.remember(probeOf(`https://r${i}.example`));
    expect(recent.fresh('https://r0.example')).toBeUndefined();
    expect(recent.fresh('https://r19.example')).toBeDefined();
  });
});

describe('session: sign-in after a lookup', () => {
  let h: Harness;
  let lookups = 0;
  let now = 1_700_000_000_000;
  beforeEach(async () => {
    lookups = 0;
    h = await startHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  function session() {
    return h.newSession({
      fetch: (input, init) => {
        if (String(input).endsWith('/api/v1/server_settings')) lookups += 1;
        return fetch(input, init);
      },
      clock: { now: () => now, setTimeout, clearTimeout: (handle) => clearTimeout(handle as never) },
    });
  }

  it('asks the server again only when the lookup is stale', async () => {
    const s = session();
    await s.probe(`${h.server.url}/`);
    await s.signInWithPassword(h.server.url, h.me.email, h.me.password);
    expect(lookups).toBe(1);
    now += PROBE_REUSE_MS;
    await s.signInWithPassword(h.server.url, h.me.email, h.me.password);
    expect(lookups).toBe(2);
  });
});
