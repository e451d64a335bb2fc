import { describe, expect, it } from 'vitest';
import {
  buildEmojiIndex,
  compactEmojiRecords,
  customEmojiEntries,
  emojiKey,
  withCustomEmoji,
  type EmojiRecord,
} from '../../../../renderer/src/features/emoji/emoji-catalog';
import { normalizeEmojiQuery, searchEmoji } from '../../../../renderer/src/features/emoji/emoji-search';
import { zulipEmojiCode, zulipEmojiNames } from '../../../../shared/emoji-names';

function record(unified: string, names: string[], category: string, sortOrder: number): EmojiRecord {
  return {
    unified,
    short_name: names[0]!,
    short_names: names,
    category,
    sort_order: sortOrder,
    sheet_x: sortOrder,
    sheet_y: 1,
    has_img_google: true,
    has_img_twitter: true,
  };
}

const records: EmojiRecord[] = [
  record('1F44D', ['+1', 'thumbsup'], 'People & Body', 200),
  record('1F604', ['smile'], 'Smileys & Emotion', 5),
  record('1F642', ['slightly_smiling_face'], 'Smileys & Emotion', 9),
  record('1F638', ['smile_cat'], 'Animals & Nature', 120),
  record('2764-FE0F', ['heart'], 'Smileys & Emotion', 150),
  record('1F3FB', ['skin-tone-2'], 'Component', 1),
  { ...record('1FAE9', ['face_with_bags'], 'Smileys & Emotion', 190), has_img_twitter: false },
];

describe('emoji index', () => {
  it("uses Zulip's codes: lower case, FE0F dropped, code points joined by '-'", () => {
    expect(zulipEmojiCode('2764-FE0F')).toBe('2764');
    expect(zulipEmojiCode('1F1FA-1F1F8')).toBe('1f1fa-1f1f8');
    expect(zulipEmojiCode('0023-FE0F-20E3')).toBe('0023-20e3');
  });

  it("lets Zulip's names win: smile is 🙂 on a Zulip server, so 😄 loses that name", () => {
    expect(zulipEmojiNames('1f642', ['slightly_smiling_face'])).toEqual([
      'slightly_smiling_face',
      'smile',
      'slight_smile',
    ]);
    expect(zulipEmojiNames('1f604', ['smile'])).toEqual(['big_smile']);
  });

  it('orders by category then sort order, leaving out components and emoji one set cannot draw', () => {
    const index = buildEmojiIndex(compactEmojiRecords(records));
    expect(index.entries.map((e) => e.name)).toEqual([
      'big_smile',
      'slightly_smiling_face',
      'heart',
      '+1',
      'smile_cat',
    ]);
    expect(index.byKey.get(emojiKey('unicode_emoji', '2764'))?.name).toBe('heart');
    expect(index.byKey.get(emojiKey('unicode_emoji', '1f44d'))?.aliases).toEqual(['thumbsup', 'thumbs_up']);
  });

  it("takes the server's names (canonical first) and drops codes the server does not know", () => {
    const index = buildEmojiIndex(compactEmojiRecords(records), {
      '1f44d': ['+1', 'thumbs_up', 'like'],
      '1f642': ['smile', 'slight_smile'],
      '1f604': ['big_smile'],
    });
    expect(index.entries.map((e) => e.name)).toEqual(['big_smile', 'smile', '+1']);
    expect(searchEmoji(index, 'thumbs', 5).map((m) => m.emoji.code)).toEqual(['1f44d']);
  });
});

describe('searchEmoji', () => {
  const custom = customEmojiEntries({
    '7': { name: 'smiley_octopus', source_url: '/user_avatars/1/emoji/7.png', deactivated: false },
    '8': { name: 'smile_old', source_url: '/user_avatars/1/emoji/8.png', deactivated: true },
  });
  const index = withCustomEmoji(buildEmojiIndex(compactEmojiRecords(records)), custom);

  it('puts the exact name first, then prefixes, then word starts', () => {
    // 'smile' is 🙂's name on a Zulip server (an alias here), so it comes first as the exact match.
    expect(searchEmoji(index, 'smile', 10).map((m) => m.emoji.name)).toEqual([
      'slightly_smiling_face',
      'smile_cat',
      'smiley_octopus',
      'big_smile',
    ]);
    expect(searchEmoji(index, 'smiling', 10).map((m) => m.emoji.name)).toEqual(['slightly_smiling_face']);
  });

  it('matches aliases and reports which name matched', () => {
    const [match] = searchEmoji(index, 'thumbsu', 10);
    expect(match?.emoji.name).toBe('+1');
    expect(match?.matchedName).toBe('thumbsup');
  });

  it('includes active custom emoji and hides deactivated ones', () => {
    const found = searchEmoji(index, 'smiley', 10);
    expect(found.map((m) => [m.emoji.kind, m.emoji.code])).toEqual([['realm_emoji', '7']]);
    expect(searchEmoji(index, 'smile_old', 10)).toEqual([]);
  });

  it('normalizes what users type and honours the limit', () => {
    expect(normalizeEmojiQuery(' :Smile Cat')).toBe('smile_cat');
    expect(normalizeEmojiQuery(':-1:')).toBe('-1');
    expect(searchEmoji(index, ':smile', 2)).toHaveLength(2);
    expect(searchEmoji(index, '', 10)).toEqual([]);
    expect(searchEmoji(index, 'zzz', 10)).toEqual([]);
  });
});
