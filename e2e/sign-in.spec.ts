import { expect, signIn, test } from './support/fixtures';

test('signs in with a password and shows the channel sidebar', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
});

test('a wrong password shows the server error', async ({ page, app, server, me }) => {
  await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(me.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Your username or password is incorrect');
});
