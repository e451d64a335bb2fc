// Issue 6, drafts: the drafts view (GET /drafts, most recently edited first), opening a draft into
// compose at its conversation, deleting, live changes, and synchronization turned off.
import type { Page } from '@playwright/test';
import { account, channelId, go, sidebar } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

/** Records what the app hands to compose, as the compose box would receive it. */
async function recordComposeInserts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const inserts: unknown[] = [];
    Object.assign(window, { composeInserts: inserts });
    window.addEventListener('threadline:insert-into-compose', (event) =>
      inserts.push((event as CustomEvent<unknown>).detail),
    );
  });
}
const composeInserts = (page: Page) =>
  page.evaluate(() => (window as unknown as { composeInserts: unknown[] }).composeInserts);

test('lists drafts newest first, opens one into compose, deletes one', async ({ page, app, server, me }) => {
  const member2 = account(server, 'member2');
  await signIn(page, app, server, me);
  await recordComposeInserts(page);
  await sidebar(page).getByRole('link', { name: 'Drafts' }).click();
  const drafts = page.getByRole('list', { name: 'Drafts' }).getByRole('listitem');
  await expect(drafts).toHaveCount(2);
  await expect(drafts.nth(0)).toContainText('#engineering › release 3.1');
  await expect(drafts.nth(0)).toContainText('Release notes look good.');
  await expect(drafts.nth(1)).toContainText(`To ${member2.full_name}`);

  await drafts.nth(0).getByRole('button', { name: 'Open draft' }).click();
  const stream = channelId(server, 'engineering');
  await expect(page).toHaveURL(new RegExp(`#/channel/${stream}/topic/release%203\\.1$`));
  await expect
    .poll(() => composeInserts(page))
    .toEqual([{ draft: expect.objectContaining({ type: 'stream', to: [stream], topic: 'release 3.1' }) }]);

  // The compose box of that conversation takes the draft.
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Release notes look good. One question about the **migration** step:',
  );

  await go(page, '#/drafts');
  await drafts.nth(1).getByRole('button', { name: 'Delete draft' }).click();
  await expect(drafts).toHaveCount(1);
  expect(server.realm.user(me.user_id)!.drafts.size).toBe(1);
});

test('a draft saved on another device appears, and turning synchronization off empties the list', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await sidebar(page).getByRole('link', { name: 'Drafts' }).click();
  const drafts = page.getByRole('list', { name: 'Drafts' }).getByRole('listitem');
  await expect(drafts).toHaveCount(2);
  await actAs(server, me.user_id, 'POST', '/drafts', {
    drafts: [{ type: '', to: [], topic: '', content: 'A thought for later' }],
  });
  await expect(drafts).toHaveCount(3);
  await expect(drafts.nth(0)).toContainText('No recipient');
  await expect(drafts.nth(0)).toContainText('A thought for later');

  await actAs(server, me.user_id, 'PATCH', '/settings', { enable_drafts_synchronization: false });
  await expect(page.getByRole('note')).toContainText('Draft synchronization is off');
  await expect(page.getByText('No drafts.')).toBeVisible();
});
