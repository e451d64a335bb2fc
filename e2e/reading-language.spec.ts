// The reading views in the user's language: default_language changed on the server (as another
// device would) switches the open message view, its day separators, reaction tooltips and search
// header, the Inbox and the keyboard help to German, then to Spanish, without a reload; what people
// wrote and their names stay as they are.
import { actAs, expect, signIn, test } from './support/fixtures';
import { accountId, channelId } from './support/channels';
import { openRoute } from './support/compose';
import { changeElsewhere } from './support/settings-helpers';

test('the reading views follow default_language live', async ({ page, app, server, me }) => {
  const general = channelId(server, 'general');
  const rahul = accountId(server, 'member2@threadline.test');
  const mei = accountId(server, 'moderator@threadline.test');
  const sent = await actAs(server, rahul, 'POST', '/messages', {
    type: 'stream',
    to: general,
    topic: 'sprachen',
    content: 'Ein Wombat im Garten',
  });
  await actAs(server, mei, 'POST', `/messages/${sent.id as number}/reactions`, { emoji_name: 'tada' });
  await signIn(page, app, server, me);
  await openRoute(page, `#/channel/${general}/topic/sprachen`);

  const list = page.getByRole('group', { name: 'Messages', exact: true });
  const message = list.getByRole('article').filter({ hasText: 'Ein Wombat im Garten' });
  await expect(message).toBeVisible();
  await expect(list.locator('.date-separator').first()).toHaveText('Today');
  await expect(message.getByRole('button', { name: 'tada: 1' })).toHaveAccessibleDescription(
    'Mei Tanaka reacted with :tada:',
  );

  await changeElsewhere(server, me.user_id, { default_language: 'de' });
  const liste = page.getByRole('group', { name: 'Nachrichten', exact: true });
  await expect(liste).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(liste.locator('.date-separator').first()).toHaveText('Heute');
  const nachricht = liste.getByRole('article').filter({ hasText: 'Ein Wombat im Garten' });
  await expect(nachricht.getByRole('button', { name: 'tada: 1' })).toHaveAccessibleDescription(
    'Mei Tanaka hat mit :tada: reagiert',
  );
  await expect(nachricht.getByRole('button', { name: 'Reaktion hinzufügen' })).toBeVisible();

  // The keyboard help names its keys in the language too.
  await liste.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Tastenkürzel' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('region', { name: 'Nachrichtenaktionen' })).toBeVisible();
  await expect(help.locator('kbd', { hasText: 'Leertaste' })).toHaveCount(1);
  await help.getByRole('button', { name: 'Schließen' }).click();
  await expect(help).toHaveCount(0);

  // The search box and the results header.
  const search = page.getByRole('combobox', { name: 'Nachrichten durchsuchen' });
  await search.fill('Wombat');
  await search.press('Enter');
  await expect(page.locator('#pane-title')).toHaveText('Nachrichten mit dem Text „Wombat“');
  await expect(page.getByTestId('search-result-count')).toHaveText('1 Ergebnis');

  await openRoute(page, '#/inbox');
  await expect(page.getByRole('heading', { name: 'Posteingang', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Unterhaltungen filtern' })).toBeVisible();

  await changeElsewhere(server, me.user_id, { default_language: 'es' });
  await expect(page.getByRole('heading', { name: 'Bandeja de entrada', level: 1 })).toBeVisible();
  await openRoute(page, '#/recent');
  await expect(page.getByRole('heading', { name: 'Conversaciones recientes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('recent-row').filter({ hasText: 'sprachen' })).toContainText('justo ahora');
});
