// Marks cached reads stale as events arrive. It listens to the bridge next to the store (it never
// writes the store), so a topic list refetches when a message lands in its channel.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBridge } from '../../bridge/get-bridge';
import { staleQueryKeys } from './invalidation';
import { queryKeys } from './query-keys';

/** Every read a fresh register may have made stale; none of them outlives a switch of account. */
const ACCOUNT_SCOPED = [
  queryKeys.topicsAll,
  queryKeys.channelFoldersAll,
  queryKeys.drafts,
  queryKeys.savedSnippets,
  ['channelEmail'],
  ['botStorage'],
];

function onSnapshot(queryClient: QueryClient, sameAccount: boolean): void {
  for (const queryKey of ACCOUNT_SCOPED) {
    // A new queue may have missed events: refetch. Another account's answers must not show at all,
    // so those are reset to "loading" rather than shown while they refetch.
    if (sameAccount) void queryClient.invalidateQueries({ queryKey });
    else void queryClient.resetQueries({ queryKey });
  }
}

export function useLiveInvalidation(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let accountId: string | null = null;
    return getBridge().on((push) => {
      if (push.type === 'snapshot') {
        onSnapshot(queryClient, accountId === push.accountId);
        accountId = push.accountId;
        return;
      }
      if (push.type !== 'events') return;
      for (const queryKey of staleQueryKeys(push.events)) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient]);
}

/** Mount point for the hook in the signed-in layout; renders nothing. */
export function LiveQueryInvalidation(): null {
  useLiveInvalidation();
  return null;
}
