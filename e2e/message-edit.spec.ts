// Issue 16, editing, moving, deleting and edit history: the inline editor by mouse and keyboard, a
// refused edit, an edit racing a deletion, the history dialog, moves with each propagate mode
// checked on the server, and deletion after a confirmation.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { sidebar } from './support/channels';
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { actAs, expect, test } from './support/fixtures';

async function post(server: RunningServer, userId: number, streamId: number, topic: string, content: string) {
  const answer = await actAs(server, userId, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic,
    content,
  });
  return answer.id as number;
}

const row = (page: Page, id: number) => page.locator(`[data-message-id="${id}"]`);

async function openTopicMenuMove(page: Page, channel: string, topic: string) {
  await sidebar(page)
    .getByRole('button', { name: `Topics in ${channel}` })
    .click();
  const list = sidebar(page).getByRole('list', { name: `${channel} topics` });
  await list.getByRole('button', { name: `Topic actions for ${topic}` }).click();
  await page.getByRole('menuitem', { name: 'Move topic…' }).click();
  return page.getByRole('dialog', { name: 'Move topic' });
}

test('moves a whole topic from the topic menu, and each propagate mode moves what it says', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'move lab', me.user_id, other.user_id);
  const target = await sharedChannel(server, 'move target', me.user_id, other.user_id);
  const ids = [
    await post(server, me.user_id, streamId, 'alpha', 'one'),
    await post(server, other.user_id, streamId, 'alpha', 'two'),
    await post(server, me.user_id, streamId, 'alpha', 'three'),
  ];
  await signInReady(page, app, server, me);
  const topicOf = (id: number) => server.realm.messages.get(id)?.topic;
  const channelOf = (id: number) => server.realm.messages.get(id)?.stream_id;

  // change_all by default from the topic menu, to another channel; a notice goes to the old topic.
  let dialog = await openTopicMenuMove(page, 'move lab', 'alpha');
  await expect(dialog.getByRole('radio', { name: 'Move all messages in the topic' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Channel' }).selectOption({ label: '#move target' });
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('beta');
  await dialog.getByRole('checkbox', { name: 'Send a notification to the old topic' }).check();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => ids.map((id) => [channelOf(id), topicOf(id)]))
    .toEqual(ids.map(() => [target, 'beta']));
  expect(
    serverMessages(
      server,
      `This topic was moved to #**move target>beta** by @_**${me.full_name}|${me.user_id}**.`,
    ),
  ).toHaveLength(1);

  // change_one from the newest message moves only it.
  dialog = await openTopicMenuMove(page, 'move target', 'beta');
  await dialog.getByRole('radio', { name: 'Move only this message' }).check();
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('gamma');
  await dialog.getByRole('checkbox', { name: 'Send a notification to the new topic' }).uncheck();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The newest message of "beta" was the Notification Bot's "moved here" notice.
  const moved = [...server.realm.messages.values()].filter((m) => m.topic === 'gamma');
  expect(moved).toHaveLength(1);
  expect(ids.map(topicOf)).toEqual(['beta', 'beta', 'beta']);

  // change_later from the first message moves it and everything after it.
  await openRoute(page, topicRoute(target, 'beta'));
  await expect(row(page, ids[0]!)).toBeVisible();
  const later = await actAs(server, me.user_id, 'PATCH', `/messages/${ids[1]}`, {
    topic: 'delta',
    propagate_mode: 'change_later',
  });
  expect(later.result).toBe('success');
  await expect.poll(() => ids.map(topicOf)).toEqual(['beta', 'delta', 'delta']);
  await expect(row(page, ids[1]!)).toBeHidden();
});

test('the edited marker opens the edit history, with each version and the move', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'history lab', me.user_id, other.user_id);
  const id = await post(server, other.user_id, streamId, 'versions', 'first **draft**');
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'versions'));
  await expect(row(page, id)).toContainText('first draft');
  await actAs(server, other.user_id, 'PATCH', `/messages/${id}`, { content: 'second draft' });
  await expect(row(page, id)).toContainText('second draft');

  await row(page, id).getByRole('button', { name: 'Edited: view edit history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit history' });
  const versions = dialog.getByTestId('history-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Original message');
  await expect(versions.nth(0).locator('strong').nth(1)).toHaveText('draft');
  await expect(versions.nth(1)).toContainText(`Edited by ${other.full_name}`);
  await expect(versions.nth(1)).toContainText('second draft');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, id).getByRole('button', { name: 'Edited: view edit history' })).toBeFocused();

  // "moves": the organization hides content edits; only the move shows.
  server.realm.settings.message_edit_history_visibility_policy = 'moves';
  await actAs(server, other.user_id, 'PATCH', `/messages/${id}`, { topic: 'versions 2' });
  await openRoute(page, topicRoute(streamId, 'versions 2'));
  await row(page, id).getByRole('button', { name: 'Edited: view edit history' }).click();
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(1)).toContainText('Topic: versions → versions 2');
});

