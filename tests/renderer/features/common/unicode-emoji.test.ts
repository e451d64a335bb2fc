// Zulip emoji codes to characters.
import { describe, expect, it } from 'vitest';
import { emojiGlyph } from '../../../../renderer/src/features/common/unicode-emoji';

describe('emojiGlyph', () => {
  it('draws single code points with emoji presentation', () => {
    expect(emojiGlyph('1f642')).toBe('\u{1f642}\ufe0f');
    expect(emojiGlyph('2764')).toBe('\u2764\ufe0f');
  });

  it('draws sequences, putting U+FE0F back before a keycap', () => {
    expect(emojiGlyph('1f937-200d-2640')).toBe('\u{1f937}\u200d\u2640');
    expect(emojiGlyph('0023-20e3')).toBe('#\ufe0f\u20e3');
  });

  it('refuses what is not a code', () => {
    expect(emojiGlyph('smile')).toBeNull();
    expect(emojiGlyph('110000')).toBeNull();
    expect(emojiGlyph('d800')).toBeNull();
    expect(emojiGlyph('')).toBeNull();
  });
});
