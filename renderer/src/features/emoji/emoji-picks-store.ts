// The emoji this person picked in the picker, per account, kept across restarts (localStorage through
// zustand's persist): counts and when last picked, feeding "Frequently used". Only the most recent
// MAX_PICKS per account are kept, so the stored value stays small.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const MAX_PICKS = 60;

export interface EmojiPick {
  count: number;
  last: number;
}

type Picks = Readonly<Record<string, EmojiPick>>;

interface EmojiPicksState {
  /** account key → emojiKey → pick. */
  byAccount: Readonly<Record<string, Picks>>;
  remember(account: string, key: string, now: number): void;
}

/** The picks with one more use of `key`, trimmed to the MAX_PICKS most recent. */
export function withPick(picks: Picks, key: string, now: number): Picks {
  const next = { ...picks, [key]: { count: (picks[key]?.count ?? 0) + 1, last: now } };
  const keys = Object.keys(next);
  if (keys.length <= MAX_PICKS) return next;
  const kept = keys.sort((a, b) => next[b]!.last - next[a]!.last).slice(0, MAX_PICKS);
  return Object.fromEntries(kept.map((k) => [k, next[k]!]));
}

/** Which account picks belong to: the realm and the user in it. */
export function pickAccountKey(realmUrl: string, userId: number | null): string {
  return `${realmUrl}#${userId ?? ''}`;
}

export const useEmojiPicks = create<EmojiPicksState>()(
  persist(
    (set) => ({
      byAccount: {},
      remember: (account, key, now) =>
        set((state) => ({
          byAccount: { ...state.byAccount, [account]: withPick(state.byAccount[account] ?? {}, key, now) },
        })),
    }),
    {
      name: 'threadline-emoji-picks',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ byAccount: state.byAccount }),
    },
  ),
);
