// Each stored key is bound to its account id, realm URL and email: editing any of them in vault.json,
// or moving a key to another record, makes the vault refuse the key. Unbound records written by
// earlier versions are refused too, with a message that asks for one sign-in again.
import { createCipheriv, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileKeyCipher } from '../../../../electron/core/vault/file-key-cipher';
import type { NewAccount, VaultFile } from '../../../../electron/core/vault/types';
import { createVault, VaultKeyError } from '../../../../electron/core/vault/vault';
import { withTempDir } from './temp-profile';

const API_KEY = 'gjA04ZYcqXKalvYMA8OeXSfzUOLrtbZv';
const iago: NewAccount = {
  realmUrl: 'https://chat.example.com',
  email: 'iago@example.com',
  userId: 5,
  realmName: 'Example',
};
const hamlet: NewAccount = { ...iago, email: 'hamlet@example.com', userId: 9 };

let dir: Awaited<ReturnType<typeof withTempDir>>;
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

const vaultAt = () => createVault({ profileDir: dir.profile, cipher: createFileKeyCipher(dir.profile) });

async function editFile(path: string, edit: (data: VaultFile) => void): Promise<void> {
  const data = JSON.parse(await readFile(path, 'utf8')) as VaultFile;
  edit(data);
  await writeFile(path, JSON.stringify(data));
}

async function refusal(promise: Promise<unknown>): Promise<VaultKeyError> {
  const err = await promise.then(
    () => new Error('the key was handed out'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VaultKeyError);
  return err as VaultKeyError;
}

describe('account vault: keys bound to their account', () => {
  it.each([
    ['realm URL', (a: VaultFile['accounts'][number]) => void (a.realmUrl = 'https://evil.example')],
    ['realm URL (same host, other path)', (a: VaultFile['accounts'][number]) => void (a.realmUrl += '/x')],
    ['email', (a: VaultFile['accounts'][number]) => void (a.email = 'mallory@example.com')],
    ['email case', (a: VaultFile['accounts'][number]) => void (a.email = 'IAGO@example.com')],
  ])('refuses the key when the record’s %s was edited', async (_what, edit) => {
    const account = await vaultAt().add(iago, API_KEY);
    const path = vaultAt().path;
    await editFile(path, (data) => edit(data.accounts[0] as VaultFile['accounts'][number]));
    const err = await refusal(vaultAt().apiKey(account.id));
    expect(err.message).toMatch(/was refused and not used .*sign in again/);
    expect(err.message).not.toContain(API_KEY);
  });

  it('refuses a key whose account id was edited, and a key moved to another record', async () => {
    const vault = vaultAt();
    const a = await vault.add(iago, 'key-of-iago');
    const b = await vault.add(hamlet, 'key-of-hamlet');
    await editFile(vault.path, (data) => {
      const [first, second] = data.accounts as [VaultFile['accounts'][number], VaultFile['accounts'][number]];
      [first.key, second.key] = [second.key, first.key];
    });
    await refusal(vaultAt().apiKey(a.id));
    await refusal(vaultAt().apiKey(b.id));

    await vaultAt().add(iago, 'key-of-iago'); // signing in again re-binds
    await editFile(vault.path, (data) => {
      const record = data.accounts.find((x) => x.email === iago.email);
      if (record) record.id = 'renamed-id';
    });
    await refusal(vaultAt().apiKey('renamed-id'));
  });

  it('the unedited record still gives its key, across launches', async () => {
    const account = await vaultAt().add(iago, API_KEY);
    expect(await vaultAt().apiKey(account.id)).toBe(API_KEY);
  });
});

describe('account vault: records from earlier versions (unbound)', () => {
  /** The format earlier versions wrote in browser mode: AES-256-GCM without associated data. */
  function legacyFileKeyValue(key: Buffer, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** A vault whose one record is as an earlier version wrote it; `value` gets the browser data key. */
  async function writeLegacyVault(
    kind: string,
    value: (dataKey: Buffer) => string,
    realmUrl = iago.realmUrl,
  ): Promise<void> {
    const vault = vaultAt();
    await vault.add(iago, 'placeholder'); // creates the profile, vault.key and a record to replace
    const dataKey = await readFile(join(dir.profile, 'vault.key'));
    await editFile(vault.path, (data) => {
      const record = data.accounts[0] as VaultFile['accounts'][number];
      record.id = 'legacy-id';
      record.realmUrl = realmUrl;
      record.key = { cipher: kind, encoding: 'base64', value: value(dataKey) };
      data.activeId = 'legacy-id';
    });
  }

  it('refuses a browser-mode record of the old format and asks for one sign-in', async () => {
    await writeLegacyVault('file-key-aes-256-gcm', (dataKey) => legacyFileKeyValue(dataKey, API_KEY));
    const err = await refusal(vaultAt().apiKey('legacy-id'));
    expect(err.message).toBe(
      'Threadline now ties each saved key to its account. The key saved by an earlier version for iago@example.com was not used; sign in again',
    );
  });

  it('refuses an old app record (safeStorage without binding), whatever its realm URL says', async () => {
    await writeLegacyVault('electron-safe-storage', () => 'c2VhbGVk', 'https://evil.example');
    await expect(vaultAt().apiKey('legacy-id')).rejects.toThrow(/earlier version .* sign in again/);
  });

  it('never accepts an old record relabelled as the current kind', async () => {
    await writeLegacyVault('file-key-aes-256-gcm-bound', (dataKey) => legacyFileKeyValue(dataKey, API_KEY));
    const err = await refusal(vaultAt().apiKey('legacy-id'));
    expect(err.message).toMatch(/not in the expected format/);
  });

  it('signing in again replaces the refused record with a bound one (same login, same id)', async () => {
    await writeLegacyVault('electron-safe-storage', () => 'AAAA');
    const vault = vaultAt();
    const again = await vault.add(iago, API_KEY);
    expect(again.id).toBe('legacy-id');
    expect(await vaultAt().apiKey('legacy-id')).toBe(API_KEY);
    expect(JSON.parse(await readFile(vault.path, 'utf8')).accounts[0].key.cipher).toBe(
      'file-key-aes-256-gcm-bound',
    );
  });
});
