import { describe, expect, it } from 'vitest';
import { quoteText, unusedFence } from '../../../../renderer/src/features/message-actions/quote-text';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');

describe('quoteText', () => {
  it('is Zulip’s form: silent mention, [said](link), a quote block of the raw Markdown', () => {
    expect(
      quoteText(en, { name: 'Ada Lovelace', id: 10 }, 'https://x.example/#narrow/near/5', '**bold** _it_'),
    ).toBe('@_**Ada Lovelace|10** [said](https://x.example/#narrow/near/5):\n```quote\n**bold** _it_\n```\n');
  });

  it('uses a longer fence than any code block inside the quote', () => {
    expect(unusedFence('no code')).toBe('```');
    expect(unusedFence('```js\nx\n```')).toBe('````');
    expect(unusedFence('````\n```\n````')).toBe('`````');
    const text = quoteText(en, { name: 'A', id: 1 }, 'L', '```\ncode\n```');
    expect(text).toBe('@_**A|1** [said](L):\n````quote\n```\ncode\n```\n````\n');
  });

  it('says "said" in the writer’s language, keeping Zulip’s syntax around it', () => {
    expect(quoteText(german, { name: 'A', id: 1 }, 'L', 'x')).toBe(
      '@_**A|1** [schrieb](L):\n```quote\nx\n```\n',
    );
  });
});
