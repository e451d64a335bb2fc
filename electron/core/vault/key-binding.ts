// What a stored API key is bound to: the account's id, realm URL and email. The binding is the
// associated data of the key's AES-GCM encryption (aead-cipher.ts), so a key decrypts only for the
// record it was saved with. Without it, editing `realmUrl` in vault.json would make the app send the
// key to another host; with it, that edit makes decryption fail and the key is never used.
import type { StoredAccount } from './types';

const BINDING_LABEL = 'threadline.api-key-binding.v1';

/**
 * The binding's bytes. A JSON array of strings is unambiguous (no two different triples encode alike,
 * whatever characters they hold) and stable across versions; the label keeps it from ever matching
 * associated data made for another purpose.
 */
export function keyBinding(account: Pick<StoredAccount, 'id' | 'realmUrl' | 'email'>): Buffer {
  return Buffer.from(JSON.stringify([BINDING_LABEL, account.id, account.realmUrl, account.email]), 'utf8');
}
