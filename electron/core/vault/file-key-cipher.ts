// Browser mode has no OS keychain, so API keys are encrypted with AES-256-GCM under a random key kept
// in `<profile>/vault.key` (mode 0600). This protects against the vault file being copied on its own
// (backups, sync folders, bug reports), not against someone who can read the whole profile directory.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cipher } from './types';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-files';

export const FILE_KEY_CIPHER_KIND = 'file-key-aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT_VERSION = 1;

export function createFileKeyCipher(profileDir: string): Cipher {
  const keyPath = join(profileDir, 'vault.key');
  let key: Buffer | undefined;

  function loadKey(): Buffer {
    if (key) return key;
    ensurePrivateDir(profileDir);
    try {
      // 'wx' fails if the file exists, so two processes never overwrite each other's key.
      writeFileSync(keyPath, randomBytes(KEY_BYTES), { flag: 'wx', mode: PRIVATE_FILE_MODE });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (process.platform !== 'win32' && (statSync(keyPath).mode & 0o077) !== 0) {
      chmodSync(keyPath, PRIVATE_FILE_MODE);
    }
    const loaded = readFileSync(keyPath);
    if (loaded.length !== KEY_BYTES) {
      // Never replace it: that would make every stored API key undecryptable.
      throw new Error(`${keyPath} is damaged (expected ${KEY_BYTES} bytes, found ${loaded.length})`);
    }
    key = loaded;
    return key;
  }

  return {
    kind: FILE_KEY_CIPHER_KIND,
    isAvailable() {
      try {
        loadKey();
        return true;
      } catch {
        return false;
      }
    },
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', loadKey(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(stored) {
      const data = typeof stored === 'string' ? Buffer.from(stored, 'base64') : stored;
      if (data.length < 1 + IV_BYTES + TAG_BYTES || data[0] !== FORMAT_VERSION) {
        throw new Error('stored API key is not in the expected format');
      }
      const iv = data.subarray(1, 1 + IV_BYTES);
      const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', loadKey(), iv);
      decipher.setAuthTag(tag);
      // final() throws when the tag does not match: a different key file or a tampered value.
      return Buffer.concat([
        decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
