// The catalog takes the server's emoji names when main has them, and the package's otherwise.
import { describe, expect, it } from 'vitest';
import { emojiKey } from '../../../../renderer/src/features/emoji/emoji-catalog';
import { searchEmoji } from '../../../../renderer/src/features/emoji/emoji-search';
import {
  loadServerEmojiIndex,
  serverEmojiNames,
} from '../../../../renderer/src/features/emoji/server-emoji-names';

const asked: unknown[] = [];
const answering =
  (value: { codeToNames: Record<string, string[]> } | null) => (_name: string, params: unknown) => {
    asked.push(params);
    return Promise.resolve(value);
  };

describe("the server's emoji names", () => {
  it('names the catalog as the server does, so a name only the server has is searchable', async () => {
    const index = await loadServerEmojiIndex(
      answering({ codeToNames: { '1f600': ['grinning', 'server_only_grin'], '1f44d': ['+1', 'thumbs_up'] } }),
      'a2',
    );
    // Asked as the account whose catalog it is.
    expect(asked.at(-1)).toEqual({ accountId: 'a2' });
    expect(index.entries.map((e) => e.code)).toEqual(['1f600', '1f44d']);
    expect(searchEmoji(index, 'server_only', 5).map((r) => r.emoji.name)).toEqual(['grinning']);
    expect(index.byKey.get(emojiKey('unicode_emoji', '1f44d'))?.name).toBe('+1');
  });

  it('falls back to the package names when the server has none', async () => {
    expect(await serverEmojiNames(answering(null), 'a1')).toBeUndefined();
    const index = await loadServerEmojiIndex(answering(null), 'a1');
    expect(index.entries.length).toBeGreaterThan(1500);
  });

  it('falls back, logging once, when main cannot get them', async () => {
    const warnings: string[] = [];
    const names = await serverEmojiNames(
      () => Promise.reject(new Error('the file is not JSON')),
      'a1',
      (message) => warnings.push(message),
    );
    expect(names).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/built-in emoji names/);
  });
});
