// User, silent, wildcard and group mentions, and what they notify (findMentions).
import { describe, expect, it } from 'vitest';
import { findMentions, renderMarkdown } from '../../../../server/realm/markdown';
import { lookup } from './fake-lookup';

describe('mentions', () => {
  it.each([
    ['by name', '@**Ada Lovelace**', '<span class="user-mention" data-user-id="7">@Ada Lovelace</span>'],
    [
      'by name, any case',
      '@**ada lovelace**',
      '<span class="user-mention" data-user-id="7">@Ada Lovelace</span>',
    ],
    [
      'by name and id',
      '@**Someone|8**',
      '<span class="user-mention" data-user-id="8">@Grace &lt;Hopper&gt;</span>',
    ],
    [
      'silent',
      '@_**Ada Lovelace**',
      '<span class="user-mention silent" data-user-id="7">Ada Lovelace</span>',
    ],
    [
      'channel wildcard',
      '@**all**',
      '<span class="user-mention channel-wildcard-mention" data-user-id="*">@all</span>',
    ],
    [
      'silent channel wildcard',
      '@_**everyone**',
      '<span class="user-mention channel-wildcard-mention silent" data-user-id="*">everyone</span>',
    ],
    ['topic wildcard', '@**topic**', '<span class="topic-mention">@topic</span>'],
    ['group', '@*design*', '<span class="user-group-mention" data-user-group-id="31">@design</span>'],
    [
      'silent group',
      '@_*design*',
      '<span class="user-group-mention silent" data-user-group-id="31">design</span>',
    ],
  ])('%s', (_name, source, span) => {
    expect(renderMarkdown(`hi ${source} there`, lookup)).toBe(`<p>hi ${span} there</p>`);
  });

  it('leaves unknown people and groups as text, as the real server does', () => {
    expect(renderMarkdown('@**Invalid User** @*nogroup*', lookup)).toBe(
      '<p>@<strong>Invalid User</strong> @<em>nogroup</em></p>',
    );
  });

  it('needs a word start before the @', () => {
    expect(renderMarkdown('mail@**Ada Lovelace**', lookup)).not.toContain('user-mention');
  });

  it('resolves nothing without a lookup', () => {
    expect(renderMarkdown('@**Ada Lovelace**')).toBe('<p>@<strong>Ada Lovelace</strong></p>');
  });
});

describe('findMentions', () => {
  it('lists mentioned people and members of mentioned groups, not silent ones', () => {
    const found = findMentions('@**Ada Lovelace** @_**Grace <Hopper>**', lookup);
    expect([...found.userIds]).toEqual([7]);
    expect(findMentions('@_*design*', lookup).userIds.size).toBe(0);
    const group = findMentions('@*design*', lookup);
    expect([...group.userIds].sort()).toEqual([7, 8]);
    expect([...group.groupIds]).toEqual([31]);
  });

  it('tells channel and topic wildcards apart, and ignores silent ones', () => {
    expect(findMentions('@**channel**', lookup)).toMatchObject({
      channelWildcard: true,
      topicWildcard: false,
    });
    expect(findMentions('@**topic**', lookup)).toMatchObject({ channelWildcard: false, topicWildcard: true });
    expect(findMentions('@_**all**', lookup)).toMatchObject({ channelWildcard: false, topicWildcard: false });
  });

  it('ignores mentions in code and finds them in quotes and spoilers', () => {
    expect(findMentions('`@**Ada Lovelace**`', lookup).userIds.size).toBe(0);
    expect(findMentions('```spoiler @**Ada Lovelace**\nx\n```', lookup).userIds.has(7)).toBe(true);
    expect(findMentions('```quote\n@**all**\n```', lookup).channelWildcard).toBe(true);
  });

  it('does not count a mention inside a link label twice or from a scan', () => {
    const found = findMentions('[@**Ada Lovelace**](https://example.com)', lookup);
    expect([...found.userIds]).toEqual([7]);
  });
});
