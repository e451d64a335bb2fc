// Accessibility sweep of the signed-in window's views (issue 20): the sidebar with the home view,
// every narrow kind (channel, topic, direct messages, combined feed, mentions, starred), the Inbox,
// Recent conversations and a search — each in light, dark and forced colours, with no serious or
// critical axe violation.
import { a11yWorld, openView } from './support/a11y-world';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test('the sidebar and every narrow pass axe in every colour mode', async ({ page, app, server, me }) => {
  const world = await a11yWorld(page, app, server, me);
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  await expectAccessible(page, 'home with the sidebar');

  await openView(page, `#/channel/${world.streamId}`, 'a11y-checks');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page, 'channel narrow');

  await openView(page, world.topicHash);
  await expect(page.getByRole('article').filter({ hasText: 'quoted words' })).toBeVisible();
  await expectAccessible(page, 'topic narrow');

  await openView(page, world.dmHash);
  await expect(page.getByRole('article').filter({ hasText: 'still unread' })).toBeVisible();
  await expectAccessible(page, 'direct message narrow');

  for (const [hash, title] of [
    ['#/feed', 'Combined feed'],
    ['#/mentions', 'Mentions'],
    ['#/starred', 'Starred messages'],
  ] as const) {
    await openView(page, hash, title);
    await expectAccessible(page, `${title} narrow`);
  }
});

test('the Inbox, Recent conversations and search pass axe in every colour mode', async ({
  page,
  app,
  server,
  me,
}) => {
  await a11yWorld(page, app, server, me);
  await openView(page, '#/inbox', 'Inbox');
  await expect(page.getByRole('main').getByText('a11y-checks').first()).toBeVisible();
  await expectAccessible(page, 'Inbox');

  await openView(page, '#/recent', 'Recent conversations');
  await expect(page.getByRole('main').getByText('accessibility sweep').first()).toBeVisible();
  await expectAccessible(page, 'Recent conversations');

  const search = page.getByRole('combobox', { name: /search/i });
  await search.fill('screen');
  await expectAccessible(page, 'search box with suggestions');
  await search.press('Enter');
  await expect(page.getByRole('article').filter({ hasText: 'screen reader' })).toBeVisible();
  await expectAccessible(page, 'search results');
});
