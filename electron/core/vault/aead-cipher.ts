// AES-256-GCM for stored API keys, with the account binding (key-binding.ts) as associated data. Both
// hosts use it; they differ only in where the 32-byte data key comes from: a 0600 file in browser mode
// (file-key-cipher.ts), a file sealed by Electron's safeStorage in the app (sealed-key-cipher.ts).
// safeStorage itself has no associated data, and on macOS and Linux it is AES-CBC without a MAC, so
// an edited ciphertext decrypts to altered text instead of failing: a JSON envelope {accountId, realmUrl,
// email, key} inside it could be edited block by block. Sealing only the data key and authenticating
// every record with GCM gives the app the same binding as browser mode.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Cipher } from './types';

export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Version 1 (earlier releases) had no associated data; such records are refused by the vault. */
const FORMAT_VERSION = 2;

export interface AeadCipherOptions {
  kind: string;
  /** The data key; throws with a clear message when it cannot be had. Called on every use. */
  loadKey(): Buffer;
}

export function createAeadCipher({ kind, loadKey }: AeadCipherOptions): Cipher {
  return {
    kind,
    encrypt(plain, binding) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', loadKey(), iv);
      cipher.setAAD(binding);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(stored, binding) {
      if (stored.length < 1 + IV_BYTES + TAG_BYTES || stored[0] !== FORMAT_VERSION) {
        throw new Error('the stored key is not in the expected format');
      }
      const iv = stored.subarray(1, 1 + IV_BYTES);
      const tag = stored.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', loadKey(), iv);
      decipher.setAAD(binding);
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([
          decipher.update(stored.subarray(1 + IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // GCM cannot tell these apart, and neither may we guess: either way the key is not used.
        throw new Error('it does not match its account record, or the data key has changed');
      }
    },
  };
}
