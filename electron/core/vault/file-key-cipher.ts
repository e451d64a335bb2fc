// Browser mode has no OS keychain, so API keys are encrypted (aead-cipher.ts) under a random data key
// kept in `<profile>/vault.key` (mode 0600). This protects against the vault file being copied on its
// own (backups, sync folders, bug reports), not against someone who can read the whole profile directory.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createAeadCipher, DATA_KEY_BYTES } from './aead-cipher';
import type { Cipher } from './types';
import { ensurePrivateDir, readOrCreatePrivateFile } from './private-files';

/** Bound to the account (associated data). Earlier releases wrote `file-key-aes-256-gcm`, unbound. */
export const FILE_KEY_CIPHER_KIND = 'file-key-aes-256-gcm-bound';

export function createFileKeyCipher(profileDir: string): Cipher {
  const keyPath = join(profileDir, 'vault.key');
  let key: Buffer | undefined;
  return createAeadCipher({
    kind: FILE_KEY_CIPHER_KIND,
    loadKey() {
      if (key) return key;
      ensurePrivateDir(profileDir);
      const loaded = readOrCreatePrivateFile(keyPath, () => randomBytes(DATA_KEY_BYTES));
      if (loaded.length !== DATA_KEY_BYTES) {
        // Never replace it: that would make every stored API key undecryptable.
        throw new Error(`${keyPath} is damaged (expected ${DATA_KEY_BYTES} bytes, found ${loaded.length})`);
      }
      key = loaded;
      return key;
    },
  });
}
