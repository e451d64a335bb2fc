// Everything offline for one profile: the cache area (each signed-in account's state and
// conversations) and the outbox area's files, the size limit across every account, and the
// deletions the user asks for. Writes are followed, a few seconds later, by a check of the limit.
//
// Wiring (round two): session.ts creates one with the session's Cipher, log and clock,
// `limitBytes` from the cache-size setting (a this-computer preference, MB × 2^20) and `onDiskFull`
// as a push the renderer shows once. Per connection: account(id, userId) when it starts,
// closeAccount(id) when it stops; signOut → removeAccount(id) (after the outbox was dealt with);
// Settings → "Clear offline data" → clearAll(); after the vault loads → removeOthers(vault ids).
import type { Clock } from '../loop/types';
import { systemClock } from '../loop/types';
import type { LevelledLog } from '../session/log';
import type { Cipher } from '../vault';
import { createAccountStateCache, type AccountStateCache } from './account-state';
import { DEFAULT_CACHE_LIMIT_MB, isConversationFile, MB, planEviction } from './cache-budget';
import { createConversationCache, type ConversationCache } from './conversation-cache';
import { createOfflineFiles, type OfflineFiles, type OfflineFilesOptions } from './offline-files';
import { type Phrase } from '../../../shared/i18n/phrase';

const ENFORCE_DELAY_MS = 5_000;

export interface OfflineStoreOptions {
  profileDir: string;
  cipher: Cipher;
  log: LevelledLog;
  clock?: Clock;
  /** Read each time the limit is enforced, so a changed setting applies at the next write. */
  limitBytes?: () => number;
  /** Once per run and area, when a write found the disk full: a sentence for the user. */
  onDiskFull?(message: Phrase): void;
  enforceDelayMs?: number;
  /** Tests: opens files for writing (offline-files.ts). */
  open?: OfflineFilesOptions['open'];
}

export interface OfflineAccount {
  readonly accountId: string;
  readonly state: AccountStateCache;
  readonly conversations: ConversationCache;
}

export interface OfflineStore {
  readonly cacheFiles: OfflineFiles;
  readonly outboxFiles: OfflineFiles;
  /** The caches of a signed-in account: the same object until closeAccount. */
  account(accountId: string, ownUserId: number): OfflineAccount;
  /** Writes what an account's caches hold and lets go of them. */
  closeAccount(accountId: string): Promise<void>;
  /** Sign-out: the account's cache and outbox are deleted. */
  removeAccount(accountId: string): Promise<void>;
  /** Every account's cache (not the outbox: those are the user's unsent words). */
  clearAll(): Promise<void>;
  /** Deletes the cache of accounts not among these (signed out while the app could not tell). */
  removeOthers(accountIds: readonly string[]): Promise<void>;
  usageBytes(): Promise<number>;
  enforceLimit(): Promise<void>;
  close(): Promise<void>;
}

export function createOfflineStore(options: OfflineStoreOptions): OfflineStore {
  const clock = options.clock ?? systemClock;
  const limitBytes = options.limitBytes ?? (() => DEFAULT_CACHE_LIMIT_MB * MB);
  const shared = {
    profileDir: options.profileDir,
    cipher: options.cipher,
    log: options.log,
    now: () => clock.now(),
    ...(options.open ? { open: options.open } : {}),
  };
  const report = (message: Phrase) => options.onDiskFull?.(message);
  const cacheFiles = createOfflineFiles({ ...shared, area: 'cache', onDiskFull: report });
  const outboxFiles = createOfflineFiles({ ...shared, area: 'outbox', onDiskFull: report });
  const live = new Map<string, OfflineAccount>();
  let timer: unknown;
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive(task: () => Promise<void>): Promise<void> {
    const result = chain.then(task);
    chain = result.catch((err: unknown) =>
      options.log.error('offline: cache upkeep failed', {
        error: err instanceof Error ? err.message : String(err),
      }),
    );
    return result;
  }

  function scheduleEnforce(): void {
    if (timer !== undefined) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void enforceLimit().catch(() => undefined);
    }, options.enforceDelayMs ?? ENFORCE_DELAY_MS);
  }

  const enforceLimit = () =>
    exclusive(async () => {
      const plan = planEviction(await cacheFiles.usage(), limitBytes());
      const byDir = new Map([...live.values()].map((a) => [cacheFiles.dirOf(a.accountId), a]));
      for (const { dir, names } of plan) {
        const account = byDir.get(dir);
        const conversations = names.filter(isConversationFile);
        const others = names.filter((name) => !isConversationFile(name));
        if (account) {
          await account.conversations.evict(conversations);
          if (others.length > 0) account.state.forget();
        }
        await cacheFiles.removeInDir(dir, account ? others : names);
      }
      if (plan.length > 0)
        options.log.info('offline: cache trimmed to its size limit', { folders: plan.length });
    });

  async function closeAccount(accountId: string): Promise<void> {
    const account = live.get(accountId);
    if (!account) return;
    live.delete(accountId);
    await account.state.close();
    await account.conversations.close();
  }

  return {
    cacheFiles,
    outboxFiles,
    account(accountId, ownUserId) {
      const found = live.get(accountId);
      if (found) return found;
      const common = { accountId, files: cacheFiles, clock, log: options.log, onWrite: scheduleEnforce };
      const account: OfflineAccount = {
        accountId,
        state: createAccountStateCache(common),
        conversations: createConversationCache({ ...common, ownUserId }),
      };
      live.set(accountId, account);
      return account;
    },
    closeAccount,
    removeAccount: (accountId) =>
      exclusive(async () => {
        const account = live.get(accountId);
        live.delete(accountId);
        account?.state.forget();
        await account?.conversations.forgetAll();
        await account?.state.close();
        await account?.conversations.close();
        await cacheFiles.removeAccount(accountId);
        await outboxFiles.removeAccount(accountId);
      }),
    clearAll: () =>
      exclusive(async () => {
        for (const account of live.values()) {
          account.state.forget();
          // Waits for a write already under way, so nothing lands after the folder is gone.
          await account.state.flush();
          await account.conversations.forgetAll();
        }
        await cacheFiles.clearAll();
      }),
    removeOthers: (accountIds) => exclusive(() => cacheFiles.removeAccountsExcept(accountIds)),
    async usageBytes() {
      let total = 0;
      for (const files of (await cacheFiles.usage()).values()) for (const file of files) total += file.bytes;
      return total;
    },
    enforceLimit,
    async close() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      for (const accountId of [...live.keys()]) await closeAccount(accountId);
      await chain;
    },
  };
}
