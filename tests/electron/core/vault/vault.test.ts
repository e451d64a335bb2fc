import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileKeyCipher } from '../../../../electron/core/vault/file-key-cipher';
import type { Cipher, NewAccount } from '../../../../electron/core/vault/types';
import { createVault, VaultCorruptError, VaultKeyError } from '../../../../electron/core/vault/vault';
import { withTempDir } from './temp-profile';

const posix = process.platform !== 'win32';
const API_KEY = 'gjA04ZYcqXKalvYMA8OeXSfzUOLrtbZv';
const iago: NewAccount = {
  realmUrl: 'https://chat.example.com',
  email: 'iago@example.com',
  userId: 5,
  realmName: 'Example',
  realmIconUrl: 'https://chat.example.com/icon.png',
};
const hamlet: NewAccount = {
  realmUrl: 'https://other.example',
  email: 'hamlet@other.example',
  userId: 9,
  realmName: 'Other',
};

let dir: Awaited<ReturnType<typeof withTempDir>>;
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

function vaultAt(profile = dir.profile, cipher: Cipher = createFileKeyCipher(profile)) {
  let t = 1_000;
  return createVault({ profileDir: profile, cipher, now: () => t++ });
}

describe('account vault', () => {
  it('stores the API key encrypted: the plaintext never appears in the vault file', async () => {
    const vault = vaultAt();
    const account = await vault.add(iago, API_KEY);
    expect(account).toEqual({ ...iago, id: expect.any(String), addedAt: 1000 });
    const text = await readFile(vault.path, 'utf8');
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(Buffer.from(API_KEY).toString('base64'));
    expect(text).toContain('iago@example.com');
    expect(await vault.apiKey(account.id)).toBe(API_KEY);
    // A fresh vault and cipher on the same profile (next launch) read it back.
    expect(await vaultAt().apiKey(account.id)).toBe(API_KEY);
    expect(await vaultAt().list()).toEqual([account]);
  });

  it.runIf(posix)('keeps the profile dir 0700 and the vault and key files 0600', async () => {
    const vault = vaultAt();
    await vault.add(iago, API_KEY);
    expect((await stat(dir.profile)).mode & 0o777).toBe(0o700);
    expect((await stat(vault.path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir.profile, 'vault.key'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir.profile, 'vault.key'))).size).toBe(32);
  });

  it('replaces an account signed in again with the same realm and email, keeping its id', async () => {
    const vault = vaultAt();
    const first = await vault.add(iago, 'old-key');
    const again = await vault.add(
      { ...iago, realmUrl: 'https://CHAT.example.com/', email: 'IAGO@example.com', realmName: 'Renamed' },
      'new-key',
    );
    expect(again.id).toBe(first.id);
    expect(again.addedAt).toBe(first.addedAt);
    expect(await vault.list()).toEqual([again]);
    expect(again.realmName).toBe('Renamed');
    expect(await vault.apiKey(first.id)).toBe('new-key');
  });

  it('adds, switches and removes accounts', async () => {
    const vault = vaultAt();
    expect(await vault.active()).toBeUndefined();
    const a = await vault.add(iago, 'key-a');
    const b = await vault.add(hamlet, 'key-b');
    expect((await vault.list()).map((x) => x.email)).toEqual([iago.email, hamlet.email]);
    expect((await vault.active())?.id).toBe(b.id); // signing in makes the account active
    await vault.setActive(a.id);
    expect((await vaultAt().active())?.id).toBe(a.id); // persisted
    await expect(vault.setActive('nope')).rejects.toThrow(/No account/);
    expect(await vault.remove(a.id)).toBe(true);
    expect((await vault.active())?.id).toBe(b.id); // the remaining account takes over
    expect(await vault.remove(a.id)).toBe(false);
    await expect(vault.apiKey(a.id)).rejects.toThrow(/No account/);
    expect(await vault.remove(b.id)).toBe(true);
    expect(await vault.active()).toBeUndefined();
    expect(await vault.list()).toEqual([]);
    expect(await readFile(vault.path, 'utf8')).not.toContain('key-b');
  });

  it('keeps the order the person chose, and refuses an order that leaves one out or names one twice', async () => {
    const vault = vaultAt();
    const a = await vault.add(iago, 'key-a');
    const b = await vault.add(hamlet, 'key-b');
    await vault.reorder([b.id, a.id]);
    expect((await vaultAt().list()).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(await vaultAt().apiKey(a.id)).toBe('key-a');
    await expect(vault.reorder([b.id])).rejects.toThrow(/every account once/);
    await expect(vault.reorder([b.id, b.id])).rejects.toThrow(/every account once/);
    await expect(vault.reorder([b.id, 'nope'])).rejects.toThrow(/every account once/);
    expect((await vault.list()).map((x) => x.id)).toEqual([b.id, a.id]);
  });

  it('serialises concurrent changes and leaves no temporary files', async () => {
    const vault = vaultAt();
    await Promise.all([vault.add(iago, 'a'), vault.add(hamlet, 'b')]);
    expect(await vaultAt().list()).toHaveLength(2);
    expect((await readdir(dir.profile)).sort()).toEqual(['vault.json', 'vault.key']);
  });

  it('moves a corrupted vault file aside, reports it clearly, and then starts empty', async () => {
    const vault = vaultAt();
    await vault.add(iago, API_KEY);
    const broken = '{"version":1,"accounts":[{"id":';
    await writeFile(vault.path, broken);
    const fresh = vaultAt();
    const err = await fresh.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    const { preservedAs } = err as VaultCorruptError;
    expect(preservedAs).toMatch(/vault\.json\.corrupt-/);
    expect((err as Error).message).toContain(preservedAs);
    expect(await readFile(preservedAs, 'utf8')).toBe(broken);
    expect(await fresh.list()).toEqual([]);
    await fresh.add(hamlet, 'k');
    expect(await readFile(preservedAs, 'utf8')).toBe(broken); // never overwritten
  });

  it('treats valid JSON of the wrong shape as corrupted too', async () => {
    const vault = vaultAt();
    await vault.add(iago, API_KEY);
    await writeFile(vault.path, JSON.stringify({ version: 1, accounts: 'none' }));
    await expect(vaultAt().list()).rejects.toBeInstanceOf(VaultCorruptError);
  });
});

