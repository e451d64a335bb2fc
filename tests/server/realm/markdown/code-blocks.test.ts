// Code blocks, ```quote and ```spoiler fences in the real server's shapes.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/realm/markdown';
import { lookup } from './fake-lookup';

describe('code blocks', () => {
  it('names the language as Pygments does and escapes the code', () => {
    expect(renderMarkdown('```py\nprint("<hi>")  \n```')).toBe(
      '<div class="codehilite" data-code-language="Python"><pre><span></span><code>print(&quot;&lt;hi&gt;&quot;)\n</code></pre></div>',
    );
  });

  it('keeps an unknown language as written and leaves out the attribute without one', () => {
    expect(renderMarkdown('``` inventedlanguage\nx\n```')).toContain('data-code-language="inventedlanguage"');
    expect(renderMarkdown('~~~\n& &amp;\n~~~')).toBe(
      '<div class="codehilite"><pre><span></span><code>&amp; &amp;amp;\n</code></pre></div>',
    );
  });

  it('renders indented code the same way', () => {
    expect(renderMarkdown('    def foo(): pass')).toBe(
      '<div class="codehilite"><pre><span></span><code>def foo(): pass\n</code></pre></div>',
    );
  });

  it('does not read Markdown or mentions inside code', () => {
    expect(renderMarkdown('```\n**x** @**Ada Lovelace**\n```', lookup)).toContain(
      '<code>**x** @**Ada Lovelace**\n</code>',
    );
  });
});

describe('quote fences', () => {
  it('renders their content as Markdown inside a block quote', () => {
    expect(
      renderMarkdown('Hamlet said:\n~~~ quote\nTo be or **not** to be.\n\nThat is the question\n~~~'),
    ).toBe(
      '<p>Hamlet said:</p>\n<blockquote>\n<p>To be or <strong>not</strong> to be.</p>\n<p>That is the question</p>\n</blockquote>',
    );
  });

  it('resolves mentions inside the quote', () => {
    expect(renderMarkdown('```quote\n@_**Ada Lovelace|7** said\n```', lookup)).toBe(
      '<blockquote>\n<p><span class="user-mention silent" data-user-id="7">Ada Lovelace</span> said</p>\n</blockquote>',
    );
  });
});

describe('spoilers', () => {
  it('has a header, and content hidden from screen readers until opened', () => {
    expect(renderMarkdown('```spoiler header\ncontent\n```\noutside spoiler\n')).toBe(
      '<div class="spoiler-block"><div class="spoiler-header">\n<p>header</p>\n</div><div class="spoiler-content" aria-hidden="true">\n<p>content</p>\n</div></div>\n<p>outside spoiler</p>',
    );
  });

  it('may have no header', () => {
    expect(renderMarkdown('```spoiler\ncontent\n```')).toBe(
      '<div class="spoiler-block"><div class="spoiler-header">\n</div><div class="spoiler-content" aria-hidden="true">\n<p>content</p>\n</div></div>',
    );
  });

  it('escapes HTML in the header and the content', () => {
    expect(renderMarkdown('```spoiler <script>alert(1)</script>\n<script>alert(1)</script>\n```')).toBe(
      '<div class="spoiler-block"><div class="spoiler-header">\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n</div><div class="spoiler-content" aria-hidden="true">\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n</div></div>',
    );
  });
});
