// The emoji index for the picker and compose's `:` typeahead: the Unicode catalog, loaded on first
// use and kept by React Query per account (named with that server's own emoji names when it publishes
// them, server-emoji-names.ts), with the organization's active custom emoji added (they change by
// events, so they are merged here rather than cached with the catalog).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { customEmojiEntries, withCustomEmoji, type EmojiIndex } from './emoji-catalog';
import { callIpc } from '../../bridge/call-api';
import { loadServerEmojiIndex } from './server-emoji-names';

export const EMOJI_INDEX_QUERY_KEY = ['emoji-index'] as const;

export interface EmojiIndexState {
  /** Undefined until the catalog has loaded. */
  index: EmojiIndex | undefined;
  error: Error | null;
}

/** The account's Unicode catalog (no custom emoji); `enabled: false` reads it only if already loaded. */
export function useEmojiCatalog(enabled = true) {
  const { accountId } = useAccount();
  return useQuery({
    queryKey: [...EMOJI_INDEX_QUERY_KEY, accountId],
    queryFn: () => loadServerEmojiIndex(callIpc, accountId),
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
