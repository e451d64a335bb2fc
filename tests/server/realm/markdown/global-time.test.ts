// <time:…> global times.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/realm/markdown';

describe('global times', () => {
  it.each([
    ['2026-11-25T10:00:00+00:00', '2026-11-25T10:00:00Z'],
    ['2026-11-25T12:00:00+02:00', '2026-11-25T10:00:00Z'],
    ['2026-11-25T10:00', '2026-11-25T10:00:00Z'],
    ['31 Dec 2017', '2017-12-31T00:00:00Z'],
    ['1496701800', '2017-06-05T22:30:00Z'],
  ])('<time:%s> is %s', (written, datetime) => {
    expect(renderMarkdown(`at <time:${written}>.`)).toBe(
      `<p>at <time datetime="${datetime}">${written}</time>.</p>`,
    );
  });

  it('names a time it cannot read, escaped', () => {
    expect(renderMarkdown('<time:**hello world**>')).toBe(
      '<p><span class="timestamp-error">Invalid time format: **hello world**</span></p>',
    );
    expect(renderMarkdown('<time:<alert(1)>>')).toBe(
      '<p><span class="timestamp-error">Invalid time format: &lt;alert(1)</span>&gt;</p>',
    );
  });
});
