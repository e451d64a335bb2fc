// Main's requests honour the proxy setting of "This computer" (browser mode: undici's ProxyAgent with
// Chromium's bypass rules): with a manual proxy, every request main makes to the server — the check
// after the change, the event poll, API calls, images, the probe and the sign-in — goes through it,
// and with "No proxy" none does. The proxy is a real one on 127.0.0.1, started by the test; the
// server is on 127.0.0.1 too, so the bypass rules say <-loopback>, as Chromium's own rules require.
import type { Page } from '@playwright/test';
import { actAs, expect, signIn, test } from './support/fixtures';
import { startRecordingProxy, type RecordingProxy } from './support/recording-proxy';

async function openThisComputer(page: Page) {
  await page.evaluate(() => {
    window.location.hash = '#/settings/desktop';
  });
  return page.getByRole('region', { name: 'Proxy' });
}

async function chooseProxy(page: Page, mode: 'Manual proxy' | 'No proxy', proxy?: RecordingProxy) {
  const panel = await openThisComputer(page);
  await panel.getByRole('radio', { name: mode }).check();
  if (proxy) {
    await panel.getByRole('textbox', { name: 'Proxy server' }).fill(proxy.address);
    await panel.getByRole('textbox', { name: 'Connect directly to' }).fill('<-loopback>');
  }
  await panel.getByRole('button', { name: 'Apply proxy settings' }).click();
  await expect(panel.getByRole('status')).toContainText('Proxy settings applied');
  return panel;
}

test('a manual proxy carries every request main makes, and "No proxy" goes around it', async ({
  page,
  app,
  server,
  me,
}) => {
  const proxy = await startRecordingProxy();
  try {
    await signIn(page, app, server, me);
    expect(proxy.seen).toEqual([]);
    const api = `${server.url}/api/v1`;
    const through = (prefix: string) => proxy.seen.some((line) => line.startsWith(prefix));

    const panel = await chooseProxy(page, 'Manual proxy', proxy);
    await expect(panel.getByRole('status')).toContainText(
      `In use now: Manual proxy: http://${proxy.address}`,
    );
    // The loop checks the server through the new route, then polls through it.
    await expect.poll(() => through(`HEAD ${api}/server_settings`)).toBe(true);
    await expect.poll(() => through(`GET ${api}/events?`)).toBe(true);

    // Another account: the probe, the password exchange and the register all go through the proxy,
    // and so do the images main fetches for the page (the realm icon, avatars).
    const other = server.accounts.find((a) => a.role === 400 && !a.is_bot && a.user_id !== me.user_id);
    if (!other) throw new Error('the demo seed has one member only');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(other.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(other.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
    expect(through(`GET ${api}/server_settings`)).toBe(true);
    expect(through(`POST ${api}/fetch_api_key`)).toBe(true);
    await expect.poll(() => through(`POST ${api}/register`)).toBe(true);
    // A conversation shows avatars, which main fetches for the page.
    await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'general' }).click();
    await expect.poll(() => through(`GET ${server.url}/avatar/`)).toBe(true);

    await chooseProxy(page, 'No proxy');
    await expect(panel.getByRole('status')).toContainText('In use now: No proxy');
    const settled = proxy.seen.length;
    // Going back to the messages polls, loads and fetches images again: none of it through the proxy.
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'general' }).click();
    const general = server.realm.channelByName('general');
    const sent = await actAs(server, me.user_id, 'POST', '/messages', {
      type: 'stream',
      to: general?.stream_id,
      topic: 'around the proxy',
      content: 'This came through the event poll, around the proxy.',
    });
    expect(sent.result).toBe('success');
    await expect(page.getByText('This came through the event poll, around the proxy.')).toBeVisible();
    expect(proxy.seen.slice(settled)).toEqual([]);
  } finally {
    await proxy.close();
  }
});
