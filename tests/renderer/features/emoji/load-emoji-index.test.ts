import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEmojiIndex, parseEmojiRecords } from '../../../../renderer/src/features/emoji/load-emoji-index';
import { buildEmojiIndex, emojiKey } from '../../../../renderer/src/features/emoji/emoji-catalog';
import { searchEmoji } from '../../../../renderer/src/features/emoji/emoji-search';

describe('the packaged emoji data', () => {
  const text = readFileSync(require.resolve('emoji-datasource/emoji.json'), 'utf8');
  const index = buildEmojiIndex(parseEmojiRecords(text));

  it('indexes the package with Zulip-style codes', () => {
    expect(index.entries.length).toBeGreaterThan(1500);
    expect(index.byKey.get(emojiKey('unicode_emoji', '1f600'))?.name).toBe('grinning');
    expect(index.byKey.get(emojiKey('unicode_emoji', '2764'))?.name).toBe('heart');
    expect(searchEmoji(index, 'thumbsup', 1)[0]?.emoji.code).toBe('1f44d');
  });

  it('loads the same index lazily, renamed by server names when given', async () => {
    const loaded = await loadEmojiIndex({ '1f44d': ['+1', 'thumbs_up'] });
    expect(loaded.entries.map((e) => [e.name, e.aliases])).toEqual([['+1', ['thumbs_up']]]);
    expect((await loadEmojiIndex()).entries).toHaveLength(index.entries.length);
  });

  it('refuses data that is not a list of emoji', () => {
    expect(() => parseEmojiRecords('{}')).toThrow(/list of emoji/);
    expect(() => parseEmojiRecords('[{"name":1}]')).toThrow(/no emoji/);
  });
});
