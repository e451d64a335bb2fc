// Issue 6, browse and subscribe: the channel browser, subscribing and unsubscribing from it.
import { expect, signIn, test } from './support/fixtures';
import { sidebar } from './support/channels';

test('the channel browser lists channels with their facts and subscribes and unsubscribes', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await sidebar(page).getByRole('button', { name: 'Browse channels' }).click();
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();

  const list = page.getByRole('list', { name: 'All channels' });
  const support = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'support', exact: true }) });
  await expect(support).toContainText('Customer escalations and the weekly ticket review.');
  await expect(support).toContainText(/\d+ subscribers/);
  await expect(support).toContainText(/messages a week|New channel|No recent messages/);
  // Archived channels stay out unless asked for.
  await expect(list.getByRole('link', { name: 'old-website' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show archived channels' }).check();
  await expect(list.getByRole('link', { name: 'old-website' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Filter channels' }).fill('escalations');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await expect(sidebar(page).getByRole('link', { name: 'support', exact: true })).toHaveCount(0);
  await support.getByRole('button', { name: 'Subscribe' }).click();
  await expect(support.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'support', exact: true })).toBeVisible();
  expect(server.realm.isSubscribed(me.user_id, server.realm.channelByName('support')!.stream_id)).toBe(true);

  await support.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(support.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'support', exact: true })).toHaveCount(0);
});
