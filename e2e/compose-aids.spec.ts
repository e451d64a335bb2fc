// Compose's writing aids, by keyboard and by mouse: `@` people, silent mentions, groups and wildcards
// (offered only where the organization allows), `#` channels and `#channel>topic`, `:` emoji, the
// Markdown preview (and its failure), formatting by button and by shortcut with undo, and `/me`.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { addUser } from '../server/realm/factory';
import { systemGroupId } from '../server/realm/roles';
import { account } from './support/channels';
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { actAs, control, expect, test } from './support/fixtures';

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const suggestions = (page: Page, name = 'Mention suggestions') => page.getByRole('listbox', { name });

async function openTopic(page: Page, streamId: number, topic: string): Promise<void> {
  await openRoute(page, topicRoute(streamId, topic));
  await expect(page.getByText('Loading messages…')).toHaveCount(0);
  await messageBox(page).click();
}

/** A new channel of `me`, `also` and enough new people to pass the wildcard threshold (15). */
async function largeChannel(server: RunningServer, name: string, me: number, also: number): Promise<number> {
  const extra = Array.from({ length: 16 }, (_, i) =>
    addUser(server.realm, { full_name: `Crowd ${name} ${i}`, email: `crowd-${name}-${i}@example.com` }),
  );
  return sharedChannel(server, name, me, also, ...extra.map((user) => user.user_id));
}

test('mentions a person by keyboard (arrows, Enter) and silently by mouse, then sends', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'aids-people', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openTopic(page, streamId, 'Hello');
  const box = messageBox(page);

  await box.pressSequentially(`Hi @${other.full_name}`);
  const list = suggestions(page);
  const first = list.getByRole('option').first();
  await expect(first).toContainText(other.full_name);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(box).toHaveValue(`Hi @**${other.full_name}** `);

  await box.pressSequentially(`and @_${other.full_name.slice(0, 4)}`);
  await suggestions(page)
    .getByRole('option', { name: new RegExp(other.full_name) })
    .click();
  await expect(box).toHaveValue(`Hi @**${other.full_name}** and @_**${other.full_name}** `);
  await expect(box).toBeFocused();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = `Hi @**${other.full_name}** and @_**${other.full_name}**`;
  await expect.poll(() => serverMessages(server, sent).length).toBe(1);
});

test('Esc closes the list and leaves the caret in the box', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'aids-esc', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openTopic(page, streamId, 'Esc');
  const box = messageBox(page);
  await box.pressSequentially(`@${other.full_name.slice(0, 3)}`);
  await expect(suggestions(page)).toBeVisible();
  await box.press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(box).not.toHaveAttribute('aria-activedescendant');
});

test('mentions a group, links a channel and a channel>topic, and inserts an emoji', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'aids-links', me.user_id, other.user_id);
  await actAs(server, other.user_id, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic: 'Launch plan',
    content: 'first',
  });
  const group = [...server.realm.groups.values()].find((g) => !g.is_system_group && !g.deactivated);
  if (!group) throw new Error('the demo seed has no user group');
  await signInReady(page, app, server, me);
  await openTopic(page, streamId, 'Links');
  const box = messageBox(page);

  await box.pressSequentially(`@${group.name.slice(0, 4)}`);
  await suggestions(page)
    .getByRole('option', { name: new RegExp(group.name) })
    .click();
  await expect(box).toHaveValue(`@*${group.name}* `);

  await box.pressSequentially('#aids-li');
  await expect(suggestions(page, 'Channel suggestions').getByRole('option').first()).toContainText(
    '#aids-links',
  );
  await box.press('Tab');
  await expect(box).toHaveValue(`@*${group.name}* #**aids-links**`);
  await box.pressSequentially('>lau');
  const topics = suggestions(page, 'Topic suggestions');
  await expect(topics.getByRole('option').first()).toContainText('Launch plan');
  await box.press('Enter');
  await expect(box).toHaveValue(`@*${group.name}* #**aids-links>Launch plan** `);

  await box.pressSequentially(':smil');
  const emoji = suggestions(page, 'Emoji suggestions').getByRole('option').first();
  await expect(emoji).toContainText(':smil');
  await box.press('Enter');
  await expect(box).toHaveValue(new RegExp(`Launch plan\\*\\* :smil\\w*: $`));
});

