// The user's language (issue 20 §2), end to end: the window follows the account's default_language
// live — changed from another device, the event turns it German at once, without a reload — and Help → Diagnostics' test language then turns it into the
// right-to-left pseudo-locale en-XB and back. Before signing in, the system's language decides.
// Each area's own specs (channels-language, compose-language, i18n-settings) check their words.
import type { Page } from '@playwright/test';
import { openRoute, signInReady } from './support/compose';
import { expect, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';

const html = (page: Page) => page.locator('html');

test('English, then German live from another device, then the right-to-left test language', async ({
  page,
  app,
  server,
  me,
}) => {
  await signInReady(page, app, server, me);
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();

  await changeElsewhere(server, me.user_id, { default_language: 'de' });
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Kanäle' })).toBeVisible();

  await openRoute(page, '#/diagnostics');
  await expect(page.getByRole('heading', { name: 'Testsprache' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Testsprache' }).selectOption('en-XB');
  await expect(html(page)).toHaveAttribute('lang', 'en-XB');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  // Every string is now pseudo-text: mirrored letters between right-to-left marks.
  const heading = page.locator('#diagnostics-test-language');
  await expect(heading).not.toHaveText('Testsprache');
  await expect(heading).toHaveText(/^\u202e.+\u202c$/);
  await expect(page.getByRole('navigation', { name: 'Kanäle' })).toHaveCount(0);

  await page.locator('select:has(option[value="en-XB"])').selectOption('');
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Testsprache' })).toBeVisible();

  await changeElsewhere(server, me.user_id, { default_language: 'en' });
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Test language' })).toBeVisible();
});

test.describe('before signing in', () => {
  test.use({ locale: 'es-ES' });

  test('the system language decides, and the account language takes over once signed in', async ({
    page,
    app,
    server,
    me,
  }) => {
    await page.goto(app.url);
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await page.getByRole('textbox', { name: 'URL del servidor' }).fill(server.url);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(me.email);
    await page.getByRole('textbox', { name: 'Contraseña' }).fill(me.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The demo account's language is English: once its settings arrive, the window speaks it.
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  });
});
