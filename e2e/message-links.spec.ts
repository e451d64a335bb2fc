// Links inside messages stay inside: a `#**channel>topic**` link and a message link (the web app's
// `…/near/ID` form, on the realm's full URL) navigate in the app, the second to the message itself;
// a mention opens the profile card; another site goes to the system browser (window.open, which
// Electron hands to shell.openExternal); an uploaded image shows through main and opens in the
// lightbox; an uploaded file downloads through the web host's GET /download.
import { readFile } from 'node:fs/promises';
import { storeMessage } from '../server/realm/messages';
import { control, expect, signIn, test } from './support/fixtures';

test('links, mentions, images and files in messages', async ({ page, app, server, me }) => {
  test.setTimeout(90_000);
  const realm = server.realm;
  const general = realm.channelByName('general');
  const other = server.accounts.find((a) => !a.is_bot && a.user_id !== me.user_id);
  const sender = other && realm.user(other.user_id);
  if (!general || !other || !sender) throw new Error('seed changed');
  const slug = `${general.stream_id}-general`;
  const post = (topic: string, html: string) => {
    const message = storeMessage(realm, {
      sender,
      type: 'stream',
      stream_id: general.stream_id,
      topic,
      content: 'seeded',
      rendered_content: html,
    });
    realm.user(me.user_id)?.unread.delete(message.id);
    return message.id;
  };

  // The destination: one message, then enough after it that it is not where the topic opens.
  const targetId = post('destination', '<p>The destination message.</p>');
  for (let i = 0; i < 250; i++) post('destination', `<p>Later message ${i}.</p>`);

  const image = async (name: string, width: number) =>
    (await control(server, '/seed-file', { owner_id: other.user_id, filename: name, width, height: 40 }))
      .url as string;
  const first = await image('first.png', 60);
  const second = await image('second.png', 90);
  const notes = 'Meeting notes: ship it.\n';
  const file = (
    await control(server, '/seed-file', {
      owner_id: other.user_id,
      filename: 'notes.txt',
      type: 'text/plain',
      base64: Buffer.from(notes).toString('base64'),
    })
  ).url as string;
  const preview = (url: string, name: string) =>
    `<div class="message_inline_image"><a href="${url}" title="${name}"><img src="${url}"></a></div>`;

  post(
    'links',
    `<p><a class="stream-topic" data-stream-id="${general.stream_id}" href="/#narrow/channel/${slug}/topic/destination">#general &gt; destination</a></p>`,
  );
  post(
    'links',
    `<p>See <a href="${server.url}/#narrow/channel/${slug}/topic/destination/near/${targetId}">this message</a></p>`,
  );
  post(
    'links',
    `<p>Hi <span class="user-mention" data-user-id="${other.user_id}">@${other.full_name}</span> and <span class="user-mention" data-user-id="*">@all</span></p>`,
  );
  post('links', '<p>Read <a href="https://example.org/page">the outside page</a></p>');
  post('links', `<p>Also <a href="#narrow/id/${targetId}">the same message by id</a></p>`);
  post(
    'links',
    `<p><a href="${first}">first.png</a> <a href="${second}">second.png</a></p>\n${preview(first, 'first.png')}${preview(second, 'second.png')}`,
  );
  post('links', `<p>Notes: <a href="${file}">notes.txt</a></p>`);
  const group = [...realm.groups.values()].find((g) => !g.is_system_group && g.members.size > 0);
  if (!group) throw new Error('seed changed: no named group');
  post(
    'links',
    `<p>Ping <span class="user-group-mention" data-user-group-id="${group.id}">@${group.name}</span></p>`,
  );
  post(
    'links',
    '<div class="spoiler-block"><div class="spoiler-header"><p>Plot twist</p></div><div class="spoiler-content" aria-hidden="true"><p>The butler did it.</p></div></div>',
  );
  post('links', '<p>Call at <time datetime="2024-01-04T15:00:00Z">2024-01-04T15:00:00Z</time></p>');

  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await signIn(page, app, server, me);
  const linksHash = `#/channel/${general.stream_id}/topic/links`;
  await page.evaluate((h) => (window.location.hash = h), linksHash);
  const list = page.getByRole('group', { name: 'Messages', exact: true });
  await expect(list.getByText('Notes:')).toBeVisible();

  // A wildcard mention does nothing; a person's mention opens their card.
  await list.getByText('@all', { exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await list.getByText(`@${other.full_name}`, { exact: true }).click();
  const card = page.getByRole('dialog', { name: other.full_name });
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  // A group mention shows the group's members.
  await list.getByText(`@${group.name}`, { exact: true }).click();
  const groupCard = page.getByRole('dialog', { name: `@${group.name}` });
  await expect(groupCard.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(
    group.members.size,
  );
  await page.keyboard.press('Escape');
  await expect(groupCard).toBeHidden();

  // A spoiler opens from its header, by mouse and by keyboard; a global time reads locally.
  const spoilerHeader = list.getByRole('button', { name: 'Plot twist' });
  await expect(spoilerHeader).toHaveAttribute('aria-expanded', 'false');
  await expect(list.getByText('The butler did it.')).toBeHidden();
  await spoilerHeader.click();
  await expect(list.getByText('The butler did it.')).toBeVisible();
  await expect(spoilerHeader).toHaveAttribute('aria-expanded', 'true');
  await expect(list.locator('.spoiler-content')).toHaveAttribute('aria-hidden', 'false');
  await spoilerHeader.press('Enter');
  await expect(spoilerHeader).toHaveAttribute('aria-expanded', 'false');
  await expect(list.getByText('The butler did it.')).toBeHidden();
  const time = list.locator('time[datetime="2024-01-04T15:00:00Z"]');
  await expect(time).toContainText('2024');
  await expect(time).not.toContainText('T15:00');

  // Another site: the system browser, and the app stays where it is.
  await list.getByRole('link', { name: 'the outside page' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
    .toEqual(['https://example.org/page']);
  expect(await page.evaluate(() => window.location.hash)).toBe(linksHash);

  // The image shows inline through main (Basic auth on /user_uploads), then in the lightbox.
  const thumb = list.locator('.message_inline_image img').first();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
  await thumb.click();
  const lightbox = page.getByRole('dialog', { name: 'first.png' });
  await expect(lightbox).toBeVisible();
  await expect
    .poll(() => lightbox.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(60);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'second.png' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('2 / 2');
  await expect(page.getByRole('button', { name: 'Open in browser' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A file of the realm downloads through the host, with its name and bytes.
  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: 'notes.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('notes.txt');
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(notes);
  expect(download.url()).not.toContain(other.api_key);

  // A channel-and-topic link navigates in the app.
  await list.getByRole('link', { name: '#general > destination' }).click();
  await expect(page).toHaveURL(new RegExp(`#/channel/${general.stream_id}/topic/destination$`));
  await expect(
    page.getByRole('group', { name: 'Messages', exact: true }).getByText('Later message 249.'),
  ).toBeVisible();

  // A message link opens its topic at that message, highlighted, loading around it.
  await page.goBack();
  await expect(list.getByText('Notes:')).toBeVisible();
  await list.getByRole('link', { name: 'this message' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/channel/${general.stream_id}/topic/destination/near/${targetId}$`),
  );
  const anchored = page.locator('.message-slot.is-anchor');
  await expect(anchored).toContainText('The destination message.');
  await expect(anchored).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toHaveLength(1);

  // A link naming only the message finds its conversation.
  await page.goBack();
  await expect(list.getByText('Notes:')).toBeVisible();
  await list.getByRole('link', { name: 'the same message by id' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/channel/${general.stream_id}/topic/destination/near/${targetId}$`),
  );
  await expect(page.locator('.message-slot.is-anchor')).toContainText('The destination message.');
});
