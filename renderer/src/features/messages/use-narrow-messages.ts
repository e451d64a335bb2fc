// Loading a narrow's history: the first page around the first unread (the newest for the feed,
// every message and searches), then older pages as the reader scrolls up and newer ones as they
// scroll down. The requests go through React Query; the answers go into the messages slice, where
// events keep them live. A view opened on one message (a link to it) fetches around that message
// unless it is already loaded.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { MessageAnchor } from '../../../../shared/api/messages';
import { ApiCallError } from '../../bridge/call-api';
import { useAccount, type AccountHandle } from '../../state/account-scope';
import { indexOfId, type NarrowRange, type StoredMessage } from '../../state/messages';
import { isMessageMuted } from '../../state/muting';
import { beginMessageFetch, storeFetchedMessages, type FetchDirection } from '../../state/messages-fetch';
import { useAppStore, useDataReady } from '../../state/selectors';
import { narrowKey, narrowToApi, type Narrow } from './narrow';

/** Messages per request: enough to fill a tall window twice, small enough to answer fast. */
export const PAGE_SIZE = 100;
/** Recent conversations groups every message by conversation: a page gives it a few hundred rows. */
const ALL_PAGE_SIZE = 500;

async function fetchPage(
  { store, api }: Pick<AccountHandle, 'store' | 'api'>,
  narrow: Narrow,
  direction: FetchDirection,
  range: NarrowRange | undefined,
  anchorId?: number,
) {
  const state = store.getState();
  const generation = state.sync.generation;
  const size = narrow.kind === 'all' ? ALL_PAGE_SIZE : PAGE_SIZE;
  let anchor: MessageAnchor;
  if (direction === 'initial') anchor = anchorId ?? initialAnchor(narrow);
  else anchor = (direction === 'older' ? range?.ids[0] : range?.ids[range.ids.length - 1]) ?? 'newest';
  const endFetch = beginMessageFetch(store);
  try {
    const response = await api('getMessages', {
      anchor,
      include_anchor: direction === 'initial',
      num_before: direction === 'newer' ? 0 : size,
      num_after: direction === 'older' ? 0 : size,
      narrow: narrowToApi(narrow, state.realm.featureLevel),
      apply_markdown: true,
      client_gravatar: false,
      allow_empty_topic_name: true,
    });
    storeFetchedMessages(store, generation, narrow, direction, {
      messages: response.messages,
      foundOldest: response.found_oldest ?? true,
      foundNewest: response.found_newest ?? true,
    });
    // Only a tally stays in the query cache; the messages live in the store.
    return response.messages.length;
  } finally {
    endFetch();
  }
}

/**
 * Where a narrow opens: the feed, every message (Recent conversations) and searches at the newest
 * message (a search's `near:` at that message, as the web app does), the rest at the first unread.
 */
function initialAnchor(narrow: Narrow): MessageAnchor {
  if (narrow.kind === 'feed' || narrow.kind === 'all') return 'newest';
  if (narrow.kind !== 'search') return 'first_unread';
  const near = narrow.terms.find((t) => t.operator === 'near' && !t.negated && /^\d+$/.test(t.operand));
  return near === undefined ? 'newest' : Number(near.operand);
}

/** The server answered 4xx (BAD_NARROW: a search it refuses): a retry would get the same answer. */
export function isRefusal(error: unknown): error is ApiCallError {
  const status = error instanceof ApiCallError && error.kind === 'http' ? (error.status ?? 0) : 0;
  return status >= 400 && status < 500;
}

const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !isRefusal(error);

/**
 * The request for a narrow's first page. Shared with prefetching (the keyboard's next unread
 * topic), so a view opened while its page is on the way waits for that request instead of a second.
 */
export function initialPageQuery(
  account: Pick<AccountHandle, 'store' | 'api'>,
  narrow: Narrow,
  generation: number | null,
  anchorId?: number,
) {
  return {
    queryKey: ['messages', generation, narrowKey(narrow), anchorId],
    queryFn: () => fetchPage(account, narrow, 'initial', undefined, anchorId),
  };
}

export interface NarrowMessages {
  range: NarrowRange | undefined;
  messages: readonly StoredMessage[];
  initialError: Error | null;
  retryInitial(): void;
  loadOlder(): void;
  loadNewer(): void;
  loadingOlder: boolean;
  loadingNewer: boolean;
  pagingError: Error | null;
  retryPaging(): void;
}

export function useNarrowMessages(narrow: Narrow, anchorId?: number): NarrowMessages {
  const key = narrowKey(narrow);
  const account = useAccount();
  const ready = useDataReady();
  const generation = useAppStore((s) => s.sync.generation);
  const storedRange = useAppStore((s) => s.messages.narrows[key]);
  const anchorMissing =
    anchorId !== undefined && (storedRange === undefined || indexOfId(storedRange.ids, anchorId) < 0);
  const byId = useAppStore((s) => s.messages.byId);

  // Runs whenever the store holds no range for the narrow: on open, and again after a new
  // register or a move that left the loaded range incomplete; and for a link to a message that is
  // not loaded, whose page replaces the range.
  const initial = useQuery({
    ...initialPageQuery(account, narrow, generation, anchorId),
    enabled: ready && (storedRange === undefined || anchorMissing),
    staleTime: 0,
    gcTime: 0,
    retry: retryUnlessRefused,
  });
  // Until the page around the anchor lands, the view waits instead of showing another place.
  const range = anchorMissing && initial.isFetching ? undefined : storedRange;
  const older = useMutation({
    mutationFn: () => fetchPage(account, narrow, 'older', account.store.getState().messages.narrows[key]),
  });
  const newer = useMutation({
    mutationFn: () => fetchPage(account, narrow, 'newer', account.store.getState().messages.narrows[key]),
  });

  const canPage = range !== undefined && range.ids.length > 0;
  const { mutate: mutateOlder, isPending: olderPending, isError: olderFailed } = older;
  const { mutate: mutateNewer, isPending: newerPending, isError: newerFailed } = newer;
  const loadOlder = useCallback(() => {
    if (canPage && !range.foundOldest && !olderPending && !olderFailed) mutateOlder();
  }, [canPage, range, olderPending, olderFailed, mutateOlder]);
  const loadNewer = useCallback(() => {
    if (canPage && !range.foundNewest && !newerPending && !newerFailed) mutateNewer();
  }, [canPage, range, newerPending, newerFailed, mutateNewer]);

  // The feed leaves out what is muted now, even if it was not when the page was fetched.
  const muting = useAppStore(useShallow((s) => ({ channels: s.channels, userTopics: s.userTopics })));
  const messages = useMemo(() => {
    const held = (range?.ids ?? [])
      .map((id) => byId.get(id))
      .filter((m): m is StoredMessage => m !== undefined);
    return narrow.kind === 'feed' ? held.filter((m) => !isMessageMuted(muting, m)) : held;
  }, [range, byId, narrow.kind, muting]);

  const { refetch } = initial;
  const { reset: resetOlder } = older;
  const { reset: resetNewer } = newer;
  return {
    range,
    messages,
    initialError: range === undefined ? initial.error : null,
    retryInitial: useCallback(() => {
      void refetch();
      resetOlder();
      resetNewer();
    }, [refetch, resetOlder, resetNewer]),
    loadOlder,
    loadNewer,
    loadingOlder: olderPending,
    loadingNewer: newerPending,
    pagingError: older.error ?? newer.error,
    retryPaging: useCallback(() => {
      resetOlder();
      resetNewer();
    }, [resetOlder, resetNewer]),
  };
}
