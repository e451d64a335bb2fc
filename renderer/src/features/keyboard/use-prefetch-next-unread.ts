// `n` feels instant when the next unread topic's first page is already in the store: a moment after
// a view opens (once its own page has had the network), the page `n` would open next is fetched
// through the same query the view uses, so a view opened while it is on the way joins that request.
// It is a guess, so it waits for an idle moment too: right after sign-in the sidebar and the home
// view come first (on the large realm the guess cost the first paint about 150 ms).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCompareNames } from '../../i18n/name-order';
import { useAppStore } from '../../state/selectors';
import { useAccount } from '../../state/account-scope';
import { narrowKey, type Narrow } from '../messages/narrow';
import { initialPageQuery } from '../messages/use-narrow-messages';
import { nextTopicTarget } from './global-commands';
import { useViewRegistry } from './view-registry';

/** How long after a view opens to fetch ahead, and how long an idle moment may then be awaited. */
const PREFETCH_DELAY_MS = 300;
const IDLE_TIMEOUT_MS = 2_000;

export function usePrefetchNextUnread(): void {
  const client = useQueryClient();
  const account = useAccount();
  const view = useViewRegistry((s) => s.view);
  const generation = useAppStore((s) => s.sync.generation);
  const compareNames = useCompareNames();
  useEffect(() => {
    if (generation === null) return;
    const prefetch = () => {
      const state = account.store.getState();
      if (state.sync.generation === null) return;
      const next = nextTopicTarget(state, view?.narrow ?? null, false, compareNames);
      if (next === null) return;
      const narrow: Narrow = { kind: 'topic', ...next };
      if (state.messages.narrows[narrowKey(narrow)] !== undefined) return;
      void client.prefetchQuery({
        ...initialPageQuery(account, narrow, state.sync.generation),
        staleTime: 0,
        gcTime: 0,
      });
    };
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS });
    }, PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [view, client, generation, account, compareNames]);
}
