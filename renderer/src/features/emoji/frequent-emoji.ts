// "Frequently used" in the picker: the emoji the user reacted with in the loaded messages plus the
// ones picked here before (remembered per account), most used first; when there is no history yet,
// the web app's popular defaults.
import type { EmojiEntry, EmojiIndex } from './emoji-catalog';
import { emojiKey } from './emoji-catalog';

/** The web app's default popular emoji: +1, tada, slight_smile, heart, working_on_it, octopus. */
export const POPULAR_EMOJI_CODES = ['1f44d', '1f389', '1f642', '2764', '1f6e0', '1f419'] as const;

export interface ReactionLike {
  user_id: number;
  emoji_code: string;
  reaction_type: string;
}

/** emojiKey → how often the user reacted with it in `messages`. */
export function ownReactionCounts(
  messages: Iterable<{ reactions: readonly ReactionLike[] }>,
  ownUserId: number | null,
): Map<string, number> {
  const counts = new Map<string, number>();
  if (ownUserId === null) return counts;
  for (const message of messages) {
    for (const r of message.reactions) {
      if (r.user_id !== ownUserId) continue;
      const key = emojiKey(r.reaction_type, r.emoji_code);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Up to `limit` entries by combined count (picks and own reactions), ties broken by the most recent
 * pick; emoji missing from the index (a removed custom emoji) are skipped.
 */
export function frequentEmoji(
  index: EmojiIndex,
  reactionCounts: ReadonlyMap<string, number>,
  picks: Readonly<Record<string, { count: number; last: number }>>,
  limit: number,
): EmojiEntry[] {
  const keys = new Set([...reactionCounts.keys(), ...Object.keys(picks)]);
  const scored = [...keys]
    .map((key) => ({
      entry: index.byKey.get(key),
      count: (reactionCounts.get(key) ?? 0) + (picks[key]?.count ?? 0),
      last: picks[key]?.last ?? 0,
    }))
    .filter((s): s is { entry: EmojiEntry; count: number; last: number } => s.entry !== undefined)
    .sort((a, b) => b.count - a.count || b.last - a.last)
    .map((s) => s.entry);
  if (scored.length > 0) return scored.slice(0, limit);
  return POPULAR_EMOJI_CODES.map((code) => index.byKey.get(emojiKey('unicode_emoji', code))).filter(
    (e): e is EmojiEntry => e !== undefined,
  );
}
