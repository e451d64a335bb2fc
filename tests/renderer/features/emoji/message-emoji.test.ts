// How a Unicode emoji inside a rendered message is drawn under each emojiset.
import { describe, expect, it } from 'vitest';
import { emojiKey, type EmojiEntry } from '../../../../renderer/src/features/emoji/emoji-catalog';
import { hasMessageEmoji, messageEmojiLook } from '../../../../renderer/src/features/emoji/message-emoji';

const smile: EmojiEntry = {
  kind: 'unicode_emoji',
  name: 'smile',
  aliases: [],
  code: '1f642',
  category: 'Smileys & Emotion',
  sortOrder: 1,
  sheet: { x: 32, y: 14 },
};
const byKey = new Map([[emojiKey('unicode_emoji', '1f642'), smile]]);
const loaded = { byKey, sheetUrl: '/assets/32.png' };

describe('messageEmojiLook', () => {
  it('draws google, google-blob and twitter from the loaded sheet, keeping the character', () => {
    for (const emojiset of ['google', 'google-blob', 'twitter']) {
      const look = messageEmojiLook('1f642', ':smile:', { emojiset, ...loaded });
      expect(look?.text).toBe('\u{1f642}\ufe0f');
      expect(look?.sprite).toMatchObject({
        width: '1.25em',
        height: '1.25em',
        backgroundImage: 'url("/assets/32.png")',
      });
    }
  });

  it('places the cell by the catalog, scaled to the text size in em', () => {
    const look = messageEmojiLook('1f642', ':smile:', { emojiset: 'google', ...loaded });
    const scale = 1.25 / 32;
    expect(look?.sprite?.backgroundPosition).toBe(`${-(32 * 34 + 1) * scale}em ${-(14 * 34 + 1) * scale}em`);
    expect(look?.sprite?.backgroundSize).toBe(`${62 * 34 * scale}em`);
  });

  it('writes the server name for "text", whatever is loaded', () => {
    expect(messageEmojiLook('1f642', ':smile:', { emojiset: 'text', ...loaded })).toEqual({
      text: ':smile:',
      sprite: null,
    });
  });

  it('shows the character while the catalog or the sheet is missing, or for an unknown code', () => {
    const native = { text: '\u{1f642}\ufe0f', sprite: null };
    expect(messageEmojiLook('1f642', ':smile:', { emojiset: 'google' })).toEqual(native);
    expect(messageEmojiLook('1f642', ':smile:', { emojiset: 'google', byKey })).toEqual(native);
    expect(messageEmojiLook('1f642', ':smile:', { emojiset: 'google', sheetUrl: '/s.png' })).toEqual(native);
    expect(messageEmojiLook('1f600', ':grinning:', { emojiset: 'twitter', ...loaded })).toEqual({
      text: '\u{1f600}\ufe0f',
      sprite: null,
    });
  });

  it('leaves alone what is not an emoji code', () => {
    expect(messageEmojiLook('smile', ':smile:', { emojiset: 'google', ...loaded })).toBeNull();
  });
});

describe('hasMessageEmoji', () => {
  it('spots the sanitizer mark only', () => {
    expect(
      hasMessageEmoji('<p><span class="emoji emoji-1f642" data-emoji-text=":smile:">🙂</span></p>'),
    ).toBe(true);
    expect(hasMessageEmoji('<p><img class="emoji" alt=":parrot:"> an emoji</p>')).toBe(false);
  });
});
