// The demo's #design > formatting tips conversation shows every construct the client styles, with
// the real server's classes, and its image preview points at a file the server really holds.
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../server/seed';

const { realm } = buildSeed('demo');
const design = realm.channelByName('design');
const showcase = [...realm.messages.values()].filter(
  (m) => m.stream_id === design?.stream_id && m.topic === 'formatting tips',
);
const html = showcase.map((m) => m.rendered_content).join('\n');

describe('demo showcase', () => {
  it.each([
    ['emphasis', '<em>emphasis</em>'],
    ['strikethrough', '<del>strikethrough</del>'],
    ['numbered list', '<ol>'],
    ['link', '<a href="https://wiki.threadline.test/design-system">links</a>'],
    ['mention', '<span class="user-mention" data-user-id='],
    ['silent mention', '<span class="user-mention silent" data-user-id='],
    ['group mention', '<span class="user-group-mention" data-user-group-id='],
    ['topic wildcard', '<span class="topic-mention">@topic</span>'],
    ['channel link', '<a class="stream" data-stream-id='],
    ['topic link', '<a class="stream-topic" data-stream-id='],
    ['Unicode emoji', 'class="emoji emoji-1f389"'],
    ['custom emoji', '<img alt=":pixel_perfect:" class="emoji" src="/user_avatars/emoji/'],
    ['code block', '<div class="codehilite" data-code-language="TypeScript">'],
    ['table', '<table>'],
    ['quote', '<blockquote>'],
    ['spoiler', '<div class="spoiler-block"><div class="spoiler-header">'],
    ['global time', '<time datetime="'],
    ['image preview', '<div class="message_inline_image">'],
  ])('has a %s', (_name, fragment) => {
    expect(html).toContain(fragment);
  });

  it('has a /me message and an image the server serves', () => {
    expect(showcase.some((m) => m.content.startsWith('/me '))).toBe(true);
    const path = /<img src="\/user_uploads\/([^"]+)"/.exec(html)?.[1] ?? '';
    expect(realm.uploads.get(path)?.content_type).toBe('image/png');
  });

  it('is read history, not part of the member’s unread set', () => {
    const member = [...realm.users.values()].find((u) => u.full_name === 'Sofia Hernández');
    expect(showcase.some((m) => member?.unread.has(m.id))).toBe(false);
    expect(showcase.some((m) => member?.flags.get('mentioned')?.has(m.id))).toBe(true);
  });
});
