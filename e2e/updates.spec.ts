// Settings → This computer → Updates in browser mode: there is no installed app to update, so the
// panel says so (the host answers "Check now" with that reason), while the choices it offers are
// kept by main in the profile for the desktop app on this computer and survive a restart.
import { expect, restartApp, signIn, test } from './support/fixtures';

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

  // Main kept them in the profile: a new host on the same profile still has them.
  await restartApp(app);
  await page.goto(app.url);
  await page.evaluate(() => (window.location.hash = '#/settings/desktop'));
  const again = page.getByRole('region', { name: 'Updates' });
  await expect(again.getByRole('switch', { name: 'Update automatically' })).not.toBeChecked();
  await expect(again.getByRole('radio', { name: /^Beta/ })).toBeChecked();
  await expect(again.getByRole('radio', { name: /^Stable/ })).not.toBeChecked();
});
