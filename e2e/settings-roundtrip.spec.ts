// Issue 5 §7: a round trip for every user setting. For each catalogue entry the test picks a value
// other than the server's, changes it in the UI, waits for the server's truth to hold it, and then
// checks the control shows it with "Saved" — which the view only says once the user_settings event
// has brought the value back into the store (until then, or if it never came, it says "Saving…"
// and then shows the store's old value).
import { SETTINGS_CATALOG } from '../shared/settings/catalog';
import { sectionOf } from '../renderer/src/features/settings/sections';
import { expect, signIn, test } from './support/fixtures';
import {
  differentValue,
  expectShown,
  openSettingsView,
  operate,
  truthSettings,
} from './support/settings-helpers';

const SECTIONS = [
  ['account', 'Account'],
  ['preferences', 'Preferences'],
  ['display', 'Display'],
  ['notifications', 'Notifications'],
  ['advanced', 'Advanced'],
] as const;

for (const [section, title] of SECTIONS) {
  const entries = SETTINGS_CATALOG.filter((entry) => !entry.accountOnly && sectionOf(entry) === section);

  test(`every ${section} setting makes the round trip UI → server → event → UI`, async ({
    page,
    app,
    server,
    me,
  }) => {
    test.setTimeout(60_000 + entries.length * 3_000);
    await signIn(page, app, server, me);
    await openSettingsView(page, title);
    const before = await truthSettings(server, me.user_id);

    for (const entry of entries) {
      await test.step(entry.name, async () => {
        const value = differentValue(entry, before[entry.name]);
        await operate(page, entry, value);
        await expect
          .poll(async () => (await truthSettings(server, me.user_id))[entry.name], { message: entry.name })
          .toBe(value);
        await expect(page.getByTestId(`setting-status-${entry.name}`)).toHaveText('Saved');
        await expectShown(page, entry, value);
      });
    }
  });
}
