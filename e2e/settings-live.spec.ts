// Issue 5 §2, §3 and the bad-input rules: changes from another device show up live, display
// settings apply to the window at once, the form refuses bad input before any request, and a
// value the server rejects puts the server's value back with the reason.
import { control, expect, signIn, test } from './support/fixtures';
import { changeElsewhere, openSettingsView, truthSettings } from './support/settings-helpers';

test('Ctrl+, opens the settings, Done goes back', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await page.keyboard.press('Control+Comma');
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toBeHidden();
});

test('a change from another device updates the open view live', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Display');
  await expect(page.getByTestId('setting-color_scheme')).toHaveValue('1');
  await expect(page.getByTestId('setting-high_contrast_mode')).not.toBeChecked();

  await changeElsewhere(server, me.user_id, {
    color_scheme: 2,
    high_contrast_mode: true,
    web_font_size_px: 20,
  });

  await expect(page.getByTestId('setting-color_scheme')).toHaveValue('2');
  await expect(page.getByTestId('setting-high_contrast_mode')).toBeChecked();
  await expect(page.getByTestId('setting-web_font_size_px')).toHaveValue('20');
  // …and the window follows at once.
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-color-scheme', 'dark');
  await expect(root).toHaveAttribute('data-high-contrast', 'true');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--message-font-size')))
    .toBe('20px');
});

test('display settings apply to the window when changed here', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Display');
  const root = page.locator('html');
  await expect(root).not.toHaveAttribute('data-color-scheme', /.*/);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByTestId('setting-color_scheme').selectOption('2');
  await expect(root).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(background).toBe('rgb(27, 28, 32)');
  await page.getByTestId('setting-color_scheme').selectOption('3');
  await expect(root).toHaveAttribute('data-color-scheme', 'light');
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  // A forced light scheme wins over a dark system; Automatic follows the system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  await page.getByTestId('setting-color_scheme').selectOption('1');
  await expect(root).not.toHaveAttribute('data-color-scheme', /.*/);
  await expect.poll(background).toBe('rgb(27, 28, 32)');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByTestId('setting-fluid_layout_width').check();
  await expect(root).toHaveAttribute('data-fluid-layout', 'true');
  await page.getByTestId('setting-web_line_height_percent').fill('150');
  await page.getByTestId('setting-web_line_height_percent').press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--message-line-height')))
    .toBe('1.5');
});

test('out-of-range numbers are refused in the form, before any request', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Display');
  const size = page.getByTestId('setting-web_font_size_px');
  await size.fill('99');
  await size.press('Enter');
  await expect(page.getByTestId('setting-status-web_font_size_px')).toHaveText(
    'Font size must be between 12 and 24 px',
  );
  await expect(size).toHaveValue('16');
  expect((await truthSettings(server, me.user_id)).web_font_size_px).toBe(16);
});

test('a value the server rejects restores the old value and says why', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Display');
  await control(server, '/faults', { path_prefix: '/settings', kind: 'status', status: 400, count: 1 });

  const scheme = page.getByTestId('setting-color_scheme');
  await scheme.selectOption('2');
  await expect(page.getByTestId('setting-status-color_scheme')).toHaveText(
    'Not saved: Injected failure (400)',
  );
  await expect(scheme).toHaveValue('1');
  await expect(scheme).toHaveAttribute('aria-invalid', 'true');
  expect((await truthSettings(server, me.user_id)).color_scheme).toBe(1);

  // The next try goes through.
  await scheme.selectOption('2');
  await expect(page.getByTestId('setting-status-color_scheme')).toHaveText('Saved');
  expect((await truthSettings(server, me.user_id)).color_scheme).toBe(2);
});
