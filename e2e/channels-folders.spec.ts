// Issue 6, channel folders in the sidebar: folder order (live), and archived folders only when
// "Show archived folders" is on (GET /channel_folders?include_archived=true).
import type { Page } from '@playwright/test';
import { account, sidebar } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

const headings = (page: Page) => sidebar(page).locator('.sidebar-group > h2');
/** The channel sections' titles (other sections, such as direct messages, follow them). */
const channelSections = async (page: Page) =>
  (await headings(page).allTextContents()).filter((title) => title !== 'Direct messages');

test('folders follow their order, live', async ({ page, app, server, me }) => {
  const owner = account(server, 'owner');
  await signIn(page, app, server, me);
  await expect
    .poll(() => channelSections(page))
    .toEqual(['Company', 'Product & Engineering', 'Community', 'Other channels']);
  const ids = [...server.realm.folders.values()].sort((a, b) => a.order - b.order).map((f) => f.id);
  const answer = await actAs(server, owner.user_id, 'PATCH', '/channel_folders', {
    order: [...ids].reverse(),
  });
  expect(answer.result).toBe('success');
  await expect
    .poll(() => channelSections(page))
    .toEqual(['Community', 'Product & Engineering', 'Company', 'Other channels']);
});

test('archived folders show only when asked for', async ({ page, app, server, me }) => {
  const owner = account(server, 'owner');
  const created = await actAs(server, owner.user_id, 'POST', '/channel_folders', {
    name: 'Old projects',
    description: 'Done and dusted',
  });
  const folderId = created.channel_folder_id as number;
  const archived = await actAs(server, owner.user_id, 'PATCH', `/channel_folders/${folderId}`, {
    is_archived: true,
  });
  expect(archived.result).toBe('success');

  await signIn(page, app, server, me);
  const group = sidebar(page).getByRole('group', { name: /Old projects/ });
  await expect(headings(page).first()).toBeVisible();
  await expect(group).toHaveCount(0);
  const toggle = sidebar(page).getByRole('checkbox', { name: 'Show archived folders' });
  await toggle.check();
  await expect(group).toBeVisible();
  await expect(group.getByRole('heading')).toHaveText('Old projects(archived)');
  await expect(group).toContainText('No channels');
  await toggle.uncheck();
  await expect(group).toHaveCount(0);
});
