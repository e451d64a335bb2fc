// What the session tells Help → Diagnostics: each account, with the active one's server version,
// feature level and connection, and the unread count last put on the app icon.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IpcPush } from '../../../../shared/ipc';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

const connected = (p: IpcPush) => p.type === 'connection' && p.state.status === 'connected';

describe('session: diagnostics', () => {
  it('has nothing to say before anyone signs in', () => {
    expect(h.session.accountDiagnostics()).toEqual([]);
    expect(h.session.badgeCount()).toBeNull();
  });

  it("reports the active account's server and connection, and the last badge count", async () => {
    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.waitForPush(connected, 0);
    h.session.setBadgeCount(7);
    const [entry] = h.session.accountDiagnostics();
    expect(entry).toMatchObject({
      id: account.id,
      realmUrl: h.server.url,
      email: h.me.email,
      active: true,
      connection: { status: 'connected', failures: 0 },
    });
    expect(typeof entry?.zulipVersion).toBe('string');
    expect(entry?.featureLevel).toBeGreaterThan(0);
    expect(h.session.badgeCount()).toBe(7);
    expect(JSON.stringify(h.session.accountDiagnostics())).not.toContain(h.me.api_key);
  });
});
