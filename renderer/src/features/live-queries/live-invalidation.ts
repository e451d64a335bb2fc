// Marks cached reads stale as events arrive, in the query cache of the account they belong to
// (each account has its own, state/account-stores.ts), so a topic list refetches when a message
// lands in its channel, a background account's included. It listens to the bridge next to the
// stores (it never writes them), from the moment the bridge is connected (main.tsx).
import type { QueryClient } from '@tanstack/react-query';
import type { ThreadlineBridge } from '../../../../shared/ipc';
import type { AccountStores } from '../../state/account-stores';
import { staleQueryKeys } from './invalidation';
import { queryKeys } from './query-keys';

/** Every read a fresh register may have made stale. */
const REGISTER_SCOPED = [
  queryKeys.topicsAll,
  queryKeys.channelFoldersAll,
  queryKeys.drafts,
  queryKeys.savedSnippets,
  ['channelEmail'],
  ['botStorage'],
];

/** A new queue may have missed events: its account's reads refetch. */
function onSnapshot(queryClient: QueryClient): void {
  for (const queryKey of REGISTER_SCOPED) void queryClient.invalidateQueries({ queryKey });
}

/** Subscribes to the bridge; returns the unsubscribe. */
export function watchLiveInvalidation(bridge: ThreadlineBridge, accounts: AccountStores): () => void {
  return bridge.on((push) => {
    if (push.type !== 'snapshot' && push.type !== 'events') return;
    const queryClient = accounts.get(push.accountId)?.queryClient;
    if (queryClient === undefined) return;
    if (push.type === 'snapshot') return onSnapshot(queryClient);
    for (const queryKey of staleQueryKeys(push.events)) void queryClient.invalidateQueries({ queryKey });
  });
}
