import { describe, expect, it } from 'vitest';
import {
  customEmojiEntries,
  indexOf,
  type EmojiEntry,
} from '../../../../renderer/src/features/emoji/emoji-catalog';
import {
  MAX_PICKS,
  pickAccountKey,
  withPick,
} from '../../../../renderer/src/features/emoji/emoji-picks-store';
import { frequentEmoji, ownReactionCounts } from '../../../../renderer/src/features/emoji/frequent-emoji';

function unicode(name: string, code: string): EmojiEntry {
  return { kind: 'unicode_emoji', name, aliases: [], code, category: 'Symbols', sortOrder: 0, sheet: null };
}

const index = indexOf([
  unicode('+1', '1f44d'),
  unicode('tada', '1f389'),
  unicode('heart', '2764'),
  unicode('rocket', '1f680'),
  ...customEmojiEntries({ '3': { name: 'octo', source_url: '/o.png' } }),
]);
const me = 10;
const reaction = (user_id: number, emoji_code: string, reaction_type = 'unicode_emoji') => ({
  user_id,
  emoji_code,
  reaction_type,
});

describe('frequently used emoji', () => {
  it("counts only the user's own reactions, custom emoji apart from a Unicode code", () => {
    const counts = ownReactionCounts(
      [
        { reactions: [reaction(me, '1f680'), reaction(2, '1f389'), reaction(me, '3', 'realm_emoji')] },
        { reactions: [reaction(me, '1f680')] },
      ],
      me,
    );
    expect(Object.fromEntries(counts)).toEqual({ 'unicode_emoji:1f680': 2, 'realm_emoji:3': 1 });
    expect(ownReactionCounts([{ reactions: [reaction(me, '1f680')] }], null).size).toBe(0);
  });

  it('ranks reactions and remembered picks together, recent picks breaking ties', () => {
    const counts = new Map([['unicode_emoji:1f680', 2]]);
    const picks = {
      'realm_emoji:3': { count: 2, last: 50 },
      'unicode_emoji:2764': { count: 1, last: 90 },
      'unicode_emoji:1f389': { count: 1, last: 10 },
      'realm_emoji:99': { count: 9, last: 99 },
    };
    expect(frequentEmoji(index, counts, picks, 10).map((e) => e.name)).toEqual([
      'octo',
      'rocket',
      'heart',
      'tada',
    ]);
    expect(frequentEmoji(index, counts, picks, 2)).toHaveLength(2);
  });

  it("offers the web app's popular emoji when there is no history", () => {
    expect(frequentEmoji(index, new Map(), {}, 10).map((e) => e.name)).toEqual(['+1', 'tada', 'heart']);
  });

  it('remembers picks per account, keeping only the most recent', () => {
    let picks = withPick({}, 'unicode_emoji:1f680', 1);
    picks = withPick(picks, 'unicode_emoji:1f680', 2);
    expect(picks['unicode_emoji:1f680']).toEqual({ count: 2, last: 2 });
    for (let i = 0; i < MAX_PICKS + 5; i++) picks = withPick(picks, `unicode_emoji:${i}`, 10 + i);
    expect(Object.keys(picks)).toHaveLength(MAX_PICKS);
    expect(picks['unicode_emoji:1f680']).toBeUndefined();
    expect(pickAccountKey('https://a.example', 4)).not.toBe(pickAccountKey('https://b.example', 4));
  });
});
