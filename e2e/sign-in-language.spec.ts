// The sign-in screen before any account speaks the system's language (the browser's here), and so
// does main: the page tells the host which language it shows (app.setLocale), and what main says in
// words (a refused address, a server it cannot reach, the sign-in steps) comes back in it.
import { expect, signIn, test } from './support/fixtures';

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('every step of signing in, and main’s refusals, are in German', async ({ page, app, server, me }) => {
    await page.goto(app.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    const address = page.getByRole('textbox', { name: 'Server-URL' });

    // Said by main (server-url.ts), in the language the page told it.
    await address.fill('http://chat.example.com');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Verwenden Sie https:// für andere Server als diesen Computer',
    );

    // A server that cannot be reached, described by main's probe.
    await address.fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('alert')).toContainText(
      '127.0.0.1:9 war nicht erreichbar. Prüfen Sie die Adresse und Ihre Netzwerkverbindung',
    );

    await address.fill(server.url);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('button', { name: 'Server wechseln' })).toBeVisible();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Geben Sie Ihre E-Mail-Adresse ein.');
    await page.getByRole('button', { name: 'Stattdessen einen API-Schlüssel verwenden' }).click();
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(me.email);
    await page.getByRole('textbox', { name: 'API-Schlüssel' }).fill(me.api_key);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // Signed in, the account's own language decides (English, the server's default).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toHaveCount(0);
  });
});

test('main follows the account’s language when it changes: This computer says why in German', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const authorization = `Basic ${Buffer.from(`${me.email}:${me.api_key}`).toString('base64')}`;
  const changed = await fetch(`${server.url}/api/v1/settings`, {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ default_language: 'de' }).toString(),
  });
  expect(changed.ok).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.evaluate(() => {
    window.location.hash = '#/settings/desktop';
  });
  // The reasons come from main (desktop.capabilities), said in the language the window told it.
  await expect(page.getByTestId('setting-status-closeToTray')).toHaveText(
    'Nur in der Desktop-App: Der Browsermodus hat kein Symbol im Infobereich.',
  );
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the zuliprc and demo options, and a zuliprc main cannot read', async ({ page, app }) => {
    await page.goto(app.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText('Conéctate a un servidor de chat compatible con Zulip.')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'zuliprc',
      mimeType: 'text/plain',
      buffer: Buffer.from('[api]\nemail=a@example.com\n'),
    });
    await expect(page.getByRole('alert')).toHaveText('A la sección [api] de este zuliprc le falta key, site');
  });
});
