// Zulip-flavoured Markdown end to end: a message using every construct, typed into compose and sent,
// comes back from the reference server in the real server's HTML shapes and reaches the DOM with
// the classes and data attributes the client needs (sanitizer included), styled differently in
// light and dark. Then hostile HTML wearing those same shapes keeps its shape and loses the rest.
import { storeMessage } from '../server/realm/messages';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { control, expect, test } from './support/fixtures';

test('renders every Markdown construct sent from compose', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const otherName = server.realm.user(other.user_id)?.full_name ?? '';
  const streamId = await sharedChannel(server, 'md-render', me.user_id, other.user_id);
  const group = [...server.realm.groups.values()].find((g) => g.name === 'design-team');
  const upload = [...server.realm.uploads.keys()].find((path) => path.endsWith('/whiteboard.png'));
  expect(group && upload).toBeTruthy();
  await control(server, '/realm-emoji', { name: 'party_parrot' });

  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Launch'));
  await expect(page.getByText('Loading messages…')).toHaveCount(0);
  const source = [
    `md-e2e: *emphasis*, **bold**, ~~gone~~ and \`code\`, @**${otherName}**, @_**${otherName}**, @*design-team*, @**topic**`,
    'see #**md-render** and #**md-render>Launch** :tada: :party_parrot: at <time:2026-11-25T10:00:00+00:00>',
    '',
    '```python',
    'def greet(name):',
    '    return name',
    '```',
    '',
    '| Step | Owner |',
    '| --- | --- |',
    '| Ship | Ada |',
    '',
    '```quote',
    'Quoted wisdom',
    '```',
    '',
    '```spoiler Secret plan',
    'Hidden detail',
    '```',
    '',
    `[whiteboard.png](/user_uploads/${upload ?? ''})`,
  ].join('\n');
  await page.getByRole('textbox', { name: 'Message' }).fill(source);
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const body = page.getByRole('main').locator('.message-content').filter({ hasText: 'md-e2e:' });
  await expect(body.locator('.spoiler-block')).toHaveCount(1);
  await expect(body.locator('em')).toHaveText('emphasis');
  await expect(body.locator('del')).toHaveText('gone');
  await expect(body.locator(`.user-mention[data-user-id="${other.user_id}"]:not(.silent)`)).toHaveText(
    `@${otherName}`,
  );
  await expect(body.locator('.user-mention.silent')).toHaveText(otherName);
  await expect(body.locator(`.user-group-mention[data-user-group-id="${group?.id}"]`)).toHaveText(
    '@design-team',
  );
  await expect(body.locator('.topic-mention')).toHaveText('@topic');
  await expect(body.locator(`a.stream[data-stream-id="${streamId}"]`)).toHaveText('#md-render');
  await expect(body.locator('a.stream-topic')).toHaveText('#md-render > Launch');
  await expect(body.locator('span.emoji.emoji-1f389')).toHaveAttribute('data-emoji-text', ':tada:');
  await expect(body.locator('span.emoji.emoji-1f389')).toContainText('🎉');
  await expect(body.locator('img.emoji[alt=":party_parrot:"]')).toHaveCount(1);
  await expect(body.locator('time[datetime="2026-11-25T10:00:00Z"]')).toHaveCount(1);
  await expect(body.locator('.codehilite[data-code-language="Python"] pre code')).toContainText('def greet');
  await expect(body.locator('table th').first()).toHaveText('Step');
  await expect(body.locator('blockquote')).toContainText('Quoted wisdom');
  await expect(body.locator('.message_inline_image img')).toHaveCount(1);

  // Spoilers start closed; the header opens them (click handling: features/message-links).
  const spoiler = body.locator('.spoiler-block');
  await expect(spoiler.locator('.spoiler-header')).toContainText('Secret plan');
  await expect(spoiler.locator('.spoiler-content')).toBeHidden();
  await spoiler.locator('.spoiler-header').click();
  await expect(spoiler).toHaveClass(/spoiler-open/);
  await expect(spoiler.locator('.spoiler-content')).toBeVisible();

  // Light and dark each have their own colours for code and mentions.
  const colours = () =>
    body.evaluate((el) => {
      const style = (selector: string) => getComputedStyle(el.querySelector(selector) as Element);
      return [style('.codehilite').backgroundColor, style('.user-mention').color];
    });
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await colours();
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await colours();
  expect(dark[0]).not.toBe(light[0]);
  expect(dark[1]).not.toBe(light[1]);
});

test('keeps the shapes of rendered Markdown and drops what hides in them', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'md-hostile', me.user_id, other.user_id);
  const sender = server.realm.user(other.user_id);
  if (!sender) throw new Error('no sender');
  storeMessage(server.realm, {
    sender,
    type: 'stream',
    stream_id: streamId,
    topic: 'shapes',
    content: 'x',
    rendered_content:
      '<p>hostile-shapes <span class="user-mention" data-user-id="5" data-evil="1" style="color:red" onclick="window.__xss=1">@A</span>' +
      ' <a class="stream" data-stream-id="3" href="javascript:window.__xss=2">#c</a>' +
      ' <time datetime="2026-11-25T10:00:00Z" onmouseover="window.__xss=3">t</time></p>' +
      '<div class="codehilite" data-code-language="Py&quot; onload=&quot;x"><pre><span></span><code>c\n</code></pre></div>' +
      '<div class="spoiler-block" style="position:fixed;inset:0"><div class="spoiler-header" onclick="window.__xss=4">\n<p>h</p>\n</div>' +
      '<div class="spoiler-content" aria-hidden="true">\n<p>s</p>\n</div></div>',
  });

  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'shapes'));
  const body = page.getByRole('main').locator('.message-content').filter({ hasText: 'hostile-shapes' });
  await expect(body.locator('.user-mention[data-user-id="5"]')).toHaveCount(1);
  await expect(body.locator('a.stream[data-stream-id="3"]')).not.toHaveAttribute('href', /javascript/);
  await expect(body.locator('time[datetime="2026-11-25T10:00:00Z"]')).toHaveCount(1);
  await expect(body.locator('.codehilite')).toHaveAttribute('data-code-language', 'Py" onload="x');
  await expect(body.locator('.spoiler-block > .spoiler-header')).toHaveCount(1);
  const leftovers = await body.evaluate((el) =>
    [...el.querySelectorAll('*')].flatMap((node) =>
      node
        .getAttributeNames()
        .filter((name) => name.startsWith('on') || name === 'style' || name === 'data-evil'),
    ),
  );
  expect(leftovers).toEqual([]);
  await body.locator('.spoiler-header').click();
  await body.locator('.user-mention').click();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
