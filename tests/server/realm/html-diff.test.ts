// content_html_diff: inserted and deleted words marked with the real server's classes, tags kept
// from the new rendering, and a bounded cost for long messages.
import { describe, expect, it } from 'vitest';
import { htmlDiff } from '../../../server/realm/html-diff';

describe('htmlDiff', () => {
  it('marks inserted and deleted words inside the new markup', () => {
    expect(htmlDiff('<p>a quick fox</p>', '<p>a slow <strong>fox</strong></p>')).toBe(
      '<p>a <span class="highlight_text_deleted">quick</span><span class="highlight_text_inserted">slow</span> <strong>fox</strong></p>',
    );
  });

  it('changes nothing when the rendering is the same, and gives up word by word past a size', () => {
    expect(htmlDiff('<p>same</p>', '<p>same</p>')).toBe('<p>same</p>');
    const long = `<p>${'word '.repeat(50_000)}</p>`;
    expect(htmlDiff(long, '<p>short</p>')).toBe('<span class="highlight_text_inserted"><p>short</p></span>');
  });
});
