// The account vault: the signed-in accounts of one profile, in `<profile>/vault.json` (mode 0600), with
// each API key encrypted by the injected Cipher. Operations are serialised so that two calls in flight
// cannot lose each other's writes.
import { randomUUID } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { defineMessages } from '@formatjs/intl';
import { normalizeRealmUrl } from '../api/client';
import { TextError } from '../i18n/text-error';
import { keyBinding } from './key-binding';
import { ensurePrivateDir, writePrivateFileAtomic } from './private-files';
import { emptyVault, vaultFile } from './types';
import type { Account, Cipher, NewAccount, StoredAccount, VaultFile } from './types';
import { phrase } from '../../../shared/i18n/phrase';

export const VAULT_FILE_NAME = 'vault.json';

const messages = defineMessages({
  damaged: {
    id: 'keys.vault.damaged',
    defaultMessage:
      'The account file {path} is damaged ({reason}). It was kept as {preservedAs}; sign in again.',
  },
  unbound: {
    id: 'keys.vault.unbound_key',
    defaultMessage:
      'Threadline now ties each saved key to its account. The key saved by an earlier version for {email} was not used; sign in again',
  },
  otherCipher: {
    id: 'keys.vault.other_cipher',
    defaultMessage: 'The API key for {email} was stored with {stored}, but {inUse} is in use; sign in again',
  },
  refused: {
    id: 'keys.vault.key_refused',
    defaultMessage: 'The saved key for {email} was refused and not used ({reason}); sign in again',
  },
});

/**
 * The vault file could not be read. It was moved aside (never overwritten); the vault starts empty.
 * Its text (a TextError's) is for the person: the sign-in screen says it.
 */
export class VaultCorruptError extends TextError {
  override readonly name = 'VaultCorruptError';
  constructor(
    readonly path: string,
    readonly preservedAs: string,
    reason: string,
  ) {
    super(phrase(messages.damaged, { path, reason, preservedAs }));
  }
}

/**
 * A stored API key is refused: saved unbound by an earlier version, by another cipher, under a lost data
 * key, or its record was edited (account id, realm URL or email no longer match): sign in again.
 */
export class VaultKeyError extends TextError {
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
  /** Puts the accounts in this order (the switcher's); `ids` must name each account once. */
  reorder(ids: readonly string[]): Promise<void>;
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
        const realmUrl = normalizeRealmUrl(account.realmUrl);
        const previous = (await load()).accounts.find((a) => sameLogin(a, realmUrl, account.email));
        const id = previous?.id ?? newId();
        let encrypted: Buffer;
        try {
          encrypted = cipher.encrypt(apiKey, keyBinding({ id, realmUrl, email: account.email }));
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          throw new Error(`Cannot store the API key: ${reason}`);
        }
        const stored: StoredAccount = {
          ...withoutUndefined(account),
          realmUrl,
          id,
          addedAt: previous?.addedAt ?? now(),
          key: { cipher: cipher.kind, encoding: 'base64', value: encrypted.toString('base64') },
        };
        return update((data) => {
          const index = data.accounts.findIndex((a) => a.id === stored.id);
          if (index >= 0) data.accounts[index] = stored;
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
    reorder: (ids) =>
      exclusive(async () => {
        const { accounts } = await load();
        const known = new Set(accounts.map((a) => a.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        )
          throw new Error('The new order must name every account once');
        await update((data) => {
          const byId = new Map(data.accounts.map((a) => [a.id, a]));
          data.accounts = ids.map((id) => byId.get(id)).filter((a) => a !== undefined);
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

/**
 * Kinds earlier releases wrote, without the account binding. Their records are refused, never
 * re-bound: nothing in an unbound record proves its realm URL is the one the key was issued for (an
 * old copy of the file, edited, looks exactly like the user's own), and the only moment the user
 * truly confirms a server is signing in to it. So these accounts ask for one sign-in again.
 */
const UNBOUND_KINDS: ReadonlySet<string> = new Set(['file-key-aes-256-gcm', 'electron-safe-storage']);

function decryptKey(cipher: Cipher, stored: StoredAccount): string {
  const { key } = stored;
  if (UNBOUND_KINDS.has(key.cipher)) {
    throw new VaultKeyError(phrase(messages.unbound, { email: stored.email }));
  }
  if (key.cipher !== cipher.kind) {
    throw new VaultKeyError(
      phrase(messages.otherCipher, { email: stored.email, stored: key.cipher, inUse: cipher.kind }),
    );
  }
  try {
    return cipher.decrypt(Buffer.from(key.value, 'base64'), keyBinding(stored));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new VaultKeyError(phrase(messages.refused, { email: stored.email, reason }));
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
