// :emoji: by Zulip's names, custom emoji, and names that are not emoji.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/realm/markdown';
import { lookup } from './fake-lookup';

const span = (name: string, code: string) =>
  `<span aria-label="${name.replace(/_/g, ' ')}" class="emoji emoji-${code}" role="img" title="${name.replace(/_/g, ' ')}">:${name}:</span>`;

describe('emoji', () => {
  it.each([
    ['smile', '1f642'],
    ['poop', '1f4a9'],
    ['airplane', '2708'],
    ['cat', '1f408'],
    ['+1', '1f44d'],
    ['thumbs_up', '1f44d'],
    ['heart', '2764'],
    ['hash', '0023-20e3'],
    ['octopus', '1f419'],
  ])(':%s: is %s', (name, code) => {
    expect(renderMarkdown(`:${name}:`)).toBe(`<p>${span(name, code)}</p>`);
  });

  it('reads emoji without spaces between them', () => {
    expect(renderMarkdown(':cat:hello:dog::rabbit:')).toBe(
      `<p>${span('cat', '1f408')}hello${span('dog', '1f415')}${span('rabbit', '1f407')}</p>`,
    );
  });

  it('leaves unknown names and skin tones as text', () => {
    expect(renderMarkdown(':not_an_emoji: :skin-tone-2: x::y')).toBe(
      '<p>:not_an_emoji: :skin-tone-2: x::y</p>',
    );
  });

  it("shows the organization's custom emoji as an image", () => {
    expect(renderMarkdown(':party_parrot:', lookup)).toBe(
      '<p><img alt=":party_parrot:" class="emoji" src="/user_avatars/emoji/3.svg" title="party parrot"></p>',
    );
    expect(renderMarkdown(':party_parrot:')).toBe('<p>:party_parrot:</p>');
  });

  it('works inside strong text', () => {
    expect(renderMarkdown('**:smile:**')).toBe(`<p><strong>${span('smile', '1f642')}</strong></p>`);
  });
});
