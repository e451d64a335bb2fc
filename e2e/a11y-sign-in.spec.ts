// Accessibility sweep of the sign-in screen, step by step (issue 20): the server step, the password
// and API-key forms with the browser sign-in buttons, an error, the pasted-address field, and the
// certificate check of a self-signed server — each in light, dark and forced colours, with no
// serious or critical axe violation.
import { startServer } from '../server/app';
import { selfSignedCertificate } from '../server/tls-certificate';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test('every step of signing in passes axe in every colour mode', async ({ page, app, server, me }) => {
  await page.goto(app.url);
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
  await expectAccessible(page, 'sign-in: server step');

  await page.getByRole('textbox', { name: 'Server URL' }).fill('not a url at all');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'sign-in: server step with an error');

  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Test IdP' })).toBeVisible();
  await expectAccessible(page, 'sign-in: password step');

  await page.getByRole('textbox', { name: 'Email' }).fill(me.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await expectAccessible(page, 'sign-in: wrong password');

  await page.getByRole('button', { name: 'Use an API key instead' }).click();
  await expect(page.getByRole('textbox', { name: 'API key' })).toBeVisible();
  await expectAccessible(page, 'sign-in: API key step');

  await page.getByRole('button', { name: 'Continue with Test IdP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sign-in page opened' })).toBeVisible();
  await expectAccessible(page, 'sign-in: paste the sign-in address');
  for (const extra of page.context().pages().slice(1)) await extra.close();
});

test('the certificate check of a self-signed server passes axe in every colour mode', async ({
  page,
  app,
}) => {
  const tls = await selfSignedCertificate();
  const server = await startServer({ seed: 'demo', tls, heartbeatSeconds: 5, log: () => undefined });
  try {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: /Check the certificate of/ })).toBeVisible();
    await expectAccessible(page, 'sign-in: certificate check');
  } finally {
    await server.close();
  }
});
