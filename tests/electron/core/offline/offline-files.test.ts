// Encrypted offline files: what lands on disk is sealed and private, a file moved to another account
// or name (or edited, or cut short) is refused and discarded with a log line, a full disk is said once
// and switches caching off, and accounts' folders can be deleted one by one or all at once.
import { copyFile, mkdir, open, readFile, readdir, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import type { Cipher } from '../../../../electron/core/vault';
import {
  createOfflineFiles,
  type OfflineFilesOptions,
} from '../../../../electron/core/offline/offline-files';
import { recordingLog } from '../session/recording-log';
import { withTempDir } from '../vault/temp-profile';
import { inEnglish } from '../../../../shared/i18n/phrase';

let dir: Awaited<ReturnType<typeof withTempDir>>;
let lines: string[];
beforeEach(async () => {
  dir = await withTempDir();
});
afterEach(async () => {
  await dir.cleanup();
});

function filesFor(area: 'cache' | 'outbox', extra: Partial<OfflineFilesOptions> = {}) {
  const log = recordingLog();
  lines = log.lines;
  return createOfflineFiles({
    profileDir: dir.profile,
    area,
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(log),
    ...extra,
  });
}

const TEXT = JSON.stringify({ topic: 'secret plans', words: 'meet at noon '.repeat(50) });

describe('offline files', () => {
  it('keeps text sealed and compressed in private files, and reads it back', async () => {
    const files = filesFor('cache');
    expect(await files.write('acct-1', 'state', TEXT)).toBe(true);
    expect(await files.read('acct-1', 'state')).toBe(TEXT);
    const path = join(dir.profile, 'cache', files.dirOf('acct-1'), 'state');
    const raw = await readFile(path);
    expect(raw.toString('latin1')).not.toContain('secret plans');
    expect(raw.length).toBeLessThan(TEXT.length);
    if (process.platform !== 'win32') {
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(join(dir.profile, 'cache', files.dirOf('acct-1')))).mode & 0o777).toBe(0o700);
    }
    expect(await files.read('acct-1', 'missing')).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('refuses a file copied to another account or another name, and discards it with a log line', async () => {
    const files = filesFor('cache');
    await files.write('acct-1', 'state', TEXT);
    const from = join(dir.profile, 'cache', files.dirOf('acct-1'), 'state');
    await mkdir(join(dir.profile, 'cache', files.dirOf('acct-2')), { recursive: true });
    await copyFile(from, join(dir.profile, 'cache', files.dirOf('acct-2'), 'state'));
    await copyFile(from, join(dir.profile, 'cache', files.dirOf('acct-1'), 'c-0123'));

    expect(await files.read('acct-2', 'state')).toBeUndefined();
    expect(await files.read('acct-1', 'c-0123')).toBeUndefined();
    expect(lines.filter((l) => l.includes('cache file discarded'))).toHaveLength(2);
    expect(await readdir(join(dir.profile, 'cache', files.dirOf('acct-2')))).toEqual([]);
    expect(await files.read('acct-1', 'state')).toBe(TEXT);
  });

  it('discards an edited or cut-short file', async () => {
    const files = filesFor('cache');
    await files.write('a', 'state', TEXT);
    await files.write('a', 'log', TEXT);
    const base = join(dir.profile, 'cache', files.dirOf('a'));
    const bytes = await readFile(join(base, 'state'));
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] ?? 0) ^ 0xff;
    await writeFile(join(base, 'state'), bytes);
    await truncate(join(base, 'log'), 20);
    expect(await files.read('a', 'state')).toBeUndefined();
    expect(await files.read('a', 'log')).toBeUndefined();
    expect(lines.join('\n')).toMatch(/discarded.*"problem":"damaged"/);
  });

  it('sets a damaged outbox file aside instead of deleting it', async () => {
    const files = filesFor('outbox');
    await files.write('a', 'outbox', TEXT);
    const base = join(dir.profile, 'outbox', files.dirOf('a'));
    await writeFile(join(base, 'outbox'), 'not sealed at all');
    expect(await files.read('a', 'outbox')).toBeUndefined();
    const names = await readdir(base);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^outbox\.damaged-\d+$/);
  });

  it('keeps files it cannot open while the data key is unavailable', async () => {
    const files = filesFor('cache');
    await files.write('a', 'state', TEXT);
    const locked: Cipher = {
      kind: 'locked',
      encrypt: () => {
        throw new Error('the keychain is locked');
      },
      decrypt: () => {
        throw new Error('the keychain is locked');
      },
    };
    const lockedFiles = filesFor('cache', { cipher: locked });
    expect(await lockedFiles.read('a', 'state')).toBeUndefined();
    expect(await lockedFiles.write('a', 'other', TEXT)).toBe(false);
    expect(lines.join('\n')).toMatch(/kept unread, the data key is not available/);
    expect(await filesFor('cache').read('a', 'state')).toBe(TEXT);
  });

  it('appends sealed records and reads back the good ones at the head', async () => {
    const files = filesFor('cache');
    for (const [index, text] of ['one', 'two', 'three'].entries()) {
      expect(await files.appendRecord('a', 'log', index, text)).toBe(true);
    }
    expect(await files.readRecords('a', 'log')).toEqual(['one', 'two', 'three']);
    const path = join(dir.profile, 'cache', files.dirOf('a'), 'log');
    // A crash in the middle of the last append.
    await truncate(path, (await stat(path)).size - 5);
    expect(await files.readRecords('a', 'log')).toEqual(['one', 'two']);
    expect(lines.join('\n')).toMatch(/ends in a partial record/);
    // A new log (index 0) replaces the old one.
    await files.appendRecord('a', 'log', 0, 'fresh');
    expect(await files.readRecords('a', 'log')).toEqual(['fresh']);
  });

  it('stops a log at a record that was moved out of its place', async () => {
    const files = filesFor('cache');
    await files.appendRecord('a', 'log', 0, 'first');
    await files.appendRecord('a', 'log', 1, 'second');
    await files.appendRecord('b', 'log', 0, 'other account');
    const path = (account: string) => join(dir.profile, 'cache', files.dirOf(account), 'log');
    // The other account's record 0 appended as this log's record 2.
    await writeFile(path('a'), Buffer.concat([await readFile(path('a')), await readFile(path('b'))]));
    expect(await files.readRecords('a', 'log')).toEqual(['first', 'second']);
    expect(lines.join('\n')).toMatch(/log cut short at a record that does not open/);
  });

  it('says once that the disk is full and stops caching; the outbox area keeps trying', async () => {
    const said: string[] = [];
    const full = (async () => {
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    }) as unknown as typeof open;
    const cache = filesFor('cache', { open: full, onDiskFull: (m) => said.push(inEnglish(m)) });
    expect(await cache.write('a', 'state', TEXT)).toBe(false);
    expect(await cache.appendRecord('a', 'log', 0, TEXT)).toBe(false);
    expect(cache.writable()).toBe(false);
    expect(said).toEqual([expect.stringMatching(/disk is full.*stopped keeping a copy/)]);
    expect(lines.filter((l) => l.includes('failed'))).toHaveLength(1);

    let calls = 0;
    const outbox = filesFor('outbox', {
      open: ((...args: Parameters<typeof open>) =>
        ++calls === 1 ? full(...args) : open(...args)) as typeof open,
      onDiskFull: (m) => said.push(inEnglish(m)),
    });
    expect(await outbox.write('a', 'outbox', TEXT)).toBe(false);
    expect(await outbox.write('a', 'outbox', TEXT)).toBe(true);
    expect(said).toHaveLength(2);
    expect(await outbox.read('a', 'outbox')).toBe(TEXT);
  });

  it('lists sizes and last use, and deletes one account, the others, or everything', async () => {
    const files = filesFor('cache');
    await files.write('a', 'state', TEXT);
    await files.write('a', 'c-01', TEXT, 1_700_000_000_000);
    await files.write('b', 'state', TEXT);
    await files.write('c', 'state', TEXT);
    const listed = await files.list('a');
    expect(listed.map((f) => f.name).sort()).toEqual(['c-01', 'state']);
    expect(listed.find((f) => f.name === 'c-01')?.modifiedAt).toBe(1_700_000_000_000);
    expect(listed.every((f) => f.bytes > 0)).toBe(true);
    await files.touch('a', 'c-01', 1_700_000_500_000);
    expect((await files.list('a')).find((f) => f.name === 'c-01')?.modifiedAt).toBe(1_700_000_500_000);
    expect([...(await files.usage()).keys()].sort()).toEqual(['a', 'b', 'c'].map(files.dirOf).sort());

    await files.removeAccount('a');
    expect(await files.read('a', 'state')).toBeUndefined();
    await files.removeAccountsExcept(['b']);
    expect([...(await files.usage()).keys()]).toEqual([files.dirOf('b')]);
    await files.clearAll();
    expect((await files.usage()).size).toBe(0);
  });

  it('refuses names that could leave its folder', async () => {
    const files = filesFor('cache');
    await expect(files.read('a', '../vault.json')).rejects.toThrow(/bad file name/);
    await expect(files.removeInDir('..', ['state'])).rejects.toThrow(/bad folder name/);
  });
});
