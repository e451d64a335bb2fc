// Focus and announcements (issue 20): dialogs keep Tab and Shift+Tab inside them and give focus
// back to what opened them when they close; menus put focus on their first item, keep the arrows
// inside and give focus back on Escape, as the account disclosure does; a message from someone else in the open conversation is
// announced in the polite "New messages" log and their typing in the polite status line, while my
// own keystrokes announce nothing.
import type { Locator, Page } from '@playwright/test';
import { a11yWorld, openView } from './support/a11y-world';
import { actAs, expect, test } from './support/fixtures';
import { openSection, openSettingsView } from './support/settings-helpers';

const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** Tabs forwards and backwards past the dialog's ends: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `focus left the dialog after ${step + 1} × ${key}`).toBe(true);
    }
  }
}

/** Opens with the keyboard from `opener`, checks the trap, closes with Escape, checks focus is back. */
async function checkDialog(page: Page, opener: Locator, dialog: Locator, key = 'Enter'): Promise<void> {
  await opener.focus();
  await page.keyboard.press(key);
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('dialogs trap focus and give it back when they close', async ({ page, app, server, me }) => {
  await a11yWorld(page, app, server, me);
  const channels = page.getByRole('navigation', { name: 'Channels' });
  await checkDialog(
    page,
    channels.getByRole('button', { name: 'Create channel' }),
    page.getByRole('dialog', { name: 'Create channel' }),
  );

  await page.getByRole('link', { name: 'People', exact: true }).click();
  await checkDialog(
    page,
    page.getByRole('list', { name: 'People' }).getByRole('button', { name: me.full_name }),
    page.getByRole('dialog', { name: me.full_name }),
  );

  await openSettingsView(page);
  await openSection(page, 'Account');
  await checkDialog(
    page,
    page.getByTestId('setting-enable_drafts_synchronization'),
    page.getByRole('dialog'),
    'Space',
  );
  await expect(page.getByTestId('setting-enable_drafts_synchronization')).toBeChecked();
});

test('menus take focus, keep the arrows inside and give focus back', async ({ page, app, server, me }) => {
  const world = await a11yWorld(page, app, server, me);
  await openView(page, `#/channel/${world.streamId}`, 'a11y-checks');
  const button = page.getByRole('button', { name: 'Channel actions' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  const count = await items.count();
  for (let step = 0; step < count + 2; step += 1) {
    await page.keyboard.press('ArrowDown');
    expect(await holdsFocus(menu)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // The account disclosure: Tab goes into its panel, Escape closes it and focus is on its button.
  const account = page.getByRole('button', { name: 'Account', exact: true });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
  await page.keyboard.press('Tab');
  await expect.poll(() => holdsFocus(panel)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(account).toBeFocused();
});

test("others' new messages and typing are announced politely; my keystrokes are not", async ({
  page,
  app,
  server,
  me,
}) => {
  const world = await a11yWorld(page, app, server, me);
  await openView(page, world.topicHash);
  const log = page.getByRole('log', { name: 'New messages' });
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log).toHaveText('');

  // My own typing and my own message: nothing is added.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially('my own words', { delay: 20 });
  await box.press('Control+Enter');
  await expect(page.getByRole('article').filter({ hasText: 'my own words' })).toBeVisible();
  await expect(log).toHaveText('');
  await expect(page.getByRole('status').filter({ hasText: 'typing' })).toHaveCount(0);

  // Their typing: one polite status line for the conversation, not a line per keystroke.
  await actAs(server, world.other.user_id, 'POST', '/typing', {
    op: 'start',
    type: 'stream',
    stream_id: world.streamId,
    topic: world.topic,
  });
  const typing = page.locator('[aria-live="polite"]').filter({ hasText: 'is typing' });
  await expect(typing).toHaveText(`${world.other.full_name} is typing…`);

  await actAs(server, world.other.user_id, 'POST', '/messages', {
    type: 'stream',
    to: world.streamId,
    topic: world.topic,
    content: 'Arrived while you were reading',
  });
  await expect(log).toHaveText(`New message from ${world.other.full_name}.`);
  await expect(page.getByRole('article').filter({ hasText: 'Arrived while you were reading' })).toBeVisible();

  // A message in another conversation is not announced here.
  await actAs(server, world.other.user_id, 'POST', '/messages', {
    type: 'stream',
    to: world.streamId,
    topic: 'elsewhere',
    content: 'Not in this topic',
  });
  await actAs(server, world.other.user_id, 'POST', '/messages', {
    type: 'stream',
    to: world.streamId,
    topic: world.topic,
    content: 'Back in the topic',
  });
  await expect(log.locator('p')).toHaveCount(2);
  await expect(log).not.toContainText('Not in this topic');
});
