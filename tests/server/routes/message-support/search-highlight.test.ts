// match_content and match_subject: highlight spans around matched words in text nodes only, the
// HTML otherwise unchanged (tags, attributes, entities), and the topic escaped.
import { describe, expect, it } from 'vitest';
import { highlightContent, highlightTopic } from '../../../../server/routes/message-support/search-highlight';
import { parseSearch } from '../../../../server/routes/message-support/search-words';

const H = (s: string) => `<span class="highlight">${s}</span>`;
const content = (html: string, operand: string) => highlightContent(html, parseSearch(operand));

describe('match_content', () => {
  it('wraps each matching word, keeping its case and the rest of the HTML', () => {
    expect(content('<p>Lunch on Friday, lunches later</p>', 'lunch')).toBe(
      `<p>${H('Lunch')} on Friday, ${H('lunches')} later</p>`,
    );
  });

  it('never touches tag names, attributes or their values', () => {
    const html =
      '<p><a href="https://lunch.test/lunch" title="lunch">menu</a> <span class="lunch">x</span></p>';
    expect(content(html, 'lunch')).toBe(html);
    expect(content('<p><a href="https://lunch.test/" title="lunch">lunch</a></p>', 'lunch')).toBe(
      `<p><a href="https://lunch.test/" title="lunch">${H('lunch')}</a></p>`,
    );
  });

  it('keeps entities as they are and does not match their names', () => {
    expect(content('<p>Tom &amp; Jerry &lt;amp&gt;</p>', 'amp')).toBe(
      `<p>Tom &amp; Jerry &lt;${H('amp')}&gt;</p>`,
    );
    expect(content('<p>caf&eacute; &amp;</p>', 'amp')).toBe('<p>caf&eacute; &amp;</p>');
    expect(content('<p>R&amp;D &quot;plan&quot;</p>', 'plan d')).toBe(
      `<p>R&amp;${H('D')} &quot;${H('plan')}&quot;</p>`,
    );
  });

  it('wraps a phrase whole, and piece by piece when it crosses a tag', () => {
    expect(content('<p>the release checklist is done</p>', '"release checklist"')).toBe(
      `<p>the ${H('release checklist')} is done</p>`,
    );
    expect(content('<p>the <strong>release</strong> checklist</p>', '"release checklist"')).toBe(
      `<p>the <strong>${H('release')}</strong>${H(' checklist')}</p>`,
    );
    expect(content('<p>release notes, checklist</p>', '"release checklist"')).toBe(
      '<p>release notes, checklist</p>',
    );
  });

  it('highlights words of code blocks and links text like any text', () => {
    expect(
      content('<div class="codehilite"><pre><span></span><code>deploy --now\n</code></pre></div>', 'deploy'),
    ).toBe(`<div class="codehilite"><pre><span></span><code>${H('deploy')} --now\n</code></pre></div>`);
  });
});

describe('match_subject', () => {
  it('escapes the topic and wraps matches', () => {
    expect(highlightTopic('Q3 <roadmap> & "plans"', parseSearch('roadmap plan'))).toBe(
      `Q3 &lt;${H('roadmap')}&gt; &amp; &quot;${H('plans')}&quot;`,
    );
    expect(highlightTopic('nothing here', parseSearch('roadmap'))).toBe('nothing here');
  });
});
