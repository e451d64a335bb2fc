// The app's cipher with a fake of Electron's safeStorage: the data key is kept only sealed, created
// once and reused, never replaced when it cannot be opened, and keys stay bound to their account.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSealedKeyCipher, type KeySealer } from '../../../../electron/core/vault/sealed-key-cipher';
import { createVault } from '../../../../electron/core/vault/vault';
import { withTempDir } from './temp-profile';

/** A stand-in for safeStorage: a reversible transform marked with a prefix, and a switch for "locked". */
function fakeSealer(): KeySealer & { available: boolean } {
  const fake = {
    available: true,
    isAvailable: () => fake.available,
    seal(text: string) {
      return Buffer.concat([Buffer.from('v10'), Buffer.from(text, 'utf8').map((b) => b ^ 0x5a)]);
    },
    open(sealed: Buffer) {
      if (!sealed.subarray(0, 3).equals(Buffer.from('v10'))) throw new Error('not sealed here');
      return Buffer.from(sealed.subarray(3).map((b) => b ^ 0x5a)).toString('utf8');
    },
  };
  return fake;
}

const binding = Buffer.from('["threadline.api-key-binding.v1","id","https://chat.example.com","a@b.c"]');
let dir: Awaited<ReturnType<typeof withTempDir>>;
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

describe('sealed key cipher (the app: safeStorage seals the data key)', () => {
  it('keeps the data key only sealed, mode 0600, and reuses it across launches', async () => {
    const sealer = fakeSealer();
    const stored = createSealedKeyCipher(dir.profile, sealer).encrypt('secret', binding);
    const path = join(dir.profile, 'vault.key.sealed');
    const sealed = await readFile(path);
    expect(sealed.subarray(0, 3).toString()).toBe('v10');
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);

    const next = createSealedKeyCipher(dir.profile, sealer);
    expect(next.decrypt(stored, binding)).toBe('secret');
    expect(() => next.decrypt(stored, Buffer.from('other'))).toThrow(/does not match/);
    expect(await readFile(path)).toEqual(sealed);
  });

  it('binds vault keys to their account like browser mode does', async () => {
    const cipher = createSealedKeyCipher(dir.profile, fakeSealer());
    const vault = createVault({ profileDir: dir.profile, cipher });
    const account = await vault.add(
      { realmUrl: 'https://chat.example.com', email: 'a@b.c', userId: 1, realmName: 'X' },
      'the-key',
    );
    expect(await vault.apiKey(account.id)).toBe('the-key');
    const text = await readFile(vault.path, 'utf8');
    await writeFile(vault.path, text.replace('https://chat.example.com', 'https://evil.example'));
    const again = createVault({ profileDir: dir.profile, cipher });
    await expect(again.apiKey(account.id)).rejects.toThrow(/refused and not used/);
  });

  it('fails clearly while the keychain is unavailable, and works once it is', () => {
    const sealer = fakeSealer();
    sealer.available = false;
    const cipher = createSealedKeyCipher(dir.profile, sealer);
    expect(() => cipher.encrypt('x', binding)).toThrow(/keychain .*isn't available/);
    sealer.available = true;
    expect(cipher.decrypt(cipher.encrypt('x', binding), binding)).toBe('x');
  });

  it('never replaces a sealed key it cannot open, and names the file', async () => {
    createSealedKeyCipher(dir.profile, fakeSealer()).encrypt('x', binding);
    const path = join(dir.profile, 'vault.key.sealed');
    await writeFile(path, 'sealed by another keychain');
    const cipher = createSealedKeyCipher(dir.profile, fakeSealer());
    expect(() => cipher.encrypt('x', binding)).toThrow(path);
    expect(await readFile(path, 'utf8')).toBe('sealed by another keychain');
  });
});
