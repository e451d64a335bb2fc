// A server with a self-signed certificate (the reference server over https with a certificate from
// `selfsigned`): the sign-in screen shows the certificate's SHA-256 fingerprint; refusing it signs in
// nowhere; trusting it signs in, for that server only, and the trust survives a restart of the host,
// while a second self-signed server still asks.
import { X509Certificate } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../server/app';
import { selfSignedCertificate } from '../server/tls-certificate';
import { expect, restartApp, test } from './support/fixtures';

async function startTlsServer(): Promise<{ server: RunningServer; fingerprint: string }> {
  const tls = await selfSignedCertificate();
  const server = await startServer({ seed: 'demo', tls, heartbeatSeconds: 5, log: () => undefined });
  return { server, fingerprint: new X509Certificate(tls.cert).fingerprint256 };
}

async function lookUp(page: Page, url: string) {
  await page.getByRole('textbox', { name: 'Server URL' }).fill(url);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const certificateCheck = (page: Page, server: RunningServer) =>
  page.getByRole('region', { name: `Check the certificate of ${new URL(server.url).host}` });

test('a self-signed server: its fingerprint is shown, refusing signs in nowhere, trusting signs in and lasts', async ({
  page,
  app,
}) => {
  const first = await startTlsServer();
  const second = await startTlsServer();
  try {
    const member = first.server.accounts.find((a) => a.role === 400 && !a.is_bot);
    if (!member) throw new Error('the demo seed has no member');
    await page.goto(app.url);

    await lookUp(page, first.server.url);
    const check = certificateCheck(page, first.server);
    await expect(check).toContainText(first.fingerprint);
    await expect(check).toContainText('self-signed');
    await expect(page.getByRole('alert')).toContainText('not trusted');
    await check.getByRole('button', { name: /Don.t trust/ }).click();
    await expect(check).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('you did not trust the certificate');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);

    await lookUp(page, first.server.url);
    await check.getByRole('button', { name: 'Trust this certificate' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();

    // The trust is kept in the profile: after a restart the account connects without asking.
    await restartApp(app);
    await page.goto(app.url);
    await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Connected$/ })).toHaveCount(1);

    // Another self-signed server is another server: it asks again.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Add account' }).click();
    await lookUp(page, second.server.url);
    await expect(certificateCheck(page, second.server)).toContainText(second.fingerprint);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  } finally {
    await first.server.close();
    await second.server.close();
  }
});
