import { describe, expect, it } from 'vitest';
import type { EmojiEntry } from '../../../../renderer/src/features/emoji/emoji-catalog';
import {
  emojiDrawing,
  sheetSetOf,
  spriteStyle,
  unicodeEmoji,
} from '../../../../renderer/src/features/emoji/emoji-drawing';

const thumbs: EmojiEntry = {
  kind: 'unicode_emoji',
  name: '+1',
  aliases: ['thumbsup'],
  code: '1f44d',
  category: 'People & Body',
  sortOrder: 1,
  sheet: { x: 12, y: 61 },
};
const base = { name: '+1', code: '1f44d', kind: 'unicode_emoji', entry: thumbs, sheetReady: true };

describe('emojiDrawing', () => {
  it('draws google, google-blob and twitter from their sprite sheets', () => {
    expect(emojiDrawing({ ...base, emojiset: 'google' })).toEqual({
      kind: 'sprite',
      set: 'google',
      x: 12,
      y: 61,
    });
    expect(emojiDrawing({ ...base, emojiset: 'google-blob' })).toMatchObject({
      kind: 'sprite',
      set: 'google',
    });
    expect(emojiDrawing({ ...base, emojiset: 'twitter' })).toMatchObject({ kind: 'sprite', set: 'twitter' });
    expect(sheetSetOf('text')).toBeNull();
  });

  it('shows :name: text under the text emojiset, for custom emoji too', () => {
    expect(emojiDrawing({ ...base, emojiset: 'text' })).toEqual({ kind: 'text', text: ':+1:' });
    expect(
      emojiDrawing({
        name: 'octo',
        code: '7',
        kind: 'realm_emoji',
        emojiset: 'text',
        customSrc: 'x',
        sheetReady: true,
      }),
    ).toEqual({ kind: 'text', text: ':octo:' });
  });

  it('falls back to the native character while the sheet or the catalog is missing', () => {
    expect(emojiDrawing({ ...base, emojiset: 'google', sheetReady: false })).toEqual({
      kind: 'native',
      text: '👍',
    });
    expect(emojiDrawing({ ...base, emojiset: 'google', entry: undefined })).toEqual({
      kind: 'native',
      text: '👍',
    });
    expect(emojiDrawing({ ...base, emojiset: 'apple' })).toMatchObject({ kind: 'native' });
  });

  it('draws custom emoji as images, and an unknown or broken emoji as :name:', () => {
    const custom = { name: 'octo', code: '7', kind: 'realm_emoji', emojiset: 'google', sheetReady: false };
    expect(emojiDrawing({ ...custom, customSrc: '/media?x' })).toEqual({ kind: 'image', src: '/media?x' });
    expect(emojiDrawing({ ...custom, customSrc: '' })).toEqual({ kind: 'text', text: ':octo:' });
    expect(emojiDrawing({ ...base, code: 'zz', entry: undefined, emojiset: 'google' })).toEqual({
      kind: 'text',
      text: ':+1:',
    });
    expect(unicodeEmoji('1f1fa-1f1f8')).toBe('🇺🇸');
  });

  it('positions a sheet cell for the drawn size', () => {
    expect(spriteStyle('s.png', 12, 61, 32)).toMatchObject({
      backgroundPosition: '-409px -2075px',
      backgroundSize: '2108px',
      width: '32px',
    });
    expect(spriteStyle('s.png', 1, 0, 16)).toMatchObject({
      backgroundPosition: '-17.5px -0.5px',
      backgroundSize: '1054px',
    });
  });
});
