// Issue 5 §4: the account section — full name, email change, password change (with the server's
// errors) and the confirmation before draft synchronization is turned off.
import { expect, signIn, test } from './support/fixtures';
import { openSettingsView, truth, truthSettings } from './support/settings-helpers';

test('full name: a change reaches the server and comes back; an empty name is refused first', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openSettingsView(page);
  const name = page.getByTestId('setting-full_name');
  await expect(name).toHaveValue(me.full_name);

  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('setting-status-full_name')).toHaveText("Full name can't be empty");
  await expect(name).toHaveValue(me.full_name);

  await name.fill('Renamed Person');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByTestId('setting-status-full_name')).toHaveText('Saved');
  expect((await truth(server, me.user_id)).full_name).toBe('Renamed Person');
  await expect(name).toHaveValue('Renamed Person');
});

test('email: the view explains that a confirmation link was sent', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openSettingsView(page);
  await page.getByTestId('setting-email').fill('not-an-address');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByTestId('setting-status-email')).toHaveText('Invalid email address: not-an-address');

  await page.getByTestId('setting-email').fill('new.me@example.net');
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirmation link' })).toContainText(
    'We sent a confirmation link to new.me@example.net',
  );
  // Nothing changes until the link is opened.
  expect((await truth(server, me.user_id)).delivery_email).toBe(me.email);
});

test('password: a wrong old password shows the server error; the right one changes it', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openSettingsView(page);
  const change = page.getByRole('button', { name: 'Change password' });

  await page.getByTestId('setting-old_password').fill('not-my-password');
  await page.getByTestId('setting-new_password').fill('a-brand-new-secret');
  await change.click();
  await expect(page.getByTestId('setting-status-new_password')).toHaveText('Not saved: Wrong password!');

  await page.getByTestId('setting-old_password').fill(me.password);
  await page.getByTestId('setting-new_password').fill('abc');
  await change.click();
  await expect(page.getByTestId('setting-status-new_password')).toHaveText(
    'New password must be at least 6 characters',
  );

  await page.getByTestId('setting-new_password').fill('a-brand-new-secret');
  await change.click();
  await expect(page.getByTestId('setting-status-new_password')).toHaveText('Password changed');
  await expect(page.getByTestId('setting-old_password')).toHaveValue('');
  const exchange = await fetch(`${server.url}/api/v1/fetch_api_key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: me.email, password: 'a-brand-new-secret' }),
  });
  expect(exchange.status).toBe(200);
});

test('turning draft synchronization off asks first; cancel keeps it on', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openSettingsView(page);
  const sync = page.getByTestId('setting-enable_drafts_synchronization');
  await expect(sync).toBeChecked();
  await sync.click();
  const dialog = page.getByRole('dialog', { name: 'Turn off draft synchronization?' });
  await expect(dialog).toContainText('deletes all drafts stored on the server');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(sync).toBeChecked();
  expect((await truthSettings(server, me.user_id)).enable_drafts_synchronization).toBe(true);
});
