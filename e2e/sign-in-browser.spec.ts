// "Sign in with your browser" in browser mode, through the reference server's test identity provider:
// the app asks for the server's login page (main makes the one-time pad, the page opens it in a new
// tab), the person chooses a demo user there, and the `zulip://login` address the provider ends on
// comes back, pasted into the sign-in screen or handed to the host (its stdin, as the desktop app's
// URL handler hands it over). Refused addresses are said on the sign-in screen.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { expect, test, type AppHost } from './support/fixtures';

const PASTE = 'Paste the zulip://login… address';

/** The sign-in screen's first step; the launch URL is single-use, so only the first time opens it. */
async function chooseServer(page: Page, server: RunningServer, app?: AppHost): Promise<void> {
  if (app) await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Presses "Continue with Test IdP", signs in as `account` on the page that opens, and answers the
 * address that page shows, as a person would copy it. The tab is closed after.
 */
async function signInOnProvider(page: Page, server: RunningServer, account: SeedAccount): Promise<string> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Test IdP' }).click();
  const provider = await opened;
  await provider.waitForLoadState();
  const pageUrl = new URL(provider.url());
  expect(pageUrl.origin).toBe(server.url);
  expect(pageUrl.searchParams.get('mobile_flow_otp')).toMatch(/^[0-9a-f]{64}$/);
  await provider.getByRole('button', { name: `(${account.email})` }).click();
  const field = provider.getByRole('textbox', { name: 'Sign-in address' });
  await expect(field).toBeVisible();
  const address = await field.inputValue();
  await provider.close();
  expect(address).toMatch(/^zulip:\/\/login\?/);
  return address;
}

async function paste(page: Page, address: string): Promise<void> {
  await page.getByRole('textbox', { name: PASTE }).fill(address);
  await page.getByRole('button', { name: 'Finish signing in' }).click();
}

async function expectSignedInAs(page: Page, account: SeedAccount): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toContainText(account.email);
}

test('signs in through the test identity provider with the address its page shows', async ({
  page,
  app,
  server,
  me,
}) => {
  await chooseServer(page, server, app);
  // Beside the password form, with the provider's icon fetched by main like every image.
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Continue with Test IdP' });
  const icon = button.locator('img');
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(new URL((await icon.getAttribute('src')) ?? '', app.url).origin).toBe(new URL(app.url).origin);

  const address = await signInOnProvider(page, server, me);
  await expect(
    page.getByRole('status').filter({ hasText: 'sign-in page opened in a new tab' }),
  ).toBeVisible();
  await paste(page, address);
  await expectSignedInAs(page, me);
});

test('refuses an address for another server and an address used before, saying why', async ({
  page,
  app,
  server,
  me,
}) => {
  await chooseServer(page, server, app);
  const address = await signInOnProvider(page, server, me);
  const port = Number(new URL(server.url).port);
  const elsewhere = new URL(address);
  elsewhere.searchParams.set('realm', `http://127.0.0.1:${port + 1}`);
  await paste(page, elsewhere.href);
  await expect(page.getByRole('alert')).toHaveText(
    `That sign-in link is for 127.0.0.1:${port + 1}, but you started signing in to 127.0.0.1:${port}, so it was not used.`,
  );
  await paste(page, 'https://example.com/not-a-sign-in');
  await expect(page.getByRole('alert')).toContainText('That is not a sign-in address.');

  await paste(page, address);
  await expectSignedInAs(page, me);

  // The same address again, from "Add account": refused, and nothing changes.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Add account' }).click();
  await chooseServer(page, server);
  const other = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!other) throw new Error('the demo seed has no administrator');
  await signInOnProvider(page, server, other);
  await paste(page, address);
  await expect(page.getByRole('alert')).toHaveText(
    'That sign-in link has already been used, so it was not used again. Start again to sign in.',
  );
  await expect(page.getByRole('heading', { name: 'Add an account' })).toBeVisible();
});

test.describe('a server with password sign-in off', () => {
  test.use({ serverOptions: { emailAuth: false } });

  test('shows only its sign-in buttons, and takes the address handed to the app', async ({
    page,
    app,
    server,
    me,
  }) => {
    await chooseServer(page, server, app);
    await expect(page.getByRole('button', { name: 'Continue with Test IdP' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);

    // The way the desktop app's zulip:// handler passes it on: a link handed to the running host.
    const address = await signInOnProvider(page, server, me);
    app.process.stdin?.write(`${address}\n`);
    await expectSignedInAs(page, me);
  });
});