/** Runs a message action with the mouse: the hover toolbar's button, else the "More actions" menu. */
async function messageAction(page: Page, id: number, name: string) {
  await row(page, id).hover();
  const toolbar = row(page, id).getByRole('toolbar', { name: 'Message actions' });
  const button = toolbar.getByRole('button', { name, exact: true });
  if ((await button.count()) > 0) return button.click();
  await toolbar.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('edits a message by mouse and by keyboard; Esc cancels and focus returns to the message', async ({
  page,
  app,
  server,
  me,
}) => {
  const streamId = await sharedChannel(server, 'edit lab', me.user_id);
  const id = await post(server, me.user_id, streamId, 'drafts', 'a *typo* here');
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'drafts'));
  await expect(row(page, id)).toContainText('a typo here');

  await messageAction(page, id, 'Edit message');
  const editor = row(page, id).getByRole('form', { name: 'Edit message' });
  const content = editor.getByRole('textbox', { name: 'Message content' });
  // The Markdown source, not the HTML.
  await expect(content).toHaveValue('a *typo* here');
  await expect(content).toBeFocused();
  await content.fill('no **typo** here');
  await editor.getByRole('textbox', { name: 'Topic' }).fill('drafts, fixed');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect.poll(() => server.realm.messages.get(id)?.content).toBe('no **typo** here');
  expect(server.realm.messages.get(id)?.topic).toBe('drafts, fixed');
  await openRoute(page, topicRoute(streamId, 'drafts, fixed'));
  await expect(row(page, id).locator('strong')).toHaveText('typo');
  await expect(row(page, id).getByRole('button', { name: 'Edited: view edit history' })).toBeVisible();

  // Keyboard: "e" on the selected message opens the editor, Ctrl+Enter saves, Escape cancels.
  const list = page.getByRole('group', { name: 'Messages', exact: true });
  await list.focus();
  // The topic's first message is ours (the Notification Bot's "moved here" notice follows it).
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await expect(row(page, id)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('e');
  await expect(content).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  // The editor has compose's typeahead: Enter picks the mention instead of anything else.
  const other = otherMember(server, me);
  await page.keyboard.type(` @${other.full_name.slice(0, 4)}`);
  await expect(editor.getByRole('option', { name: new RegExp(other.full_name) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(content).toHaveValue(new RegExp(`here! @\\*\\*${other.full_name}(\\|\\d+)?\\*\\* $`));
  await page.keyboard.press('Backspace');
  await content.evaluate((box: HTMLTextAreaElement) => {
    box.setSelectionRange(0, box.value.length);
  });
  await page.keyboard.type('no **typo** here!');
  await page.keyboard.press('Control+Enter');
  await expect(editor).toBeHidden();
  await expect.poll(() => server.realm.messages.get(id)?.content).toBe('no **typo** here!');
  await expect(list).toBeFocused();
  await expect(row(page, id)).toHaveAttribute('aria-current', 'true');

  await page.keyboard.press('e');
  await expect(content).toBeFocused();
  await content.fill('not saved');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(list).toBeFocused();
  await expect(row(page, id)).toHaveAttribute('aria-current', 'true');
  expect(server.realm.messages.get(id)?.content).toBe('no **typo** here!');
  await expect(row(page, id)).toContainText('no typo here!');
});

test('a refused edit keeps the original, names the reason and keeps the typed text', async ({
  page,
  app,
  server,
  me,
}) => {
  const streamId = await sharedChannel(server, 'limit lab', me.user_id);
  const id = await post(server, me.user_id, streamId, 'late', 'original words');
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'late'));
  await messageAction(page, id, 'Edit message');
  const content = row(page, id).getByRole('textbox', { name: 'Message content' });
  await expect(content).toHaveValue('original words');
  // The organization's limit passes while the editor is open.
  server.realm.settings.message_content_edit_limit_seconds = 60;
  server.realm.messages.get(id)!.timestamp -= 3600;
  await content.fill('too late words');
  await page.keyboard.press('Control+Enter');

  const notice = page.getByTestId('edit-notice');
  await expect(notice).toContainText('Your edit was not saved');
  await expect(notice).toContainText('The time limit for editing this message has passed');
  await expect(notice.getByRole('textbox', { name: 'Your edited text' })).toHaveValue('too late words');
  await expect(row(page, id)).toContainText('original words');
  expect(server.realm.messages.get(id)?.content).toBe('original words');

  // "Edit again" brings the typed text back into the editor.
  await notice.getByRole('button', { name: 'Edit again' }).click();
  await expect(content).toHaveValue('too late words');
  await page.keyboard.press('Escape');
});

test('a message deleted by an administrator while being edited ends the edit with a notice', async ({
  page,
  app,
  server,
  me,
}) => {
  const admin = server.accounts.find((a) => a.role === 200)!;
  const streamId = await sharedChannel(server, 'race lab', me.user_id, admin.user_id);
  const id = await post(server, me.user_id, streamId, 'race', 'soon gone');
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'race'));
  await messageAction(page, id, 'Edit message');
  const content = row(page, id).getByRole('textbox', { name: 'Message content' });
  await content.fill('my careful rewrite');
  expect((await actAs(server, admin.user_id, 'DELETE', `/messages/${id}`)).result).toBe('success');

  const notice = page.getByTestId('edit-notice');
  await expect(notice).toContainText('The message you were editing was deleted.');
  await expect(notice.getByRole('textbox', { name: 'Your edited text' })).toHaveValue('my careful rewrite');
  await expect(row(page, id)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});

