// Issue 20, the user's language, for the sidebar, channel browser and people: when default_language
// changes on the server, they switch live to German (counts pluralised the German way, channel names
// as written), then to Spanish, and back to English.
import { expect, signIn, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';
import { sidebar } from './support/channels';

test('the sidebar, channel browser and people follow default_language live', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const setLanguage = (code: string) => changeElsewhere(server, me.user_id, { default_language: code });

  await setLanguage('de');
  const nav = page.getByRole('navigation', { name: 'Kanäle' });
  await expect(nav.getByRole('button', { name: 'Kanäle durchsuchen' })).toBeVisible();
  await expect(nav.getByRole('textbox', { name: 'Kanäle filtern' })).toBeVisible();
  // A channel's name is what people wrote: it stays as it is.
  await expect(nav.getByRole('link', { name: 'general', exact: true })).toBeVisible();
  await nav.getByRole('button', { name: 'Themen in general' }).click();
  await expect(nav.getByRole('list', { name: 'Themen von general' })).toBeVisible();

  await nav.getByRole('button', { name: 'Kanäle durchsuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Kanäle', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Alle Kanäle' });
  await expect(list.getByRole('button', { name: /^(Abonnieren|Abbestellen)$/ }).first()).toBeVisible();
  await expect(list).toContainText(/\d+ Abonnenten/);

  await page.getByRole('link', { name: 'Personen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Personen', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Personen suchen' })).toBeVisible();
  await expect(page.getByText(/^\d+ Personen$/)).toBeVisible();
  await page.getByRole('list', { name: 'Personen' }).getByRole('button', { name: me.full_name }).click();
  const card = page.getByRole('dialog', { name: me.full_name });
  await expect(card.getByText('Zeitzone', { exact: true })).toBeVisible();
  await expect(card).toContainText('Ortszeit');
  await expect(card.getByText('Mitglied', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Schließen' }).click();
  await expect(card).toHaveCount(0);

  await setLanguage('es');
  const navEs = page.getByRole('navigation', { name: 'Canales' });
  await expect(navEs.getByRole('button', { name: 'Explorar canales' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personas', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ personas$/)).toBeVisible();

  await setLanguage('en');
  await expect(sidebar(page).getByRole('button', { name: 'Browse channels' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
});
