// One store per signed-in account, so a background account keeps live unread counts and
// notifications while another is shown, and no account's data ever lands in another's view. Each
// account also gets its own React Query client (reads such as topics or drafts are cached per
// account) and remembers the view it last showed. A store is made when its account's first
// snapshot arrives (or a view asks for it) and dropped, with its query cache, when main's account
// list no longer has the account.
import type { QueryClient } from '@tanstack/react-query';
import { createAppStore, type AppStoreApi } from './store';

export interface AccountEntry {
  readonly accountId: string;
  readonly store: AppStoreApi;
  readonly queryClient: QueryClient;
}

export interface AccountStores {
  get(accountId: string): AccountEntry | undefined;
  /** The account's entry, made on first need. */
  ensure(accountId: string): AccountEntry;
  /** Drops every account not listed (signed out), its store and query cache with it. */
  retain(accountIds: readonly string[]): void;
  entries(): readonly AccountEntry[];
  /** Called when an entry is added or dropped; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The route hash the account's view last showed (restored when switching back to it). */
  lastHash(accountId: string): string | undefined;
  rememberHash(accountId: string, hash: string): void;
}

export interface AccountStoresOptions {
  newQueryClient(): QueryClient;
  clock?: () => number;
}

export function createAccountStores(options: AccountStoresOptions): AccountStores {
  let entries: readonly AccountEntry[] = [];
  const hashes = new Map<string, string>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    get: (accountId) => entries.find((entry) => entry.accountId === accountId),
    ensure(accountId) {
      const found = entries.find((entry) => entry.accountId === accountId);
      if (found !== undefined) return found;
      const entry: AccountEntry = {
        accountId,
        store: createAppStore(options.clock, accountId),
        queryClient: options.newQueryClient(),
      };
      entries = [...entries, entry];
      changed();
      return entry;
    },
    retain(accountIds) {
      const keep = new Set(accountIds);
      const dropped = entries.filter((entry) => !keep.has(entry.accountId));
      if (dropped.length === 0) return;
      entries = entries.filter((entry) => keep.has(entry.accountId));
      for (const entry of dropped) {
        entry.queryClient.clear();
        hashes.delete(entry.accountId);
      }
      changed();
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    lastHash: (accountId) => hashes.get(accountId),
    rememberHash: (accountId, hash) => void hashes.set(accountId, hash),
  };
}
