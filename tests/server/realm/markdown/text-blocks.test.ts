// Paragraphs, emphasis, lists, quotes, headings and escaping, against the real server's output
// (zerver/tests/fixtures/markdown_test_cases.json).
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/realm/markdown';

describe('text blocks', () => {
  it.each([
    ['empty', '', ''],
    ['paragraph', 'test_input', '<p>test_input</p>'],
    ['two paragraphs', 'one\n\ntwo', '<p>one</p>\n<p>two</p>'],
    ['single newline keeps a break', 'test\nbar', '<p>test<br>\nbar</p>'],
    ['emphasis', 'A *foo bar* is a *baz quux*', '<p>A <em>foo bar</em> is a <em>baz quux</em></p>'],
    ['strong', '**foo**', '<p><strong>foo</strong></p>'],
    [
      'no underscore emphasis',
      '_foo_ and __bar__ and snake_case_name',
      '<p>_foo_ and __bar__ and snake_case_name</p>',
    ],
    ['strikethrough', 'I like ~~software~~ hardware', '<p>I like <del>software</del> hardware</p>'],
    ['inline code', '`<&nbsp;>`', '<p><code>&lt;&amp;nbsp;&gt;</code></p>'],
    ['html is text', '<h1>stay normal</h1> thanks', '<p>&lt;h1&gt;stay normal&lt;/h1&gt; thanks</p>'],
    ['script is text', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['heading', '# Hello world', '<h1>Hello world</h1>'],
    ['heading needs a space', '#Hello world', '<p>#Hello world</p>'],
    ['no setext heading', 'Title\n---', '<p>Title</p>\n<hr>'],
    ['bullets', 'Some text:\n* One\n* Two', '<p>Some text:</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>'],
    ['numbers from 3', '3. A\n3. B', '<ol start="3">\n<li>A</li>\n<li>B</li>\n</ol>'],
    ['block quote', '> Hello World!', '<blockquote>\n<p>Hello World!</p>\n</blockquote>'],
    ['/me stays in the text', '/me is testing', '<p>/me is testing</p>'],
  ])('%s', (_name, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it('reads Windows line endings as newlines', () => {
    expect(renderMarkdown('a\r\nb')).toBe('<p>a<br>\nb</p>');
  });
});
