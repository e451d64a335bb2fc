// Settings → This computer → Updates in browser mode: there is no installed app to update, so the
// panel says so (the host answers "Check now" with that reason), while the choices it offers are
// kept by main in the profile for the desktop app on this computer and survive a restart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, restartApp, signIn, test } from './support/fixtures';

/** What main saved in the profile (core/desktop/preferences.ts), or null before the first save. */
function savedUpdates(profileDir: string): unknown {
  try {
    return (JSON.parse(readFileSync(join(profileDir, 'preferences.json'), 'utf8')) as { updates?: unknown })
      .updates;
  } catch {
    return null;
  }
}

const NOT_IN_BROWSER_MODE = 'Updates are not available in browser mode';

test('the Updates panel says updates are not available here and keeps its choices', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await page.evaluate(() => (window.location.hash = '#/settings/desktop'));
  const panel = page.getByRole('region', { name: 'Updates' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Browser mode keeps these choices for the desktop app')).toBeVisible();
  const status = panel.getByRole('status');
  await expect(status).toContainText(`${NOT_IN_BROWSER_MODE}: it runs from this copy of Threadline's files`);

  // "Check now" asks the host, which answers with the same reason, and nothing goes wrong.
  await panel.getByRole('button', { name: 'Check now' }).click();
  await expect(status).toContainText(NOT_IN_BROWSER_MODE);
  await expect(panel.locator('.notice-error')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Update ready' })).toHaveCount(0);

  // The defaults: on, stable.
  const automatic = panel.getByRole('switch', { name: 'Update automatically' });
  await expect(automatic).toBeChecked();
  await expect(panel.getByRole('radio', { name: /^Stable/ })).toBeChecked();

  await automatic.setChecked(false);
  await panel.getByRole('radio', { name: /^Beta/ }).check();
  await expect(panel.getByRole('radio', { name: /^Beta/ })).toBeChecked();
  await expect(automatic).not.toBeChecked();

  // Main keeps them in the profile, and a new host on the same profile reads them back.
  await expect.poll(() => savedUpdates(app.profileDir)).toEqual({ enabled: false, channel: 'beta' });
  await restartApp(app);
  await page.goto(app.url);
  await page.evaluate(() => (window.location.hash = '#/settings/desktop'));
  const again = page.getByRole('region', { name: 'Updates' });
  await expect(again.getByRole('switch', { name: 'Update automatically' })).not.toBeChecked();
  await expect(again.getByRole('radio', { name: /^Beta/ })).toBeChecked();
  await expect(again.getByRole('radio', { name: /^Stable/ })).not.toBeChecked();
});
