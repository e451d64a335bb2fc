// The emoji index for the picker and compose's `:` typeahead: the Unicode catalog, loaded once on
// first use and kept by React Query, with the organization's active custom emoji added (they change
// by events, so they are merged here rather than cached with the catalog).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppStore } from '../../state/selectors';
import { customEmojiEntries, withCustomEmoji, type EmojiIndex } from './emoji-catalog';
import { loadEmojiIndex } from './load-emoji-index';

export const EMOJI_INDEX_QUERY_KEY = ['emoji-index'] as const;

export interface EmojiIndexState {
  /** Undefined until the catalog has loaded. */
  index: EmojiIndex | undefined;
  error: Error | null;
}

/** The Unicode catalog alone (no custom emoji); `enabled: false` reads it only if already loaded. */
export function useEmojiCatalog(enabled = true) {
  return useQuery({
    queryKey: EMOJI_INDEX_QUERY_KEY,
    queryFn: () => loadEmojiIndex(),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}

export function useEmojiIndex(): EmojiIndexState {
  const catalog = useEmojiCatalog();
  const realmEmoji = useAppStore((s) => s.realmEmoji.byId);
  const index = useMemo(
    () => (catalog.data ? withCustomEmoji(catalog.data, customEmojiEntries(realmEmoji)) : undefined),
    [catalog.data, realmEmoji],
  );
  return { index, error: catalog.error };
}
