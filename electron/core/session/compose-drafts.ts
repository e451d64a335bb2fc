// Unsent compose text, per account and conversation, kept in the profile so it survives a restart
// (browser mode's page origin changes every launch, so the renderer's own storage would not).
// One small file per account, mode 0600; writes are debounced and flushed on stop.
import { createHash } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, writePrivateFileAtomic } from '../vault/private-files';
import type { LevelledLog } from './log';

export const COMPOSE_DRAFTS_DIR = 'compose-drafts';
/** Old conversations give way to new ones beyond this many. */
export const MAX_COMPOSE_DRAFTS = 500;
const DEFAULT_DELAY_MS = 400;

const draftFile = z.object({
  version: z.literal(1),
  drafts: z.record(z.string(), z.object({ text: z.string(), updatedAt: z.number() })),
});
type Drafts = z.infer<typeof draftFile>['drafts'];

export interface ComposeDraftStore {
  /** Conversation key → unsent text, for one account. */
  load(accountId: string): Promise<Record<string, string>>;
  /** Remembers (or, for empty text, forgets) one conversation's text; written soon after. */
  save(accountId: string, key: string, text: string): Promise<void>;
  /** Writes whatever is waiting. */
  flush(): Promise<void>;
  /** Deletes an account's drafts (on sign-out). */
  forget(accountId: string): Promise<void>;
}

export interface ComposeDraftOptions {
  profileDir: string;
  log: LevelledLog;
  delayMs?: number;
  now?: () => number;
}

export function createComposeDraftStore(options: ComposeDraftOptions): ComposeDraftStore {
  const dir = join(options.profileDir, COMPOSE_DRAFTS_DIR);
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Promise<Drafts>>();
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Writes run one after another, so an older snapshot can never land after a newer one.
  let writing: Promise<unknown> = Promise.resolve();

  // Account ids come from the vault; hashing keeps any id a safe file name.
  const fileOf = (accountId: string) =>
    join(dir, `${createHash('sha256').update(accountId).digest('hex').slice(0, 32)}.json`);

  async function read(accountId: string): Promise<Drafts> {
    let text: string;
    try {
      text = await readFile(fileOf(accountId), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') options.log.warn('drafts: unreadable file');
      return {};
    }
    try {
      return draftFile.parse(JSON.parse(text)).drafts;
    } catch {
      // A damaged file costs unsent text, never the app: start over.
      options.log.warn('drafts: damaged file ignored', { accountId });
      return {};
    }
  }

  function drafts(accountId: string): Promise<Drafts> {
    let found = cache.get(accountId);
    if (!found) {
      found = read(accountId);
      cache.set(accountId, found);
    }
    return found;
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const accounts = [...dirty];
    dirty.clear();
    const run = writing.then(async () => {
      for (const accountId of accounts) {
        const data = await drafts(accountId);
        try {
          ensurePrivateDir(dir);
          await writePrivateFileAtomic(fileOf(accountId), JSON.stringify({ version: 1, drafts: data }));
        } catch (err) {
          options.log.error('drafts: write failed', {
            error: err instanceof Error ? err.message : String(err),
          });
        }
      }
    });
    writing = run;
    return run;
  }

  return {
    async load(accountId) {
      const data = await drafts(accountId);
      return Object.fromEntries(Object.entries(data).map(([key, draft]) => [key, draft.text]));
    },
    async save(accountId, key, text) {
      const data = await drafts(accountId);
      if (text.trim() === '') {
        if (!(key in data)) return;
        delete data[key];
      } else {
        data[key] = { text, updatedAt: now() };
        trimOldest(data);
      }
      dirty.add(accountId);
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
    async forget(accountId) {
      dirty.delete(accountId);
      cache.set(accountId, Promise.resolve({}));
      await writing;
      await unlink(fileOf(accountId)).catch(() => undefined);
    },
  };
}

function trimOldest(data: Drafts): void {
  const keys = Object.keys(data);
  if (keys.length <= MAX_COMPOSE_DRAFTS) return;
  keys.sort((a, b) => (data[a]?.updatedAt ?? 0) - (data[b]?.updatedAt ?? 0));
  for (const key of keys.slice(0, keys.length - MAX_COMPOSE_DRAFTS)) delete data[key];
}
