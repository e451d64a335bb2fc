// Help → Diagnostics in browser mode: what runs and how each account is connected, "Send a test
// notification" through the real notification path, "Copy report" without a secret in it, the badge
// count main is told as desktop_icon_count_display changes, and the page before signing in.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { recordNotifications, shown } from './support/notifications';

test.use({ permissions: ['notifications', 'clipboard-read', 'clipboard-write'] });

const fact = (page: Page, term: string) =>
  page
    .locator('.diagnostics-fact')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');

async function openDiagnostics(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Diagnostics' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
}

test('shows versions and the connection, sends a test notification and copies a report without secrets', async ({
  page,
  app,
  server,
  me,
}) => {
  await recordNotifications(page);
  await signIn(page, app, server, me);
  await openDiagnostics(page);

  await expect(fact(page, 'Threadline')).toHaveText(/^\d+\.\d+\.\d+, browser mode$/);
  await expect(fact(page, 'Versions')).toContainText('Node');
  await expect(fact(page, 'Permission')).toHaveText('granted');
  await expect(fact(page, 'Do not disturb')).toHaveText('off');
  // The "system" setting in browser mode: the environment's proxy variables, said plainly.
  await expect(fact(page, 'Proxy')).toHaveText(/HTTPS_PROXY/);
  const account = page
    .getByRole('region', { name: 'Accounts' })
    .getByRole('row')
    .filter({ hasText: me.email });
  await expect(account).toContainText(server.url);
  await expect(account).toContainText('connected');
  // Server version, then feature level (the account itself is the row's header).
  await expect(account.getByRole('cell').nth(0)).toHaveText(/^\d+\.\d+/);
  await expect(account.getByRole('cell').nth(1)).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent a test notification.' })).toBeVisible();
  expect(await shown(page)).toEqual([
    {
      title: 'Threadline test notification',
      body: 'If you can read this, desktop notifications work.',
      tag: 'threadline:test',
      silent: true,
    },
  ]);

  await page.getByRole('button', { name: 'Copy report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the report' })).toBeVisible();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain('Threadline diagnostics');
  expect(report).toContain(`- ${me.email} on ${server.url} (active): Zulip `);
  expect(report).toContain('permission granted');
  for (const secret of [me.api_key, me.password]) expect(report).not.toContain(secret);
});

test('the badge count follows desktop_icon_count_display in the title and in what main was told', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const titleCount = async () => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);
  await expect.poll(titleCount).toBeGreaterThan(0);
  const all = await titleCount();

  await page.evaluate(() => (window.location.hash = '#/settings/notifications'));
  const policy = page.getByTestId('setting-desktop_icon_count_display');
  await policy.selectOption('4');
  await expect(page.getByTestId('setting-status-desktop_icon_count_display')).toHaveText('Saved');
  await expect.poll(() => page.title()).not.toMatch(/^\(/);
  await page.getByRole('link', { name: 'Diagnostics page' }).click();
  await expect(fact(page, 'Badge count')).toHaveText('0');

  await page.evaluate(() => (window.location.hash = '#/settings/notifications'));
  await policy.selectOption('3');
  await expect(page.getByTestId('setting-status-desktop_icon_count_display')).toHaveText('Saved');
  await expect.poll(titleCount).toBeGreaterThan(0);
  const directAndMentions = await titleCount();
  expect(directAndMentions).toBeLessThan(all);
  await page.getByRole('link', { name: 'Diagnostics page' }).click();
  await expect(fact(page, 'Badge count')).toHaveText(String(directAndMentions));
});

test('is there before signing in, for sign-in problems', async ({ page, app }) => {
  await page.goto(app.url);
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/diagnostics'));
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accounts' })).toContainText('No account is signed in.');
  await page.getByRole('link', { name: 'Back to signing in' }).click();
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
});
