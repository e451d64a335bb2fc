// Issue 6, push tokens: the Advanced settings panel removes a mobile push token and shows the
// server's errors for an empty, a too long and an unknown token.
import { go } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

test('removes a push token and shows the server errors', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await go(page, '#/settings/advanced');
  const panel = page.getByRole('region', { name: 'Mobile push registration' });
  const token = panel.getByRole('textbox', { name: 'Push token' });
  const remove = panel.getByRole('button', { name: 'Remove token' });

  await remove.click();
  await expect(panel.getByRole('alert')).toHaveText('Empty or invalid length token');
  await token.fill('x'.repeat(4097));
  await remove.click();
  await expect(panel.getByRole('alert')).toHaveText('Empty or invalid length token');
  await token.fill('never-registered');
  await remove.click();
  await expect(panel.getByRole('alert')).toHaveText('Token does not exist');

  expect(
    (await actAs(server, me.user_id, 'POST', '/users/me/android_gcm_reg_id', { token: 'phone-1' })).result,
  ).toBe('success');
  await token.fill('phone-1');
  await remove.click();
  await expect(panel.getByRole('status')).toHaveText('The token was removed.');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(token).toHaveValue('');
  // Removing it again proves it is gone on the server.
  await token.fill('phone-1');
  await remove.click();
  await expect(panel.getByRole('alert')).toHaveText('Token does not exist');
});
