// Encrypted files per account under `<profile>/<area>/<hash of account id>/`: whole files replaced
// atomically (temporary sibling, fsync, rename) and append-only logs of sealed records. A file that
// cannot be opened is discarded with a log line and reads as absent, never as an error for the user
// (the outbox area sets such a file aside instead: it may hold the only copy of someone's words). A
// full disk (ENOSPC, EDQUOT) is reported once through `onDiskFull`; the cache area then stops writing
// for the rest of the run, the outbox area keeps trying on every change.
//
// Wiring: offline-store.ts makes both areas' with the session's Cipher (SessionOptions.cipher) and
// log; outbox-store.ts writes through the outbox area's.
import { defineMessages } from '@formatjs/intl';
import { createHash } from 'node:crypto';
import { open, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { LevelledLog } from '../session/log';
import type { Cipher } from '../vault';
import { ensurePrivateDir } from '../vault/private-files';
import { appendSynced, writeAtomic } from './file-write';
import { fileLoad, type FileProblem } from './file-load';
import { fileBinding, frameRecord, sealText, type OfflineArea } from './sealed-text';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

const NAME = /^[a-z0-9][a-z0-9-]{0,80}$/;
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

export interface OfflineFileInfo {
  name: string;
  bytes: number;
  /** Epoch ms; writers may set it (conversation files keep their last use here, for eviction). */
  modifiedAt: number;
}

export interface OfflineFilesOptions {
  profileDir: string;
  area: OfflineArea;
  cipher: Cipher;
  log: LevelledLog;
  /** Opens files for writing; node's by default (tests give one that finds the disk full). */
  open?: typeof open;
  /** For the names of files set aside; Date.now by default. */
  now?: () => number;
  /** Called the first time a write finds the disk full, with a sentence for the user. */
  /** Said to the person once, in the window's language (the session formats it). */
  onDiskFull?(message: Phrase): void;
}

export interface OfflineFiles {
  readonly area: OfflineArea;
  /** False once the cache area found the disk full. */
  writable(): boolean;
  read(accountId: string, name: string): Promise<string | undefined>;
  /** False when nothing was written (disk full, no data key); the reason is logged. */
  write(accountId: string, name: string, text: string, modifiedAt?: number): Promise<boolean>;
  /** Appends record number `index` (0 for a new log) to a log. */
  appendRecord(accountId: string, name: string, index: number, text: string): Promise<boolean>;
  /** The records that open, in order, up to the first that does not. */
  readRecords(accountId: string, name: string): Promise<string[]>;
  remove(accountId: string, names: readonly string[]): Promise<void>;
  /** Sets a file's modification time (e.g. a conversation's last use), if it exists. */
  touch(accountId: string, name: string, at: number): Promise<void>;
  list(accountId: string): Promise<OfflineFileInfo[]>;
  /** Every account folder (by its hashed name) and its files, e.g. to enforce the size limit. */
  usage(): Promise<Map<string, OfflineFileInfo[]>>;
  /** The hashed folder name of an account. */
  dirOf(accountId: string): string;
  removeInDir(dir: string, names: readonly string[]): Promise<void>;
  removeAccount(accountId: string): Promise<void>;
  /** Deletes the folders of every account but these (accounts signed out while the app was not told). */
  removeAccountsExcept(accountIds: readonly string[]): Promise<void>;
  clearAll(): Promise<void>;
}

export function createOfflineFiles(options: OfflineFilesOptions): OfflineFiles {
  const { area, log } = options;
  const now = options.now ?? Date.now;
  const openFile = options.open ?? open;
  const root = join(options.profileDir, area);
  let full = false;
  const writing = new Set<string>();
  const dirOf = (accountId: string) => createHash('sha256').update(accountId).digest('hex').slice(0, 32);
  const pathOf = (accountId: string, name: string) => {
    if (!NAME.test(name)) throw new Error(`offline files: bad file name ${JSON.stringify(name)}`);
    return join(root, dirOf(accountId), name);
  };
  const load = fileLoad({ area, cipher: options.cipher, log, setAside });

  async function setAside(path: string, problem: FileProblem): Promise<void> {
    log.warn(`offline: ${area} file discarded`, { file: path.slice(root.length + 1), problem });
    if (area === 'cache') await unlink(path).catch(() => undefined);
    else await rename(path, `${path}.damaged-${now()}`).catch(() => undefined);
  }

  /** Runs a write; false (logged, and a full disk reported once) when it fails. */
  async function attempt(what: string, task: () => Promise<void>): Promise<boolean> {
    if (full && area === 'cache') return false;
    try {
      await task();
      return true;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (DISK_FULL.has(code)) {
        if (!full) options.onDiskFull?.(diskFullMessage(area));
        full = true;
      }
      log.error(`offline: ${area} ${what} failed`, {
        error: err instanceof Error ? err.message : String(err),
      });
      return false;
    }
  }

  async function listDir(dir: string): Promise<OfflineFileInfo[]> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const found: OfflineFileInfo[] = [];
    for (const name of names) {
      const path = join(dir, name);
      // A temporary file that is not being written is what a crash left behind.
      if (name.includes('.tmp-') && !writing.has(path)) await unlink(path).catch(() => undefined);
      if (!NAME.test(name)) continue;
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) found.push({ name, bytes: info.size, modifiedAt: info.mtimeMs });
    }
    return found;
  }

  return {
    area,
    writable: () => !(full && area === 'cache'),
    read: async (accountId, name) => load.whole(pathOf(accountId, name), accountId, name),
    async write(accountId, name, text, modifiedAt) {
      const path = pathOf(accountId, name);
      return attempt('write', async () => {
        const sealed = await sealText(options.cipher, text, fileBinding(area, accountId, name));
        ensurePrivateDir(join(root, dirOf(accountId)));
        await writeAtomic(openFile, path, sealed, {
          writing,
          ...(modifiedAt === undefined ? {} : { modifiedAt }),
        });
      });
    },
    async appendRecord(accountId, name, index, text) {
      const path = pathOf(accountId, name);
      return attempt('append', async () => {
        const sealed = await sealText(options.cipher, text, fileBinding(area, accountId, name, index));
        ensurePrivateDir(join(root, dirOf(accountId)));
        await appendSynced(openFile, path, frameRecord(sealed), index === 0);
      });
    },
    readRecords: async (accountId, name) => load.records(pathOf(accountId, name), accountId, name),
    async remove(accountId, names) {
      for (const name of names) await unlink(pathOf(accountId, name)).catch(() => undefined);
    },
    async touch(accountId, name, at) {
      await utimes(pathOf(accountId, name), at / 1000, at / 1000).catch(() => undefined);
    },
    list: (accountId) => listDir(join(root, dirOf(accountId))),
    async usage() {
      const dirs = await readdir(root).catch(() => [] as string[]);
      const result = new Map<string, OfflineFileInfo[]>();
      for (const dir of dirs) result.set(dir, await listDir(join(root, dir)));
      return result;
    },
    dirOf,
    async removeInDir(dir, names) {
      if (!/^[0-9a-f]{32}$/.test(dir)) throw new Error('offline files: bad folder name');
      for (const name of names) {
        if (NAME.test(name)) await unlink(join(root, dir, name)).catch(() => undefined);
      }
    },
    removeAccount: (accountId) => rm(join(root, dirOf(accountId)), { recursive: true, force: true }),
    async removeAccountsExcept(accountIds) {
      const keep = new Set(accountIds.map(dirOf));
      for (const dir of await readdir(root).catch(() => [] as string[])) {
        if (!keep.has(dir)) await rm(join(root, dir), { recursive: true, force: true });
      }
    },
    clearAll: () => rm(root, { recursive: true, force: true }),
  };
}

const messages = defineMessages({
  cacheFull: {
    id: 'main.offline.disk_full_cache',
    defaultMessage:
      'The disk is full, so Threadline has stopped keeping a copy of your conversations for offline use until it restarts.',
  },
  outboxFull: {
    id: 'main.offline.disk_full_outbox',
    defaultMessage:
      'The disk is full, so messages waiting to be sent cannot be saved; they are kept until Threadline quits, so keep it open until they are sent.',
  },
});

function diskFullMessage(area: OfflineArea): Phrase {
  return phrase(area === 'cache' ? messages.cacheFull : messages.outboxFull);
}
