// The desktop side of the window in browser mode: do not disturb from the header, its bar, the
// menu's key for it and the "This computer" section, each pause surviving a restart of the host; the
// desktop-only settings shown disabled with their reason; and the menu's keys that browser mode
// answers (toggle sidebar, keyboard shortcuts).
import type { Page } from '@playwright/test';
import { expect, restartApp, signIn, test, type AppHost } from './support/fixtures';

const banner = (page: Page) => page.getByRole('status', { name: 'Notifications paused' });

/** Stops the host and opens the new one's launch URL: the account is still signed in. */
async function restart(page: Page, app: AppHost): Promise<void> {
  await restartApp(app);
  await page.goto(app.url);
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
}

async function openDesktopSettings(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/settings/desktop';
  });
  await expect(page.getByRole('heading', { name: 'This computer', exact: true })).toBeVisible();
}

test('pausing from the header shows until when, survives a restart, and resumes', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Do not disturb' }).click();
  const before = Date.now();
  await page.getByRole('button', { name: 'Pause for 30 minutes' }).click();
  // After 23:30 the end is tomorrow, and the banner says so.
  await expect(banner(page)).toContainText(/Notifications paused until (tomorrow at )?\d{1,2}:\d\d/);
  await expect(page.getByRole('button', { name: 'Do not disturb' })).toContainText('Paused');

  // The end is 30 minutes after the click, as the page shows it (the same local clock).
  const shown = await banner(page).textContent();
  const end = new Date(before + 30 * 60_000);
  const minutes = String(end.getMinutes()).padStart(2, '0');
  const either = [
    `${end.getHours() % 12 || 12}:${minutes}`,
    `${String(end.getHours()).padStart(2, '0')}:${minutes}`,
  ];
  const day = end.getDate() === new Date(before).getDate() ? '' : 'tomorrow at ';
  expect(either.some((time) => shown?.includes(`until ${day}${time}`))).toBe(true);

  await restart(page, app);
  await expect(banner(page)).toContainText(/Notifications paused until/);

  await banner(page).getByRole('button', { name: 'Resume notifications' }).click();
  await expect(banner(page)).toHaveCount(0);
  await restart(page, app);
  await expect(page.getByRole('button', { name: 'Do not disturb' })).toContainText('Do not disturb');
  await expect(banner(page)).toHaveCount(0);
});

test('Ctrl+Shift+M pauses until turned back on, and again resumes', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await page.keyboard.press('Control+Shift+M');
  await expect(banner(page)).toContainText('Notifications paused until you turn them back on');
  await page.keyboard.press('Control+Shift+M');
  await expect(banner(page)).toHaveCount(0);
});

test('This computer: a pause chosen there is kept, and desktop-only settings say why they are off', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openDesktopSettings(page);

  for (const name of ['Close to tray', 'Start at login']) {
    const control = page.getByRole('switch', { name });
    await expect(control).toBeDisabled();
    await expect(control).not.toBeChecked();
  }
  await expect(page.getByTestId('setting-status-closeToTray')).toHaveText(/browser mode has no tray icon/);
  await expect(page.getByTestId('setting-status-startAtLogin')).toHaveText(/Only in the desktop app/);
  await expect(page.getByRole('combobox', { name: 'Add a spell-check language' })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Chosen spell-check languages' })).toContainText(
    'American English',
  );

  const choices = page.getByRole('group', { name: 'Do not disturb choices' });
  await choices.getByRole('button', { name: 'Pause until tomorrow' }).click();
  // 09:00 local time the next day, in the user's 12- or 24-hour clock.
  const tomorrow = /Notifications paused until tomorrow at (9:00 AM|09:00)\./;
  await expect(page.getByText(tomorrow)).toBeVisible();
  await expect(banner(page)).toContainText(/until tomorrow at (9:00 AM|09:00)/);

  await restart(page, app);
  await openDesktopSettings(page);
  await expect(page.getByText(tomorrow)).toBeVisible();
  await choices.getByRole('button', { name: 'Resume notifications' }).click();
  await expect(page.getByText('Notifications are on.')).toBeVisible();
});

test("the menu's keys in browser mode: toggle the sidebar, open the keyboard shortcuts", async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const sidebar = page.getByRole('navigation', { name: 'Channels' });
  await page.keyboard.press('Control+Shift+S');
  await expect(sidebar).toHaveCount(0);
  await page.keyboard.press('Control+Shift+S');
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Control+Shift+K');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
