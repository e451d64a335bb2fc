// Issue 5 §5: administrators and owners can apply a setting to other people or groups
// (target_users); members do not get the section at all.
import { expect, signIn, test } from './support/fixtures';
import { openSection, openSettingsView, truthSettings } from './support/settings-helpers';

test('an administrator applies a setting to a member', async ({ page, app, server, me }) => {
  const admin = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!admin) throw new Error('the demo seed has no administrator');
  expect((await truthSettings(server, me.user_id)).enter_sends).toBe(false);

  await signIn(page, app, server, admin);
  await openSettingsView(page);
  await openSection(page, 'Administrators');
  await page.getByTestId('admin-setting-name').selectOption('enter_sends');
  await page.getByTestId('admin-setting-value').check();

  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByTestId('admin-status')).toHaveText('Choose at least one person or group.');

  await page.getByRole('searchbox', { name: 'Filter people' }).fill(me.full_name);
  await page.getByTestId(`admin-user-${me.user_id}`).check();
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(page.getByTestId('admin-status')).toHaveText('Applied to the selected people.');
  expect((await truthSettings(server, me.user_id)).enter_sends).toBe(true);
  // Only the chosen member changed; the administrator's own setting did not.
  expect((await truthSettings(server, admin.user_id)).enter_sends).toBe(false);
});

test('members have no administrator section', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openSettingsView(page);
  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(nav.getByRole('link', { name: 'Display' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Administrators' })).toHaveCount(0);
  // Not even by typing the address.
  await page.evaluate(() => (window.location.hash = '#/settings/administrators'));
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('admin-setting-name')).toHaveCount(0);
});
