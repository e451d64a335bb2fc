// Accessibility sweep of the dialogs a message and a channel open (issue 20): the message source,
// move and delete dialogs, the keyboard help sheet and the channel email address — each in every
// colour mode, with no serious or critical axe violation. (Split from a11y-dialogs.spec.ts so each
// file stays quick.)
import { a11yWorld, openView } from './support/a11y-world';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test("a message's dialogs, the keyboard help and the channel email dialog pass axe", async ({
  page,
  app,
  server,
  me,
}) => {
  const world = await a11yWorld(page, app, server, me);
  await openView(page, world.topicHash);
  // My own message, so every dialog is offered: source, move, delete.
  const mine = page.getByRole('article').filter({ hasText: 'quoted words' });
  const fromMenu = async (action: string, dialogName: string) => {
    await page.mouse.move(0, 0);
    await mine.hover();
    await mine
      .getByRole('toolbar', { name: 'Message actions' })
      .getByRole('button', { name: 'More actions' })
      .click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, dialogName);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  };
  await fromMenu('View message source', 'Message source');
  await fromMenu('Move message', 'Move message');
  await fromMenu('Delete message', 'Delete message?');

  await page.getByRole('group', { name: 'Messages', exact: true }).focus();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAccessible(page, 'keyboard shortcuts');
  await page.keyboard.press('Escape');

  await openView(page, `#/channel/${world.streamId}`, 'a11y-checks');
  await page.getByRole('button', { name: 'Channel actions' }).click();
  await page.getByRole('menuitem', { name: 'Channel email address' }).click();
  await expect(page.getByRole('dialog', { name: 'Email address of #a11y-checks' })).toBeVisible();
  await expectAccessible(page, 'channel email address');
});
