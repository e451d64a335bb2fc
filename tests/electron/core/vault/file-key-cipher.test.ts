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

const binding = Buffer.from('["threadline.api-key-binding.v1","id","https://chat.example.com","a@b.c"]');

describe('file key cipher', () => {
  it('round-trips, uses a fresh IV each time, and detects tampering', () => {
    const cipher = createFileKeyCipher(dir.profile);
    const a = cipher.encrypt('secret', binding);
    const b = cipher.encrypt('secret', binding);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('secret'))).toBe(false);
    expect(cipher.decrypt(a, binding)).toBe('secret');
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 1;
    expect(() => cipher.decrypt(tampered, binding)).toThrow(/does not match its account record/);
    expect(() => cipher.decrypt(Buffer.from([9, 9, 9]), binding)).toThrow(/expected format/);
  });

  it('authenticates the binding: any other binding, even one byte, is refused', () => {
    const cipher = createFileKeyCipher(dir.profile);
    const stored = cipher.encrypt('secret', binding);
    const other = Buffer.from(binding);
    other[other.length - 3] = (other[other.length - 3] as number) ^ 1;
    expect(() => cipher.decrypt(stored, other)).toThrow(/does not match/);
    expect(() => cipher.decrypt(stored, Buffer.alloc(0))).toThrow(/does not match/);
  });

  it('reuses the existing key file across instances', async () => {
    const encrypted = createFileKeyCipher(dir.profile).encrypt('k', binding);
    const key = await readFile(join(dir.profile, 'vault.key'));
    expect(createFileKeyCipher(dir.profile).decrypt(encrypted, binding)).toBe('k');
    expect((await readFile(join(dir.profile, 'vault.key'))).equals(key)).toBe(true);
  });

  it.runIf(process.platform !== 'win32')('tightens a key file readable by others to 0600', async () => {
    createFileKeyCipher(dir.profile).encrypt('k', binding);
    const keyPath = join(dir.profile, 'vault.key');
    await chmod(keyPath, 0o644);
    createFileKeyCipher(dir.profile).encrypt('k', binding);
    expect((await stat(keyPath)).mode & 0o777).toBe(0o600);
  });

  it('never replaces a damaged key file', async () => {
    await mkdir(dir.profile, { recursive: true });
    const keyPath = join(dir.profile, 'vault.key');
    await writeFile(keyPath, 'short');
    const cipher = createFileKeyCipher(dir.profile);
    expect(() => cipher.encrypt('x', binding)).toThrow(/damaged/);
    expect(await readFile(keyPath, 'utf8')).toBe('short');
  });
});
