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
