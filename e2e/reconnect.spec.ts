// The event loop as the person sees it: a lost queue is replaced without losing what happened in
// between, and an outage of /events shows as "reconnecting" and heals without losing events.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { actAs, control, expect, signIn, test } from './support/fixtures';

function admin(server: RunningServer) {
  const account = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!account) throw new Error('the demo seed has no administrator');
  return account;
}

async function subscribeMe(server: RunningServer, meId: number, name: string): Promise<void> {
  const answer = await actAs(server, admin(server).user_id, 'POST', '/users/me/subscriptions', {
    subscriptions: [{ name }],
    principals: [meId],
  });
  expect(answer.result).toBe('success');
}

const channelLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name, exact: true });

const connectionBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Connected|Connecting|Reconnecting/ });

test('an expired queue is re-registered and a change made in the gap is shown', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  // Hold the client's next register for a second, so the change below certainly falls in the gap
  // between the old queue's end and the new snapshot.
  await control(server, '/faults', { kind: 'delay', path_prefix: '/register', delay_ms: 1000, count: 1 });
  const expired = await control(server, '/expire-queues', { user_id: me.user_id });
  expect(expired.expired).toBe(1);
  await subscribeMe(server, me.user_id, 'made-in-the-gap');

  await expect(channelLink(page, 'made-in-the-gap')).toBeVisible();
  await expect(connectionBanner(page)).toContainText('Connected');
  // The new queue is live, too.
  await subscribeMe(server, me.user_id, 'after-the-gap');
  await expect(channelLink(page, 'after-the-gap')).toBeVisible();
});

test('ten seconds of 500s from /events: reconnecting, then connected, and nothing is lost', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const banner = connectionBanner(page);
  await expect(banner).toContainText('Connected');

  await control(server, '/faults', { kind: 'status', status: 500, path_prefix: '/events', count: 100_000 });
  const outageEnds = Date.now() + 10_000;
  // The long poll open now was accepted before the fault; an event ends it, and the next poll fails.
  await subscribeMe(server, me.user_id, 'before-the-outage');
  await expect(channelLink(page, 'before-the-outage')).toBeVisible();
  await expect(banner).toContainText('Reconnecting');
  const retryNow = banner.getByRole('button', { name: 'Retry now' });
  await expect(retryNow).toBeVisible();

  await subscribeMe(server, me.user_id, 'during-the-outage');
  // Retrying while the server still fails earns another 500, and the change cannot arrive yet.
  await retryNow.click();
  // The outage itself lasts ten seconds; this wait is the fault's duration, not a synchronisation.
  await page.waitForTimeout(Math.max(0, outageEnds - Date.now()));
  await expect(banner).toContainText('Reconnecting');
  await expect(channelLink(page, 'during-the-outage')).toHaveCount(0);

  await fetch(`${server.url}/__control/faults`, { method: 'DELETE' });
  // "Retry now" cuts the backoff short; should the loop's own timer win the race, the button is gone.
  await retryNow.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(banner).toContainText('Connected', { timeout: 15_000 });
  await expect(banner.getByRole('button', { name: 'Retry now' })).toHaveCount(0);
  await expect(channelLink(page, 'during-the-outage')).toBeVisible();
  await expect(channelLink(page, 'before-the-outage')).toBeVisible();
});
