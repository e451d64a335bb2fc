// Reconnecting after network changes, as the banner tells it: the page going offline says "No
// network connection" (no failures counted, nothing polled); coming back online checks the server
// with a cheap request before polling, says "Checking the server…" while it runs and "Server
// unreachable" with the next try while it fails, and reconnects without losing events. The page's
// online/offline events are dispatched by the test: Playwright's setOffline would also cut the page's
// own bridge to main.
import type { Page } from '@playwright/test';
import { actAs, control, expect, signIn, test } from './support/fixtures';

const banner = (page: Page) =>
  page.getByRole('status').filter({
    hasText: /Connected|Connecting|Reconnecting|No network|Checking the server|Server unreachable/,
  });

const networkEvent = (page: Page, type: 'online' | 'offline') =>
  page.evaluate((name) => window.dispatchEvent(new Event(name)), type);

test('offline, then online with the server unreachable, then reachable: the banner says each, and nothing is lost', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await expect(banner(page)).toHaveText('Connected');

  // Offline and back: the server is checked first (held for a moment here so the check shows).
  await networkEvent(page, 'offline');
  await expect(banner(page)).toContainText('No network connection');
  await control(server, '/faults', {
    kind: 'delay',
    delay_ms: 1500,
    path_prefix: '/server_settings',
    count: 1,
  });
  await networkEvent(page, 'online');
  await expect(banner(page)).toContainText('Checking the server…');
  await expect(banner(page)).toHaveText('Connected');

  // Offline again; a change made meanwhile must arrive once reconnected.
  await networkEvent(page, 'offline');
  await expect(banner(page)).toContainText('No network connection');
  const general = server.realm.channelByName('general');
  const sent = await actAs(server, me.user_id, 'POST', '/messages', {
    type: 'stream',
    to: general?.stream_id,
    topic: 'while away',
    content: 'Sent while this computer had no network.',
  });
  expect(sent.result).toBe('success');

  // Back online, but the server does not answer its check: unreachable, with the next try.
  await control(server, '/faults', {
    kind: 'status',
    status: 503,
    path_prefix: '/server_settings',
    count: 100_000,
  });
  await networkEvent(page, 'online');
  await expect(banner(page)).toContainText('Server unreachable');
  await expect(banner(page)).toContainText(/next try at \d\d:\d\d:\d\d/);
  await expect(banner(page)).toContainText('HTTP 503');

  // The server answers again: "Retry now" (or the loop's own next try) reconnects.
  await fetch(`${server.url}/__control/faults`, { method: 'DELETE' });
  await banner(page)
    .getByRole('button', { name: 'Retry now' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(banner(page)).toHaveText('Connected', { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'general' }).click();
  await expect(page.getByText('Sent while this computer had no network.')).toBeVisible();
});
