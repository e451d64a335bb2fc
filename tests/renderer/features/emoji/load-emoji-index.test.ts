import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  buildEmojiIndex,
  compactEmojiRecords,
  emojiKey,
  type EmojiRecord,
} from '../../../../renderer/src/features/emoji/emoji-catalog';
import { searchEmoji } from '../../../../renderer/src/features/emoji/emoji-search';
import { checkEmojiData, loadEmojiIndex } from '../../../../renderer/src/features/emoji/load-emoji-index';

describe('the packaged emoji data', () => {
  const file = createRequire(import.meta.url).resolve('emoji-datasource/emoji.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as EmojiRecord[];
  const index = buildEmojiIndex(compactEmojiRecords(records));

  it('indexes the package with Zulip-style codes', () => {
    expect(index.entries.length).toBeGreaterThan(1500);
    expect(index.byKey.get(emojiKey('unicode_emoji', '1f600'))?.name).toBe('grinning');
    expect(index.byKey.get(emojiKey('unicode_emoji', '2764'))?.name).toBe('heart');
    expect(searchEmoji(index, 'thumbsup', 1)[0]?.emoji.code).toBe('1f44d');
  });

  it('loads the same index lazily from the build-time data, renamed by server names when given', async () => {
    expect((await loadEmojiIndex()).entries).toEqual(index.entries);
    const renamed = await loadEmojiIndex({ '1f44d': ['+1', 'thumbs_up'] });
    expect(renamed.entries.map((e) => [e.name, e.aliases])).toEqual([['+1', ['thumbs_up']]]);
  });

  it('refuses data that is not a list of emoji', () => {
    expect(() => checkEmojiData({})).toThrow(/list of emoji/);
    expect(() => checkEmojiData([{ name: 1 }, ['1f600', 'grinning']])).toThrow(/no emoji/);
  });
});
