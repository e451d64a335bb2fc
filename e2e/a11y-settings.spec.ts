// Accessibility sweep of Settings (issue 20): every section an owner sees — Account, Preferences,
// Display, Notifications, Advanced, This computer and Administrators — and the drafts confirmation
// dialog, each in light, dark, forced colours and the app's high contrast, with no serious or
// critical axe violation.
import { account } from './support/channels';
import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { openSection, openSettingsView } from './support/settings-helpers';

const SECTIONS = [
  'Account',
  'Preferences',
  'Display',
  'Notifications',
  'Advanced',
  'This computer',
  'Administrators',
];

test('every settings section passes axe in every colour mode', async ({ page, app, server }) => {
  test.setTimeout(150_000);
  await signIn(page, app, server, account(server, 'owner'));
  await openSettingsView(page);
  for (const title of SECTIONS) {
    await openSection(page, title);
    await expectAccessible(page, `settings: ${title}`);
  }
});

test('the confirmation dialog of settings passes axe', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openSettingsView(page, 'Account');
  await page.getByTestId('setting-enable_drafts_synchronization').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'settings: turn off draft synchronization');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});
