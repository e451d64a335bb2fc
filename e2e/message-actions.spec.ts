// Message actions by mouse (hover toolbar, right-click menu) and by keyboard (the selected message
// and Zulip's hotkeys): reply, quote and reply with the raw Markdown, 👍, star, mark as unread from
// here, copy link, view source, and disabled actions that say why.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { actAs, expect, test } from './support/fixtures';

async function post(
  server: RunningServer,
  userId: number,
  streamId: number,
  content: string,
): Promise<number> {
  const sent = await actAs(server, userId, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic: 'plans',
    content,
  });
  if (typeof sent.id !== 'number') throw new Error(`could not send: ${JSON.stringify(sent)}`);
  return sent.id;
}

const row = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const menu = (page: Page) => page.getByRole('menu');
const list = (page: Page) => page.getByRole('group', { name: 'Messages', exact: true });
const flagsOf = (server: RunningServer, userId: number, id: number) => {
  const user = server.realm.user(userId);
  return { starred: user?.flags.get('starred')?.has(id) ?? false, unread: user?.unread.has(id) ?? null };
};

test('by mouse: toolbar reply, 👍 and star; the context menu copies the link and shows the source', async ({
  page,
  context,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'actions-mouse', me.user_id, other.user_id);
  const theirs = await post(server, other.user_id, streamId, 'Lunch at **noon**?');
  await post(server, me.user_id, streamId, 'My own note');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'plans'));

  const message = row(page, 'Lunch at noon?');
  await message.hover();
  const toolbar = message.getByRole('toolbar', { name: 'Message actions' });
  await expect(toolbar.getByRole('button', { name: 'Reply' })).toBeVisible();
  // Edit is offered on my own message only.
  await expect(toolbar.getByRole('button', { name: 'Edit message' })).toHaveCount(0);
  await row(page, 'My own note').hover();
  await expect(row(page, 'My own note').getByRole('button', { name: 'Edit message' })).toBeVisible();

  await message.hover();
  await toolbar.getByRole('button', { name: 'React with 👍' }).click();
  await expect(message.getByRole('button', { name: '+1: 1' })).toBeVisible();
  const reactions = () => server.realm.messages.get(theirs)?.reactions ?? [];
  expect(reactions()).toContainEqual(expect.objectContaining({ emoji_code: '1f44d', user_id: me.user_id }));

  await message.hover();
  await toolbar.getByRole('button', { name: 'More actions' }).click();
  await menu(page).getByRole('menuitem', { name: 'Star message' }).click();
  await expect(message.getByRole('img', { name: 'Starred' })).toBeVisible();
  await expect.poll(() => flagsOf(server, me.user_id, theirs).starred).toBe(true);

  // The emoji picker opens for this message; a pick reacts with it.
  await message.hover();
  await toolbar.getByRole('button', { name: 'Add emoji reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a reaction' });
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('octopus');
  await picker.getByRole('gridcell', { name: 'octopus', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(message.getByRole('button', { name: 'octopus: 1' })).toBeVisible();

  await message.hover();
  await toolbar.getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('plans');

  // Right-click: every action; the ones not allowed say why.
  await message.click({ button: 'right' });
  const edit = menu(page).getByRole('menuitem', { name: 'Edit message' });
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await expect(edit).toHaveAccessibleDescription('You can only edit your own messages');
  await expect(menu(page).getByRole('menuitem', { name: 'Unstar message' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);

  await message.click({ button: 'right' });
  await menu(page).getByRole('menuitem', { name: 'Copy link to message' }).click();
  await expect(page.getByTestId('message-action-notice')).toHaveText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${server.url}/#narrow/channel/${streamId}-actions-mouse/topic/plans/near/${theirs}`);

  await message.click({ button: 'right' });
  await menu(page).getByRole('menuitem', { name: 'View message source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message source' });
  await expect(dialog.getByTestId('message-source')).toHaveText('Lunch at **noon**?');
  await dialog.getByRole('button', { name: 'Copy source' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Lunch at **noon**?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('by keyboard: select, quote Markdown, 👍, star, the menu, mark unread from here, reply', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'actions-keys', me.user_id, other.user_id);
  const markdown = 'A **bold** plan:\n\n```js\nlet x = 1;\n```';
  const first = await post(server, other.user_id, streamId, markdown);
  const second = await post(server, other.user_id, streamId, 'Second thought');
  await signInReady(page, app, server, me);
  const channelLink = page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('link', { name: 'actions-keys' });
  await openRoute(page, topicRoute(streamId, 'plans'));
  await expect(row(page, 'Second thought')).toBeVisible();
  // Viewing reads both messages.
  await expect(channelLink).not.toHaveAccessibleDescription(/unread/);

  await list(page).focus();
  await page.keyboard.press('End');
  await expect(row(page, 'Second thought')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('message-selection-status')).toHaveText(/Second thought/);
  await page.keyboard.press('ArrowUp');
  const selected = row(page, 'A bold plan');
  await expect(selected).toHaveAttribute('aria-current', 'true');
  await expect(list(page)).toHaveAttribute('aria-activedescendant', `message-${first}`);

  // > quotes the raw Markdown, with a fence longer than the code block inside it.
  await page.keyboard.press('>');
  const link = `${server.url}/#narrow/channel/${streamId}-actions-keys/topic/plans/near/${first}`;
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    `@_**${other.full_name}|${other.user_id}** [said](${link}):\n\`\`\`\`quote\n${markdown}\n\`\`\`\`\n`,
  );

  // Focus lands in compose, after the text.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await list(page).focus();
  await page.keyboard.press('+');
  await expect(selected.getByRole('button', { name: '+1: 1' })).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(selected.getByRole('img', { name: 'Starred' })).toBeVisible();
  await expect.poll(() => flagsOf(server, me.user_id, first).starred).toBe(true);
  // Ctrl+S again unstars (* opens the starred messages view, as in Zulip).
  await page.keyboard.press('Control+s');
  await expect(selected.getByRole('img', { name: 'Starred' })).toHaveCount(0);
  // : opens the emoji picker; Escape closes it and the list has focus again.
  await page.keyboard.press(':');
  await expect(page.getByRole('dialog', { name: 'Add a reaction' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Add a reaction' })).toHaveCount(0);
  await expect(list(page)).toBeFocused();

  // i opens the menu on the selected message; arrows move; Escape gives focus back to the list.
  await page.keyboard.press('i');
  await expect(menu(page).getByRole('menuitem', { name: 'Reply', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu(page).getByRole('menuitem', { name: 'Quote and reply' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu(page).getByRole('menuitem', { name: 'Delete message' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(list(page)).toBeFocused();
  await page.keyboard.press('Shift+F10');
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');

  // Shift+U marks this message and the ones after it unread.
  await page.keyboard.press('Shift+U');
  await expect(channelLink).toHaveAccessibleDescription('2 unread messages');
  await expect
    .poll(() => [first, second].map((id) => flagsOf(server, me.user_id, id).unread))
    .toEqual([true, true]);
  await expect(selected).toHaveClass(/is-unread/);
  // The view stops reading by viewing (it would mark them read again within a second).
  await page.waitForTimeout(1_500);
  await expect(channelLink).toHaveAccessibleDescription('2 unread messages');

  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
});
