// Links, autolinks, tables, and previews of uploaded images.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/realm/markdown';

describe('links', () => {
  it.each([
    ['named link', '[hello](https://github.com)', '<p><a href="https://github.com">hello</a></p>'],
    ['autolink', 'https://github.com', '<p><a href="https://github.com">https://github.com</a></p>'],
    [
      'link in strikethrough',
      '~~test http://xx.xx link~~',
      '<p><del>test <a href="http://xx.xx">http://xx.xx</a> link</del></p>',
    ],
    ['javascript link is text', '[foo](javascript:alert(1))', '<p>[foo](javascript:alert(1))</p>'],
    [
      'no reference links',
      'Hello [world]\n\n[world]: https://google.com',
      '<p>Hello [world]</p>\n<p>[world]: <a href="https://google.com">https://google.com</a></p>',
    ],
  ])('%s', (_name, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });
});

describe('tables', () => {
  it('renders a pipe table', () => {
    expect(renderMarkdown('First | Second\n----- | ------\na | b')).toBe(
      '<table>\n<thead>\n<tr>\n<th>First</th>\n<th>Second</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>a</td>\n<td>b</td>\n</tr>\n</tbody>\n</table>',
    );
  });
});

describe('uploaded image previews', () => {
  const path = '/user_uploads/2/ab/cat.png';
  const preview = `<div class="message_inline_image"><a href="${path}" title="cat.png"><img src="${path}"></a></div>`;

  it('follows the paragraph holding the link', () => {
    expect(renderMarkdown(`[cat.png](${path})`)).toBe(`<p><a href="${path}">cat.png</a></p>\n${preview}`);
  });

  it('is added once per image and goes inside a list item', () => {
    expect(renderMarkdown(`* [cat.png](${path}) [cat.png](${path})`)).toBe(
      `<ul>\n<li><a href="${path}">cat.png</a> <a href="${path}">cat.png</a>${preview}</li>\n</ul>`,
    );
  });

  it('is not added for other files or other sites', () => {
    expect(renderMarkdown('[notes.pdf](/user_uploads/2/ab/notes.pdf)')).not.toContain('message_inline_image');
    expect(renderMarkdown('https://example.com/cat.png')).not.toContain('message_inline_image');
  });
});
