// The app's cipher: the same AES-256-GCM with the account binding as browser mode (aead-cipher.ts),
// under a random data key that the OS keychain seals (Electron's safeStorage, through a KeySealer) in
// `<profile>/vault.key.sealed`. Sealing one data key rather than each API key is what gives the app
// associated data at all: safeStorage has none, and on macOS and Linux it does not authenticate.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createAeadCipher, DATA_KEY_BYTES } from './aead-cipher';
import { ensurePrivateDir, readOrCreatePrivateFile } from './private-files';
import type { Cipher } from './types';

/** Earlier releases wrote each API key with safeStorage directly, as kind `electron-safe-storage`. */
export const SEALED_KEY_CIPHER_KIND = 'sealed-key-aes-256-gcm-bound';
export const SEALED_KEY_FILE_NAME = 'vault.key.sealed';

/** What main gives the core of Electron's safeStorage. */
export interface KeySealer {
  isAvailable(): boolean;
  seal(text: string): Buffer;
  open(sealed: Buffer): string;
}

export function createSealedKeyCipher(profileDir: string, sealer: KeySealer): Cipher {
  const keyPath = join(profileDir, SEALED_KEY_FILE_NAME);
  let key: Buffer | undefined;
  return createAeadCipher({
    kind: SEALED_KEY_CIPHER_KIND,
    loadKey() {
      if (key) return key;
      // Not cached on failure: a keychain that is still locked may open on the next try.
      if (!sealer.isAvailable()) throw new Error("the system keychain (safeStorage) isn't available");
      ensurePrivateDir(profileDir);
      const sealed = readOrCreatePrivateFile(keyPath, () =>
        sealer.seal(randomBytes(DATA_KEY_BYTES).toString('base64')),
      );
      let loaded: Buffer;
      try {
        loaded = Buffer.from(sealer.open(sealed), 'base64');
      } catch {
        loaded = Buffer.alloc(0);
      }
      if (loaded.length !== DATA_KEY_BYTES) {
        // Never replaced: a keychain that is only unavailable today must not cost every saved key.
        throw new Error(
          `${keyPath} cannot be opened with this system keychain; to start afresh, quit and delete it`,
        );
      }
      key = loaded;
      return key;
    },
  });
}
