// The unread count of each signed-in account, each under its own desktop_icon_count_display (one
// organization may count everything, another only DMs and mentions), and their sum for the app
// icon's badge and the window title. Read from each account's own store, so background accounts
// count too. The watcher runs outside React: it follows the account stores as they come and go.
import { selectUserSetting } from '../settings/use-user-setting';
import { badgeCount } from '../settings/badge-count';
import type { AccountStores } from '../../state/account-stores';
import type { AppStore } from '../../state/store';
import { unreadSummary } from '../../state/unread-counts';

/** One account's badge count; 0 until its snapshot has arrived. */
export function accountBadge(state: AppStore): number {
  if (state.sync.generation === null) return 0;
  return badgeCount(selectUserSetting(state, 'desktop_icon_count_display'), unreadSummary(state));
}

/** The app icon's count: every account's own count, added up. */
export function badgeTotal(counts: Iterable<number>): number {
  let total = 0;
  for (const count of counts) total += count;
  return total;
}

/**
 * Calls `onTotal` with the sum whenever it changes (and once at the start); returns the stop.
 * Each account's count is memoised by its store (unreadSummary), so an event costs one lookup.
 */
export function watchBadgeTotal(accounts: AccountStores, onTotal: (total: number) => void): () => void {
  const counts = new Map<string, number>();
  const unsubscribers = new Map<string, () => void>();
  let reported: number | null = null;
  const report = () => {
    const total = badgeTotal(counts.values());
    if (total === reported) return;
    reported = total;
    onTotal(total);
  };
  const follow = () => {
    const present = new Set(accounts.entries().map((entry) => entry.accountId));
    for (const [id, stop] of unsubscribers) {
      if (present.has(id)) continue;
      stop();
      unsubscribers.delete(id);
      counts.delete(id);
    }
    for (const { accountId, store } of accounts.entries()) {
      if (unsubscribers.has(accountId)) continue;
      counts.set(accountId, accountBadge(store.getState()));
      unsubscribers.set(
        accountId,
        store.subscribe((state) => {
          const count = accountBadge(state);
          if (counts.get(accountId) === count) return;
          counts.set(accountId, count);
          report();
        }),
      );
    }
    report();
  };
  const stopFollowing = accounts.subscribe(follow);
  follow();
  return () => {
    stopFollowing();
    for (const stop of unsubscribers.values()) stop();
    unsubscribers.clear();
  };
}
