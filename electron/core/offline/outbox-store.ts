// One account's outbox on disk: a single sealed file in the outbox area, replaced atomically on every
// change. Saves run one at a time and coalesce (a save asked for while one is writing writes the
// newest state next), and each resolves once its state, or a newer one, is on disk. A file that
// opens but does not read as an outbox (written by another version) is kept under another name
// rather than overwritten: it may hold someone's unsent words.
//
// Wiring (round two): one per account, over the offline store's outboxFiles, for its OutboxRunner.
import type { LevelledLog } from '../session/log';
import { afterRestart, emptyOutbox } from './outbox-machine';
import { outboxState, type OutboxState } from './outbox-types';
import type { OfflineFiles } from './offline-files';

export const OUTBOX_FILE = 'outbox';
const UNREADABLE_FILE = 'outbox-unreadable';

export interface OutboxPersistence {
  /** The saved outbox, with whatever was on its way at the last stop marked as possibly sent. */
  load(): Promise<OutboxState>;
  /** False when it could not be written (the reason is logged, a full disk reported once). */
  save(state: OutboxState): Promise<boolean>;
}

export function createOutboxStore(options: {
  accountId: string;
  files: OfflineFiles;
  log: LevelledLog;
}): OutboxPersistence {
  const { accountId, files, log } = options;
  let latest: OutboxState | undefined;
  let lastOk = true;
  let chain: Promise<boolean> = Promise.resolve(true);

  /** Writes the newest state asked for, if a write before this one has not already. */
  async function writeLatest(): Promise<boolean> {
    const state = latest;
    if (!state) return lastOk;
    latest = undefined;
    lastOk = await files.write(accountId, OUTBOX_FILE, JSON.stringify({ version: 1, ...state }));
    return lastOk;
  }

  return {
    async load() {
      const text = await files.read(accountId, OUTBOX_FILE);
      if (text === undefined) return emptyOutbox;
      try {
        const parsed = outboxState.safeParse(JSON.parse(text));
        if (parsed.success) return afterRestart(parsed.data);
      } catch {
        // Falls through to keeping it aside.
      }
      log.warn('offline: outbox file not understood, kept aside', { accountId });
      await files.write(accountId, UNREADABLE_FILE, text);
      return emptyOutbox;
    },
    save(state) {
      latest = state;
      const run = chain.then(writeLatest);
      chain = run.catch(() => false);
      return run;
    },
  };
}
