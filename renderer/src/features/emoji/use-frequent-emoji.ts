// The picker's "Frequently used" row for the signed-in account: own reactions in the loaded messages
// plus the picks remembered for this account (emoji-picks-store.ts), and the way to remember a pick.
import { useCallback, useMemo } from 'react';
import { useAppStore } from '../../state/selectors';
import { emojiKey, type EmojiEntry, type EmojiIndex } from './emoji-catalog';
import { pickAccountKey, useEmojiPicks } from './emoji-picks-store';
import { frequentEmoji, ownReactionCounts } from './frequent-emoji';

export const FREQUENT_LIMIT = 24;

export function useFrequentEmoji(index: EmojiIndex | undefined): {
  frequent: EmojiEntry[];
  rememberPick(entry: EmojiEntry): void;
} {
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const realmUrl = useAppStore((s) => s.realm.url);
  const messages = useAppStore((s) => s.messages.byId);
  const account = pickAccountKey(realmUrl, ownUserId);
  const picks = useEmojiPicks((s) => s.byAccount[account]);
  const remember = useEmojiPicks((s) => s.remember);
  const frequent = useMemo(() => {
    if (index === undefined) return [];
    const counts = ownReactionCounts(messages.values(), ownUserId);
    return frequentEmoji(index, counts, picks ?? {}, FREQUENT_LIMIT);
  }, [index, messages, ownUserId, picks]);
  const rememberPick = useCallback(
    (entry: EmojiEntry) => remember(account, emojiKey(entry.kind, entry.code), Date.now()),
    [remember, account],
  );
  return { frequent, rememberPick };
}
