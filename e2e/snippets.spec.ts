// Issue 6, saved snippets: list, create, edit title and content, insert into compose, delete, and
// editing a snippet another device deleted (the server says it does not exist).
import type { Page } from '@playwright/test';
import { channelId, go, sidebar } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

const snippetRows = (page: Page) => page.getByRole('list', { name: 'Saved snippets' }).getByRole('listitem');
const snippetsOf = (server: Parameters<typeof channelId>[0], userId: number) => [
  ...server.realm.user(userId)!.saved_snippets.values(),
];

test('creates, edits, inserts and deletes snippets', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  const stream = channelId(server, 'general');
  await go(page, `#/channel/${stream}`);
  await page.evaluate(() => {
    const inserts: unknown[] = [];
    Object.assign(window, { composeInserts: inserts });
    window.addEventListener('threadline:insert-into-compose', (event) =>
      inserts.push((event as CustomEvent<unknown>).detail),
    );
  });
  await sidebar(page).getByRole('link', { name: 'Saved snippets' }).click();
  await expect(snippetRows(page)).toHaveCount(2);

  const form = page.getByRole('form', { name: 'New snippet' });
  await form.getByRole('button', { name: 'Save snippet' }).click();
  await expect(form.getByRole('alert')).toHaveText('Give the snippet a title.');
  await form.getByRole('textbox', { name: 'Title' }).fill('Standup');
  await form.getByRole('textbox', { name: 'Content' }).fill('Yesterday / Today / Blockers');
  await form.getByRole('button', { name: 'Save snippet' }).click();
  await expect(snippetRows(page)).toHaveCount(3);
  expect(snippetsOf(server, me.user_id).map((s) => s.title)).toContain('Standup');

  const standup = snippetRows(page).filter({ hasText: 'Standup' });
  await standup.getByRole('button', { name: 'Edit snippet' }).click();
  const editor = page.getByRole('form', { name: /Edit snippet/ });
  await editor.getByRole('textbox', { name: 'Title' }).fill('Daily standup');
  await editor.getByRole('textbox', { name: 'Content' }).fill('Done / Doing / Blocked');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toHaveCount(0);
  const edited = snippetRows(page).filter({ hasText: 'Daily standup' });
  await expect(edited).toContainText('Done / Doing / Blocked');
  expect(snippetsOf(server, me.user_id).find((s) => s.title === 'Daily standup')?.content).toBe(
    'Done / Doing / Blocked',
  );

  await edited.getByRole('button', { name: 'Insert into compose' }).click();
  await expect(page).toHaveURL(new RegExp(`#/channel/${stream}$`));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { composeInserts: unknown[] }).composeInserts))
    .toEqual([{ text: 'Done / Doing / Blocked' }]);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/Done \/ Doing \/ Blocked/);

  await go(page, '#/snippets');
  await snippetRows(page)
    .filter({ hasText: 'Daily standup' })
    .getByRole('button', { name: 'Delete snippet' })
    .click();
  await expect(snippetRows(page)).toHaveCount(2);
  expect(snippetsOf(server, me.user_id).map((s) => s.title)).not.toContain('Daily standup');
});

test('editing a snippet another device deleted shows that it does not exist', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  await sidebar(page).getByRole('link', { name: 'Saved snippets' }).click();
  const row = snippetRows(page).filter({ hasText: 'Meeting link' });
  await row.getByRole('button', { name: 'Edit snippet' }).click();
  const editor = page.getByRole('form', { name: /Edit snippet/ });
  await editor.getByRole('textbox', { name: 'Title' }).fill('Team call');

  const id = snippetsOf(server, me.user_id).find((s) => s.title === 'Meeting link')!.id;
  expect((await actAs(server, me.user_id, 'DELETE', `/saved_snippets/${id}`)).result).toBe('success');
  await expect(row).toHaveCount(0);
  await expect(editor).toContainText('deleted on another device');

  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByRole('alert')).toHaveText('Saved snippet does not exist.');
});
