import { readFile, stat, writeFile, mkdir, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileKeyCipher } from '../../../../electron/core/vault/file-key-cipher';
import { withTempDir } from './temp-profile';

let dir: Awaited<ReturnType<typeof withTempDir>>;
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

describe('file key cipher', () => {
  it('round-trips, uses a fresh IV each time, and detects tampering', () => {
    const cipher = createFileKeyCipher(dir.profile);
    expect(cipher.isAvailable()).toBe(true);
    const a = cipher.encrypt('secret') as Buffer;
    const b = cipher.encrypt('secret') as Buffer;
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('secret'))).toBe(false);
    expect(cipher.decrypt(a)).toBe('secret');
    expect(cipher.decrypt(a.toString('base64'))).toBe('secret');
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 1;
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => cipher.decrypt(Buffer.from([9, 9, 9]))).toThrow(/expected format/);
  });

  it('reuses the existing key file across instances', async () => {
    const encrypted = createFileKeyCipher(dir.profile).encrypt('k');
    const key = await readFile(join(dir.profile, 'vault.key'));
    expect(createFileKeyCipher(dir.profile).decrypt(encrypted)).toBe('k');
    expect((await readFile(join(dir.profile, 'vault.key'))).equals(key)).toBe(true);
  });

  it.runIf(process.platform !== 'win32')('tightens a key file readable by others to 0600', async () => {
    createFileKeyCipher(dir.profile).encrypt('k');
    const keyPath = join(dir.profile, 'vault.key');
    await chmod(keyPath, 0o644);
    createFileKeyCipher(dir.profile).encrypt('k');
    expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
  });

  it('never replaces a damaged key file', async () => {
    await mkdir(dir.profile, { recursive: true });
    const keyPath = join(dir.profile, 'vault.key');
    await writeFile(keyPath, 'short');
    const cipher = createFileKeyCipher(dir.profile);
    expect(cipher.isAvailable()).toBe(false);
    expect(() => cipher.encrypt('x')).toThrow(/damaged/);
    expect(await readFile(keyPath, 'utf8')).toBe('short');
  });
});
