// The account vault: the signed-in accounts of one profile, in `<profile>/vault.json` (mode 0600), with
// each API key encrypted by the injected Cipher. Operations are serialised so that two calls in flight
// cannot lose each other's writes.
import { randomUUID } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeRealmUrl } from '../api/client';
import { ensurePrivateDir, writePrivateFileAtomic } from './private-files';
import { emptyVault, vaultFile } from './types';
import type { Account, Cipher, NewAccount, StoredAccount, VaultFile } from './types';

export const VAULT_FILE_NAME = 'vault.json';

/** The vault file could not be read. It was moved aside (never overwritten); the vault starts empty. */
export class VaultCorruptError extends Error {
  override readonly name = 'VaultCorruptError';
  constructor(
    readonly path: string,
    readonly preservedAs: string,
    reason: string,
  ) {
    super(`The account file ${path} is damaged (${reason}). It was kept as ${preservedAs}; sign in again.`);
  }
}

/** A stored API key cannot be decrypted (other cipher, lost key file, tampering): sign in again. */
export class VaultKeyError extends Error {
  override readonly name = 'VaultKeyError';
}

export interface VaultOptions {
  profileDir: string;
  cipher: Cipher;
  now?: () => number;
  newId?: () => string;
}

export interface AccountVault {
  readonly path: string;
  list(): Promise<Account[]>;
  /** Signs an account in. The same realm and email replaces the entry (same id). Makes it active. */
  add(account: NewAccount, apiKey: string): Promise<Account>;
  /** Signs out: forgets the account and its key. False if there was no such account. */
  remove(id: string): Promise<boolean>;
  setActive(id: string): Promise<void>;
  active(): Promise<Account | undefined>;
  /** The decrypted API key. Only for use inside main; never send it to a renderer. */
  apiKey(id: string): Promise<string>;
}

export function createVault(options: VaultOptions): AccountVault {
  const { profileDir, cipher } = options;
  const path = join(profileDir, VAULT_FILE_NAME);
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUUID;
  let cache: VaultFile | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = chain.then(task);
    chain = result.catch(() => undefined);
    return result;
  }

  async function load(): Promise<VaultFile> {
    if (cache) return cache;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      cache = emptyVault();
      return cache;
    }
    let reason: string;
    try {
      const parsed = vaultFile.safeParse(JSON.parse(text));
      if (parsed.success) {
        cache = parsed.data;
        return cache;
      }
      reason = 'unexpected content';
    } catch {
      reason = 'not valid JSON';
    }
    const preservedAs = `${path}.corrupt-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
    await rename(path, preservedAs);
    throw new VaultCorruptError(path, preservedAs, reason);
  }

  async function update<T>(change: (data: VaultFile) => T): Promise<T> {
    const next = structuredClone(await load());
    const result = change(next);
    ensurePrivateDir(profileDir);
    await writePrivateFileAtomic(path, `${JSON.stringify(next, null, 2)}\n`);
    cache = next;
    return result;
  }

  return {
    path,
    list: () => exclusive(async () => (await load()).accounts.map(toAccount)),
    active: () =>
      exclusive(async () => {
        const data = await load();
        const found = data.accounts.find((a) => a.id === data.activeId);
        return found && toAccount(found);
      }),
    add: (account, apiKey) =>
      exclusive(async () => {
        if (!cipher.isAvailable()) {
          throw new Error(`Cannot store the API key: encryption (${cipher.kind}) is not available`);
        }
        const realmUrl = normalizeRealmUrl(account.realmUrl);
        const encrypted = cipher.encrypt(apiKey);
        const key: StoredAccount['key'] =
          typeof encrypted === 'string'
            ? { cipher: cipher.kind, encoding: 'text', value: encrypted }
            : { cipher: cipher.kind, encoding: 'base64', value: encrypted.toString('base64') };
        return update((data) => {
          const index = data.accounts.findIndex((a) => sameLogin(a, realmUrl, account.email));
          const previous = data.accounts[index];
          const stored: StoredAccount = {
            ...withoutUndefined(account),
            realmUrl,
            id: previous?.id ?? newId(),
            addedAt: previous?.addedAt ?? now(),
            key,
          };
          if (previous) data.accounts[index] = stored;
          else data.accounts.push(stored);
          data.activeId = stored.id;
          return toAccount(stored);
        });
      }),
    remove: (id) =>
      exclusive(async () => {
        if (!(await load()).accounts.some((a) => a.id === id)) return false;
        return update((data) => {
          data.accounts = data.accounts.filter((a) => a.id !== id);
          if (data.activeId === id) data.activeId = data.accounts[0]?.id ?? null;
          return true;
        });
      }),
    setActive: (id) =>
      exclusive(async () => {
        if (!(await load()).accounts.some((a) => a.id === id)) throw new Error(`No account with id ${id}`);
        await update((data) => {
          data.activeId = id;
        });
      }),
    apiKey: (id) =>
      exclusive(async () => {
        const stored = (await load()).accounts.find((a) => a.id === id);
        if (!stored) throw new Error(`No account with id ${id}`);
        return decryptKey(cipher, stored);
      }),
  };
}

function decryptKey(cipher: Cipher, stored: StoredAccount): string {
  const { key } = stored;
  if (key.cipher !== cipher.kind) {
    throw new VaultKeyError(
      `The API key for ${stored.email} was stored with ${key.cipher}, but ${cipher.kind} is in use; sign in again`,
    );
  }
  try {
    return cipher.decrypt(key.encoding === 'base64' ? Buffer.from(key.value, 'base64') : key.value);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new VaultKeyError(`The API key for ${stored.email} cannot be decrypted (${reason}); sign in again`);
  }
}

function sameLogin(stored: StoredAccount, realmUrl: string, email: string): boolean {
  return stored.realmUrl === realmUrl && stored.email.toLowerCase() === email.toLowerCase();
}

function toAccount(stored: StoredAccount): Account {
  const { key: _key, ...account } = stored;
  return withoutUndefined(account);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
