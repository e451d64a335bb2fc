// Issue 6, create and subscribe: every option of POST /users/me/subscriptions from the form,
// subscribing other people, and the permission refusals with and without "continue past
// permission errors".
import type { Page } from '@playwright/test';
import { systemGroupId } from '../server/realm/roles';
import { account, privateChannel, sidebar } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

async function openCreateForm(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Create channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create channel' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('creates a private channel with its options, permissions and another subscriber', async ({
  page,
  app,
  server,
  me,
}) => {
  const member2 = account(server, 'member2');
  await signIn(page, app, server, me);
  const dialog = await openCreateForm(page);
  await dialog.getByRole('textbox', { name: 'Channel name' }).fill('design-crit');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Weekly **critique** of new screens');
  await dialog.getByRole('radio', { name: /^Private/ }).check();
  await dialog
    .getByRole('checkbox', { name: 'New subscribers can see messages sent before they joined' })
    .check();
  await dialog.getByRole('checkbox', { name: 'Announce the new channel' }).check();
  await dialog
    .getByRole('combobox', { name: 'Topics' })
    .selectOption({ label: 'Every message needs a topic' });
  await dialog.getByText('Permissions').click();
  await dialog
    .getByRole('combobox', { name: 'Who can post' })
    .selectOption({ label: 'Administrators and owners' });
  await dialog
    .getByRole('combobox', { name: 'Who can subscribe themselves' })
    .selectOption({ label: 'Specific people and groups…' });
  await dialog
    .getByRole('listbox', { name: 'Who can subscribe themselves: people' })
    .selectOption({ label: member2.full_name });
  await dialog.getByRole('listbox', { name: 'Also subscribe' }).selectOption({ label: member2.full_name });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  const result = dialog.getByRole('status');
  await expect(result).toContainText('You: #design-crit');
  await expect(result).toContainText(`${member2.full_name}: #design-crit`);

  const channel = server.realm.channelByName('design-crit');
  expect(channel).toMatchObject({
    invite_only: true,
    history_public_to_subscribers: true,
    topics_policy: 'disable_empty_topic',
    description: 'Weekly **critique** of new screens',
  });
  expect(channel?.groups.can_send_message_group).toBe(systemGroupId(server.realm, 'role:administrators'));
  expect(channel?.groups.can_subscribe_group).toEqual({
    direct_members: [member2.user_id],
    direct_subgroups: [],
  });
  expect([...(channel?.subscribers ?? [])].sort()).toEqual([me.user_id, member2.user_id].sort());

  await dialog.getByRole('button', { name: 'Open channel' }).click();
  await expect(page.getByRole('heading', { name: 'design-crit', level: 1 })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'design-crit', exact: true })).toBeVisible();
});

test('shows the server refusal of an option, and keeps the form', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  const dialog = await openCreateForm(page);
  await dialog.getByRole('textbox', { name: 'Channel name' }).fill('short-lived');
  await dialog.getByRole('combobox', { name: 'Keep messages' }).selectOption({ label: 'A number of days' });
  await dialog.getByRole('textbox', { name: 'Days to keep messages' }).fill('30');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  // Only owners may change message retention.
  await expect(dialog.getByRole('alert')).toContainText('Must be an organization owner');
  await expect(dialog.getByRole('textbox', { name: 'Channel name' })).toHaveValue('short-lived');
  expect(server.realm.channelByName('short-lived')).toBeUndefined();
});

test('a person chosen as subscriber who is deactivated meanwhile is refused by the server', async ({
  page,
  app,
  server,
  me,
}) => {
  const owner = account(server, 'owner');
  const member2 = account(server, 'member2');
  await signIn(page, app, server, me);
  const dialog = await openCreateForm(page);
  await dialog.getByRole('textbox', { name: 'Channel name' }).fill('with-a-friend');
  await dialog.getByRole('listbox', { name: 'Also subscribe' }).selectOption({ label: member2.full_name });
  expect((await actAs(server, owner.user_id, 'DELETE', `/users/${member2.user_id}`)).result).toBe('success');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('No such user');
  expect(server.realm.channelByName('with-a-friend')).toBeUndefined();
});

test('a private channel the member may not join: refused, or listed when continuing past errors', async ({
  page,
  app,
  server,
  me,
}) => {
  const owner = account(server, 'owner');
  const secret = await privateChannel(server, owner, 'secret-plans', []);
  await signIn(page, app, server, me);
  const dialog = await openCreateForm(page);
  await dialog.getByRole('textbox', { name: 'Channel name' }).fill('secret-plans');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Unable to access channel (secret-plans).');

  await dialog.getByRole('checkbox', { name: /Continue past permission errors/ }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const refused = dialog.getByRole('list', { name: 'Refused channels' });
  await expect(refused).toHaveText('#secret-plans');
  await expect(dialog.getByRole('status')).toContainText('No one was subscribed to anything.');
  expect(server.realm.isSubscribed(me.user_id, secret)).toBe(false);
});

test('a guest may not join a private channel', async ({ page, app, server }) => {
  const guest = account(server, 'guest');
  await signIn(page, app, server, guest);
  const dialog = await openCreateForm(page);
  await dialog.getByRole('textbox', { name: 'Channel name' }).fill('leadership');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Unable to access channel (leadership).');

  await dialog.getByRole('checkbox', { name: /Continue past permission errors/ }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Refused channels' })).toHaveText('#leadership');
  expect(server.realm.isSubscribed(guest.user_id, server.realm.channelByName('leadership')!.stream_id)).toBe(
    false,
  );
});
