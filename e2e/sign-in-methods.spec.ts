// The other ways in (an API key, a zuliprc file, the demo), and the realm icon fetched by main.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function chooseServer(page: Page, url: string, serverUrl: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Server URL' }).fill(serverUrl);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
}

/** True once the image has actually been decoded (a CSP block or a 404 leaves it at 0). */
async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('signs in with an API key', async ({ page, app, server, me }) => {
  await chooseServer(page, app.url, server.url);
  await page.getByRole('button', { name: 'Use an API key instead' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(me.email);
  await page.getByRole('textbox', { name: 'API key' }).fill(me.api_key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
});

test('a wrong API key shows the server error', async ({ page, app, server, me }) => {
  await chooseServer(page, app.url, server.url);
  await page.getByRole('button', { name: 'Use an API key instead' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(me.email);
  await page.getByRole('textbox', { name: 'API key' }).fill('not-the-key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid API key');
  await expect(page.getByRole('navigation', { name: 'Channels' })).toHaveCount(0);
});

test('imports a zuliprc file', async ({ page, app, server, me }) => {
  await page.goto(app.url);
  const zuliprc = `[api]\nemail=${me.email}\nkey=${me.api_key}\nsite=${server.url}\n`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import zuliprc' }).click();
  await (await chooser).setFiles({ name: 'zuliprc', mimeType: 'text/plain', buffer: Buffer.from(zuliprc) });
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
});

test('"Try the demo" starts the demo realm and signs in', async ({ page, app }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const channels = page.getByRole('navigation', { name: 'Channels' });
  await expect(channels.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Connected');
});

test('the realm icon is fetched by main, on the sign-in screen and in the header', async ({
  page,
  app,
  server,
  me,
}) => {
  await chooseServer(page, app.url, server.url);
  const realmName = server.realm.settings.name;
  const signInIcon = page.getByRole('img', { name: `${realmName} icon` });
  await expectLoadedImage(signInIcon);
  // Served by the host that serves the page, never loaded from the chat server by the renderer.
  expect(new URL((await signInIcon.getAttribute('src')) ?? '', app.url).origin).toBe(new URL(app.url).origin);

  await page.getByRole('textbox', { name: 'Email' }).fill(me.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(me.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectLoadedImage(page.getByRole('banner').getByRole('img', { name: `${realmName} icon` }));
});

test('the media route needs the session secret: not the launch token, nothing, or a guess', async ({
  page,
  app,
  server,
}) => {
  const base = new URL(app.url);
  const token = base.searchParams.get('token') ?? '';
  await chooseServer(page, app.url, server.url);
  const secret = (await page.evaluate(() => sessionStorage.getItem('threadline.bridgeSecret'))) ?? '';
  expect(secret).not.toBe('');
  const icon = `${server.url}/static/realm-icon.svg`;
  const media = (query: Record<string, string>) =>
    page.request.get(`${base.origin}/media?${new URLSearchParams(query).toString()}`);
  expect((await media({ url: icon, secret })).status()).toBe(200);
  expect((await media({ url: icon })).status()).toBe(404);
  expect((await media({ url: icon, secret: token })).status()).toBe(404);
  expect((await media({ url: icon, secret: 'wrong' })).status()).toBe(404);
  expect((await media({ url: 'http://127.0.0.1:9/elsewhere.png', secret })).status()).toBe(404);
});