describe('account vault: keys that cannot be decrypted', () => {
  it('a different key file (e.g. a vault copied to another profile) fails with VaultKeyError', async () => {
    const vault = vaultAt();
    const account = await vault.add(iago, API_KEY);
    const other = join(dir.root, 'other-profile');
    await createVault({ profileDir: other, cipher: createFileKeyCipher(other) }).add(hamlet, 'x');
    await writeFile(join(other, 'vault.json'), await readFile(vault.path));
    const copied = vaultAt(other);
    await expect(copied.apiKey(account.id)).rejects.toBeInstanceOf(VaultKeyError);
    await expect(copied.apiKey(account.id)).rejects.toThrow(/sign in again/);
  });

  it('a key stored by another cipher kind fails with VaultKeyError', async () => {
    const vault = vaultAt();
    const account = await vault.add(iago, API_KEY);
    const base = createFileKeyCipher(dir.profile);
    const renamed: Cipher = { ...base, kind: 'sealed-key-aes-256-gcm-bound' };
    await expect(vaultAt(dir.profile, renamed).apiKey(account.id)).rejects.toThrow(/stored with file-key/);
  });

  it('refuses to store a key when the cipher cannot encrypt, saying why', async () => {
    const base = createFileKeyCipher(dir.profile);
    const locked: Cipher = {
      ...base,
      encrypt: () => {
        throw new Error("the system keychain (safeStorage) isn't available");
      },
    };
    const vault = vaultAt(dir.profile, locked);
    await expect(vault.add(iago, API_KEY)).rejects.toThrow(
      "Cannot store the API key: the system keychain (safeStorage) isn't available",
    );
    expect(await vault.list()).toEqual([]);
  });

  it("a cipher's failure is a VaultKeyError that gives its reason", async () => {
    const vault = vaultAt();
    const account = await vault.add(iago, API_KEY);
    const base = createFileKeyCipher(dir.profile);
    const broken: Cipher = {
      ...base,
      decrypt: () => {
        throw new Error('keychain locked');
      },
    };
    const err = await vaultAt(dir.profile, broken)
      .apiKey(account.id)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VaultKeyError);
    expect((err as Error).message).toMatch(/iago@example\.com.*not used \(keychain locked\); sign in again/);
  });
});
