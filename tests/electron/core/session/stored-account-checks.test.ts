// What the session does with a stored account before its key leaves main: a record edited in
// vault.json, one saved unbound by an earlier version, or one whose realm is plain http to another
// computer is signed out with a reason, and no request (so no key) goes anywhere.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectAccount } from '../../../../electron/core/session/account-connection';
import { levelled } from '../../../../electron/core/session/log';
import { InsecureRealmError } from '../../../../electron/core/session/server-url';
import { createFileKeyCipher, createVault } from '../../../../electron/core/vault';
import type { VaultFile } from '../../../../electron/core/vault/types';
import { startHarness, type Harness } from './harness';

interface SeenRequest {
  url: string;
  authorization: string | null;
}

let h: Harness;
let seen: SeenRequest[];
beforeEach(async () => {
  seen = [];
  // Every request the session makes, with its credentials; only the reference server is really fetched.
  const recordingFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
    if (new URL(request.url).origin !== new URL(h.server.url).origin) {
      return Promise.reject(new TypeError('fetch failed: not the reference server'));
    }
    return fetch(request);
  };
  h = await startHarness({ fetch: recordingFetch });
});
afterEach(async () => {
  await h.close();
});

const vaultPath = () => join(h.profileDir, 'vault.json');

async function signInAndStop(): Promise<string> {
  const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
  await h.waitForPush((p) => p.type === 'connection' && p.state.status === 'connected', 0);
  await h.session.stop();
  return account.id;
}

async function editVault(edit: (data: VaultFile, record: VaultFile['accounts'][number]) => void) {
  const data = JSON.parse(await readFile(vaultPath(), 'utf8')) as VaultFile;
  edit(data, data.accounts[0] as VaultFile['accounts'][number]);
  await writeFile(vaultPath(), JSON.stringify(data));
}

/** Starts a fresh session on the profile, as the next launch would, and returns its state. */
async function relaunch() {
  seen = [];
  const later = h.newSession();
  await later.start();
  return later.state();
}

describe('stored accounts are checked before their key is used', () => {
  it.each([
    [
      'realm URL',
      (_d: VaultFile, r: VaultFile['accounts'][number]) => void (r.realmUrl = 'https://evil.example'),
    ],
    ['email', (_d: VaultFile, r: VaultFile['accounts'][number]) => void (r.email = 'mallory@evil.example')],
    [
      'account id',
      (d: VaultFile, r: VaultFile['accounts'][number]) => {
        r.id = 'other-id';
        d.activeId = 'other-id';
      },
    ],
  ])('a record whose %s was edited is refused and its key is sent nowhere', async (_what, edit) => {
    await signInAndStop();
    await editVault(edit);
    const state = await relaunch();
    expect(state.accounts).toEqual([]);
    expect(state.activeAccountId).toBeNull();
    expect(state.signedOutReason).toMatch(/was refused and not used .*sign in again/);
    expect(seen).toEqual([]);
    expect(await readFile(vaultPath(), 'utf8')).not.toContain('evil.example');
  });

  it('an unbound record from an earlier version asks for one sign-in and sends nothing', async () => {
    await signInAndStop();
    await editVault((_data, record) => {
      record.key.cipher = 'electron-safe-storage';
    });
    const state = await relaunch();
    expect(state.accounts).toEqual([]);
    expect(state.signedOutReason).toBe(
      `Threadline now ties each saved key to its account. The key saved by an earlier version for ${h.me.email} was not used; sign in again`,
    );
    expect(seen).toEqual([]);
  });

  it('a bound record for plain http to another computer is refused at connect time', async () => {
    const vault = createVault({ profileDir: h.profileDir, cipher: createFileKeyCipher(h.profileDir) });
    await vault.add(
      { realmUrl: 'http://chat.example.com', email: h.me.email, userId: h.me.user_id, realmName: 'Plain' },
      h.me.api_key,
    );
    const state = await relaunch();
    expect(state.accounts).toEqual([]);
    expect(state.signedOutReason).toMatch(
      /\(http:\/\/chat\.example\.com\) is not https:\/\/ .*key was not sent/,
    );
    expect(seen).toEqual([]);
  });

  it('connectAccount itself refuses plain http to another computer before any request', () => {
    const requests: string[] = [];
    const account = {
      id: 'a1',
      realmUrl: 'http://10.0.0.1:9991',
      email: h.me.email,
      userId: h.me.user_id,
      realmName: 'Plain',
      addedAt: 0,
    };
    const handlers = { push: () => {}, onState: () => {}, onAuthFailed: () => {} };
    const deps = {
      log: levelled(() => {}),
      fetch: ((input: string | URL | Request) => {
        requests.push(String(input));
        return Promise.reject(new TypeError('no network in this test'));
      }) as typeof fetch,
    };
    expect(() => connectAccount(account, h.me.api_key, deps, handlers)).toThrow(InsecureRealmError);
    expect(requests).toEqual([]);
  });

  it('plain http to this computer still connects, after a relaunch too', async () => {
    expect(h.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const id = await signInAndStop();
    const from = h.pushes.length;
    const state = await relaunch();
    expect(state).toMatchObject({ activeAccountId: id, accounts: [{ id, realmUrl: h.server.url }] });
    await h.waitForPush((p) => p.type === 'connection' && p.state.status === 'connected', from);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.url.startsWith(`${h.server.url}/`))).toBe(true);
  });
});
