// Accessibility sweep of what opens over the views (issue 20): compose with its typeahead open, the
// message toolbar, the message and channel menus, the emoji picker, people with a profile card, and
// the channel browser with the channel creation dialog — each in every colour mode, with no serious
// or critical axe violation.
import { a11yWorld, openView } from './support/a11y-world';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test('compose with its typeahead and the message actions pass axe', async ({ page, app, server, me }) => {
  const world = await a11yWorld(page, app, server, me);
  await openView(page, world.topicHash);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially(`Hello @${world.other.full_name.slice(0, 4)}`);
  await expect(page.getByRole('listbox', { name: 'Mention suggestions' })).toBeVisible();
  await expectAccessible(page, 'compose with the mention typeahead');
  await box.press('Escape');
  await box.fill('');

  const message = page.getByRole('article').filter({ hasText: 'screen reader' });
  await message.hover();
  const toolbar = message.getByRole('toolbar', { name: 'Message actions' });
  await expect(toolbar).toBeVisible();
  await expectAccessible(page, 'message toolbar');

  await toolbar.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'message action menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the emoji picker and the channel menu pass axe', async ({ page, app, server, me }) => {
  const world = await a11yWorld(page, app, server, me);
  await openView(page, world.topicHash);
  // The message with a reaction has the "Add reaction" button beside its reactions.
  const reacted = page.getByRole('article').filter({ hasText: 'quoted words' });
  await reacted.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a reaction' });
  await expect(picker.getByRole('grid', { name: 'Emoji' })).toBeVisible();
  await expectAccessible(page, 'emoji picker');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);

  await openView(page, `#/channel/${world.streamId}`, 'a11y-checks');
  await page.getByRole('button', { name: 'Channel actions' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'channel action menu');
  await page.keyboard.press('Escape');
});

test('people, a profile card, the channel browser and channel creation pass axe', async ({
  page,
  app,
  server,
  me,
}) => {
  await a11yWorld(page, app, server, me);
  await page.getByRole('link', { name: 'People', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
  await expectAccessible(page, 'people');

  await page.getByRole('list', { name: 'People' }).getByRole('button', { name: me.full_name }).click();
  await expect(page.getByRole('dialog', { name: me.full_name })).toBeVisible();
  await expectAccessible(page, 'profile card');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openView(page, '#/browse', 'Channels');
  await expectAccessible(page, 'channel browser');

  await page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('button', { name: 'Create channel' })
    .click();
  const create = page.getByRole('dialog', { name: 'Create channel' });
  await expect(create).toBeVisible();
  await create.getByText('Permissions').click();
  await expectAccessible(page, 'channel creation');
});
