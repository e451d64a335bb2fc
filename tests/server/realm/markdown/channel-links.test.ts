// Channel and topic links, with Zulip's hash encoding.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../server/realm/markdown';
import { lookup } from './fake-lookup';

describe('channel links', () => {
  it('links a channel', () => {
    expect(renderMarkdown('see #**general**', lookup)).toBe(
      '<p>see <a class="stream" data-stream-id="5" href="/#narrow/channel/5-general">#general</a></p>',
    );
  });

  it('links a topic, encoding spaces and dots as Zulip does', () => {
    expect(renderMarkdown('#**design team>v2.0 logo**', lookup)).toBe(
      '<p><a class="stream-topic" data-stream-id="6" href="/#narrow/channel/6-design-team/topic/v2.2E0.20logo">#design team &gt; v2.0 logo</a></p>',
    );
  });

  it('leaves an unknown channel as text', () => {
    expect(renderMarkdown('#**nowhere**', lookup)).toBe('<p>#<strong>nowhere</strong></p>');
  });

  it('escapes a topic that looks like HTML', () => {
    const html = renderMarkdown('#**general><img src=x>**', lookup);
    expect(html).toContain('#general &gt; &lt;img src=x&gt;</a>');
    expect(html).not.toContain('<img');
  });
});

describe('message links', () => {
  it('links one message in a topic', () => {
    expect(renderMarkdown('#**general>plans@42**', lookup)).toBe(
      '<p><a class="message-link" href="/#narrow/channel/5-general/topic/plans/near/42">#general &gt; plans @ 💬</a></p>',
    );
  });
});