test('deletes a message after a confirmation that says what goes', async ({ page, app, server, me }) => {
  const streamId = await sharedChannel(server, 'delete lab', me.user_id);
  const keep = await post(server, me.user_id, streamId, 'cleanup', 'keep me');
  const id = await post(server, me.user_id, streamId, 'cleanup', 'remove me');
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'cleanup'));

  await messageAction(page, id, 'Delete message');
  let dialog = page.getByRole('dialog', { name: 'Delete message?' });
  await expect(dialog).toContainText('#delete lab > cleanup');
  await expect(dialog.getByLabel('Message to delete')).toContainText('remove me');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(server.realm.messages.has(id)).toBe(true);

  await messageAction(page, id, 'Delete message');
  dialog = page.getByRole('dialog', { name: 'Delete message?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, id)).toHaveCount(0);
  expect(server.realm.messages.has(id)).toBe(false);

  // A refusal is named and nothing is removed.
  server.realm.settings.message_content_delete_limit_seconds = 60;
  server.realm.messages.get(keep)!.timestamp -= 3600;
  await messageAction(page, keep, 'Delete message');
  dialog = page.getByRole('dialog', { name: 'Delete message?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The time limit for deleting this message has passed',
  );
  expect(server.realm.messages.has(keep)).toBe(true);
});

test('moves one message and the ones after it from the message actions, explaining a time limit', async ({
  page,
  app,
  server,
  me,
}) => {
  const streamId = await sharedChannel(server, 'later lab', me.user_id);
  const ids = [
    await post(server, me.user_id, streamId, 'thread', 'one'),
    await post(server, me.user_id, streamId, 'thread', 'two'),
    await post(server, me.user_id, streamId, 'thread', 'three'),
  ];
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'thread'));
  const topicOf = (id: number) => server.realm.messages.get(id)?.topic;

  await messageAction(page, ids[1]!, 'Move message');
  let dialog = page.getByRole('dialog', { name: 'Move message' });
  await expect(dialog.getByRole('radio', { name: 'Move only this message' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Move this and all following messages in the topic' }).check();
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('later');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => ids.map(topicOf)).toEqual(['thread', 'later', 'later']);

  // The first message is old: moving the whole topic is refused with the counts, and the
  // offered fallback moves just the recent ones.
  server.realm.settings.move_messages_within_stream_limit_seconds = 600;
  server.realm.messages.get(ids[0]!)!.timestamp -= 3600;
  const four = await post(server, me.user_id, streamId, 'thread', 'four');
  await expect(row(page, four)).toBeVisible();
  await messageAction(page, four, 'Move message');
  dialog = page.getByRole('dialog', { name: 'Move message' });
  await dialog.getByRole('radio', { name: 'Move all messages in the topic' }).check();
  await dialog.getByRole('textbox', { name: 'Topic' }).fill('renamed');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'time limit for moving messages has passed for 1 of the 2 messages in this topic; only the 1 most recent can be moved.',
  );
  expect(topicOf(four)).toBe('thread');
  await dialog.getByRole('button', { name: 'Move the 1 most recent message' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => topicOf(four)).toBe('renamed');
  expect(topicOf(ids[0]!)).toBe('thread');
});
