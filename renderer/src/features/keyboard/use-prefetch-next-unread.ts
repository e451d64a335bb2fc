// `n` feels instant when the next unread topic's first page is already in the store: a moment after
// a view opens (once its own page has had the network), the page `n` would open next is fetched
// through the same query the view uses, so a view opened while it is on the way joins that request.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appStore } from '../../state/store';
import { narrowKey, type Narrow } from '../messages/narrow';
import { initialPageQuery } from '../messages/use-narrow-messages';
import { nextTopicTarget } from './global-commands';
import { useViewRegistry } from './view-registry';

/** How long after a view opens to fetch ahead. */
const PREFETCH_DELAY_MS = 300;

export function usePrefetchNextUnread(): void {
  const client = useQueryClient();
  const view = useViewRegistry((s) => s.view);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const state = appStore.getState();
      if (state.sync.generation === null) return;
      const next = nextTopicTarget(state, view?.narrow ?? null, false);
      if (next === null) return;
      const narrow: Narrow = { kind: 'topic', ...next };
      if (state.messages.narrows[narrowKey(narrow)] !== undefined) return;
      void client.prefetchQuery({
        ...initialPageQuery(narrow, state.sync.generation),
        staleTime: 0,
        gcTime: 0,
      });
    }, PREFETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [view, client]);
}
