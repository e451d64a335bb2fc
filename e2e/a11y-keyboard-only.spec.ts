// Threadline without a mouse (issue 20): signing in, reading, replying, reacting, searching and
// changing a setting with page.keyboard alone — Tab to reach a control, the app's own keys (n, j/k,
// r, :, /, Ctrl+,) for the rest. No click, fill or focus() call anywhere: each step is checked on
// the screen and against the server's truth.
import type { Locator, Page } from '@playwright/test';
import { otherMember, sharedChannel } from './support/compose';
import { actAs, expect, test } from './support/fixtures';
import { truthSettings } from './support/settings-helpers';

/** Presses Tab until `target` has the focus; fails if it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `Tab never reached it in ${limit} presses`).toBeFocused();
}

const row = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const selected = (page: Page) => page.locator('.message-row[aria-current="true"]');

test('signs in, reads, replies, reacts, searches and changes a setting with the keyboard alone', async ({
  page,
  app,
  server,
  me,
}) => {
  test.setTimeout(90_000);
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'keyboard-only', me.user_id, other.user_id);
  const post = async (content: string) =>
    (await actAs(server, other.user_id, 'POST', '/messages', {
      type: 'stream',
      to: streamId,
      topic: 'no mouse',
      content,
    })) as { id: number };
  await post('Can you read this without a mouse?');
  const question = await post('And answer it?');

  // Sign in: the server step, then the password form, each sent with Enter.
  await page.goto(app.url);
  await tabTo(page, page.getByRole('textbox', { name: 'Server URL' }));
  await page.keyboard.type(server.url);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(me.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
  await page.keyboard.type(me.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();

  // Read: `n` to the next unread topic until ours is shown, then walk its messages with k and j.
  for (let tries = 0; tries < 30; tries += 1) {
    if ((await page.evaluate(() => window.location.hash)).includes(`/channel/${streamId}/topic/`)) break;
    await page.keyboard.press('n');
    await page.waitForTimeout(100);
  }
  await expect(row(page, 'And answer it?')).toBeVisible();
  await page.keyboard.press('End');
  await expect(selected(page)).toContainText('And answer it?');
  await page.keyboard.press('k');
  await expect(selected(page)).toContainText('without a mouse');
  await page.keyboard.press('j');
  await expect(selected(page)).toContainText('And answer it?');

  // Reply: `r` opens compose on the selected message's topic; Ctrl+Enter sends (this user's setting).
  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('Yes, with the keyboard alone.');
  await page.keyboard.press('Control+Enter');
  await expect(row(page, 'with the keyboard alone')).toBeVisible();
  await expect
    .poll(() =>
      [...server.realm.messages.values()].some((m) => m.content === 'Yes, with the keyboard alone.'),
    )
    .toBe(true);
  await page.keyboard.press('Escape');

  // React: select the question again, `:` opens the emoji picker, type a name, Enter picks it.
  // End selects the newest message; my reply becomes selectable once the server's echo replaces
  // the pending copy, so End is pressed again until it lands there.
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return selected(page).textContent();
    })
    .toContain('with the keyboard alone');
  await page.keyboard.press('k');
  await expect(selected(page)).toContainText('And answer it?');
  await page.keyboard.press(':');
  const picker = page.getByRole('dialog', { name: 'Add a reaction' });
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  await page.keyboard.type('tada');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(row(page, 'And answer it?').getByRole('button', { name: 'tada: 1' })).toBeVisible();
  await expect
    .poll(() => server.realm.messages.get(question.id)?.reactions.some((r) => r.user_id === me.user_id))
    .toBe(true);

  // Search: `/` focuses the search box, Enter runs the search.
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search messages' })).toBeFocused();
  await page.keyboard.type('mouse');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/search\/.*mouse/);
  await expect(row(page, 'without a mouse')).toBeVisible();

  // A setting: Ctrl+, opens Settings; Tab to the Display section, Enter, Tab to its switch, Space.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+,');
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(sections).toBeVisible();
  await tabTo(page, sections.getByRole('link', { name: 'Display' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Display' })).toBeVisible();
  const highContrast = page.getByTestId('setting-high_contrast_mode');
  await tabTo(page, highContrast);
  await expect(highContrast).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(highContrast).toBeChecked();
  await expect.poll(async () => (await truthSettings(server, me.user_id)).high_contrast_mode).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-high-contrast', 'true');
});
