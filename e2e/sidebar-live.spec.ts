// The sidebar follows the server without a reload: another user subscribes me to a new channel.
import { actAs, expect, signIn, test } from './support/fixtures';

test('a channel another user subscribes me to appears without reload', async ({ page, app, server, me }) => {
  const admin = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!admin) throw new Error('the demo seed has no administrator');
  await signIn(page, app, server, me);
  const channels = page.getByRole('navigation', { name: 'Channels' });
  await expect(channels.getByRole('link').first()).toBeVisible();
  await expect(channels.getByRole('link', { name: 'fresh', exact: true })).toHaveCount(0);
  // A reload would start a new document and lose this mark.
  await page.evaluate(() => Object.assign(window, { notReloadedMark: true }));

  const answer = await actAs(server, admin.user_id, 'POST', '/users/me/subscriptions', {
    subscriptions: [{ name: 'fresh' }],
    principals: [me.user_id],
  });
  expect(answer.result).toBe('success');

  await expect(channels.getByRole('link', { name: 'fresh', exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'notReloadedMark' in window)).toBe(true);
});
