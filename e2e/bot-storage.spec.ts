// Issue 6, bot storage: a bot sees its stored data with a keys filter and the unknown-key error;
// a person has no entry for it, and opening the view anyway shows the server's refusal.
import { account, go, signInWithApiKey, sidebar } from './support/channels';
import { expect, signIn, test } from './support/fixtures';

test('a bot reads its stored data, filtered by keys', async ({ page, app, server }) => {
  const bot = account(server, 'bot');
  await signInWithApiKey(page, app, server, bot);
  await sidebar(page).getByRole('link', { name: 'Bot storage' }).click();
  const table = page.getByRole('table', { name: 'Stored data' });
  await expect(table.getByRole('rowheader')).toHaveText(['last_standup', 'participants', 'standup_time']);
  await expect(table.getByRole('row', { name: /standup_time/ })).toContainText('09:00');

  const keys = page.getByRole('textbox', { name: 'Keys' });
  await keys.fill('standup_time, last_standup');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(table.getByRole('rowheader')).toHaveText(['last_standup', 'standup_time']);

  await keys.fill('standup_time, no_such_key');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('Key does not exist.');
  await expect(table).toHaveCount(0);
});

test('a person has no bot storage entry, and the view shows the server refusal', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await expect(sidebar(page).getByRole('link', { name: 'Drafts' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Bot storage' })).toHaveCount(0);
  await go(page, '#/bot-storage');
  await expect(page.getByRole('alert')).toHaveText('This endpoint is only available to bot users.');
});
