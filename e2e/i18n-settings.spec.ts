// Issue 20 §2: the language follows default_language live. Choosing Deutsch under Settings →
// Preferences turns the settings screen German at once (headings, labels, the status line, the
// page's lang), the Language picker names each language in its own words, and choosing English
// turns it back, all without a reload; a change made on another device switches the window too.
import { expect, signIn, test } from './support/fixtures';
import { changeElsewhere, openSection, openSettingsView, truthSettings } from './support/settings-helpers';

test('choosing Deutsch turns the settings German at once, and English turns them back', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Preferences');
  const language = page.getByTestId('setting-default_language');
  await expect(language).toHaveValue('en');
  // Each language in its own name, with the name in the current language beside it.
  await expect(language.locator('option[value="de"]')).toHaveText('Deutsch (German)');
  await expect(language.locator('option[value="es"]')).toHaveText('español (Spanish)');

  await language.selectOption('de');
  await expect(page.getByRole('navigation', { name: 'Bereiche der Einstellungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Allgemein' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(page.getByRole('switch', { name: '24-Stunden-Format' })).toBeVisible();
  await expect(page.getByTestId('setting-status-default_language')).toHaveText('Gespeichert');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(language.locator('option[value="en"]')).toHaveText('English (Englisch)');
  await expect(language.locator('option[value="de"]')).toHaveText('Deutsch');
  expect((await truthSettings(server, me.user_id)).default_language).toBe('de');
  // Other sections are German too.
  await openSection(page, 'Darstellung', 'Bereiche der Einstellungen');
  await expect(page.getByRole('combobox', { name: 'Farbschema' })).toBeVisible();
  await openSection(page, 'Allgemein', 'Bereiche der Einstellungen');

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await truthSettings(server, me.user_id)).default_language).toBe('en');
});

test('a language change from another device switches the open window too', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Display');

  await changeElsewhere(server, me.user_id, { default_language: 'es' });
  await expect(page.getByRole('heading', { level: 2, name: 'Visualización' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tema de color' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A language without a catalogue of ours falls back to the system's language (English here).
  await changeElsewhere(server, me.user_id, { default_language: 'fi' });
  await expect(page.getByRole('heading', { level: 2, name: 'Display' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