test('wildcards are offered only where the organization allows them', async ({ page, app, server, me }) => {
  server.realm.settings.groups.can_mention_many_users_group = systemGroupId(
    server.realm,
    'role:administrators',
  );
  const other = otherMember(server, me);
  const small = await sharedChannel(server, 'aids-small', me.user_id, other.user_id);
  const large = await largeChannel(server, 'aids-large', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  const box = messageBox(page);

  await openTopic(page, small, 'Small');
  await box.pressSequentially('@al');
  await expect(suggestions(page).getByRole('option', { name: /^all/ })).toBeVisible();
  await box.fill('');

  // A member in a channel of more than 15 subscribers: no @all, but @topic (a small topic) stays.
  await openTopic(page, large, 'Wildcards here');
  await box.pressSequentially('@al');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  await expect(suggestions(page).getByRole('option', { name: /^all/ })).toHaveCount(0);
  await box.fill('');
  await box.pressSequentially('@top');
  await expect(suggestions(page).getByRole('option', { name: /^topic/ })).toBeVisible();
});

test('an administrator is offered @all in a large channel', async ({ page, app, server }) => {
  server.realm.settings.groups.can_mention_many_users_group = systemGroupId(
    server.realm,
    'role:administrators',
  );
  const owner = account(server, 'owner');
  const large = await largeChannel(server, 'aids-large-owner', owner.user_id, owner.user_id);
  await signInReady(page, app, server, owner);
  await openTopic(page, large, 'Wildcards here');
  await messageBox(page).pressSequentially('@al');
  await expect(suggestions(page).getByRole('option', { name: /^all/ })).toBeVisible();
});

test('preview renders through the server, says why it failed, and keeps the text', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'aids-preview', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openTopic(page, streamId, 'Preview');
  const box = messageBox(page);
  await box.fill('Some **bold** words');

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Message preview' });
  await expect(preview.locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(box).toBeHidden();
  await page.keyboard.press('Alt+p');
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('Some **bold** words');

  await control(server, '/faults', {
    path_prefix: '/messages/render',
    kind: 'status',
    status: 500,
    count: 1,
  });
  await box.fill('Now *this* fails');
  await box.press('Alt+p');
  await expect(preview.getByRole('alert')).toContainText('Preview failed');
  await expect(preview).toBeFocused();
  await page.keyboard.press('Alt+p');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Now *this* fails');
});

test('formats by button and by shortcut, toggles off, and undoes', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'aids-format', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openTopic(page, streamId, 'Format');
  const box = messageBox(page);
  await box.pressSequentially('hello');
  await box.press('ControlOrMeta+a');

  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(box).toHaveValue('**hello**');
  await box.press('Control+i');
  await expect(box).toHaveValue('***hello***');
  await box.press('Control+b');
  await expect(box).toHaveValue('*hello*');
  await box.press('Control+z');
  await expect(box).toHaveValue('***hello***');

  await box.fill('docs');
  await box.press('ControlOrMeta+a');
  await box.press('Control+Shift+L');
  await expect(box).toHaveValue('[docs](url)');
  await box.pressSequentially('https://example.com');
  await expect(box).toHaveValue('[docs](https://example.com)');

  await box.fill('a\nb');
  await box.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Code' }).click();
  await expect(box).toHaveValue('```\na\nb\n```');
});

test('/me shows what it will send and is sent as written', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'aids-me', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openTopic(page, streamId, 'Status');
  await messageBox(page).fill('/me waves hello');
  await expect(page.getByRole('note')).toContainText('Sent as a status message');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => serverMessages(server, '/me waves hello').length).toBe(1);
});
