// The Inbox follows the server live: another user's messages appear with their counts, marking a row
// read takes it away, muting a topic hides it and unmuting brings it back; channel folders group it
// when the setting asks; groups and channels collapse and expand, by mouse and from the keyboard.
import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { accountId, channelId } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';

const inboxList = (page: Page): Locator => page.getByRole('list', { name: 'Unread conversations' });
const row = (page: Page, name: string): Locator =>
  page.getByTestId('inbox-row').filter({ has: page.getByText(name, { exact: true }) });

async function openInbox(page: Page, filter: string): Promise<void> {
  await page.getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter conversations' }).fill(filter);
}

async function send(server: RunningServer, from: number, streamId: number, topic: string, content: string) {
  const answer = await actAs(server, from, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic,
    content,
  });
  expect(answer.result).toBe('success');
}

test('unread conversations appear live with counts and leave when marked read', async ({
  page,
  app,
  server,
  me,
}) => {
  const rahul = accountId(server, 'member2@threadline.test');
  const random = channelId(server, 'random');
  await signIn(page, app, server, me);
  await openInbox(page, 'inboxcheck');
  await expect(page.getByText('No unread conversations match your filter.')).toBeVisible();

  await send(server, rahul, random, 'inboxcheck lunch', 'Pizza?');
  await send(server, rahul, random, 'inboxcheck lunch', 'Or tacos');
  const topicRow = row(page, 'inboxcheck lunch');
  await expect(topicRow.getByTestId('inbox-count')).toHaveText('2');
  await expect(row(page, 'random').getByTestId('inbox-count')).toHaveText('2');
  await send(server, rahul, random, 'inboxcheck lunch', 'Tacos it is');
  await expect(topicRow.getByTestId('inbox-count')).toHaveText('3');
  await expect(topicRow.getByRole('link', { name: 'inboxcheck lunch' })).toHaveAccessibleDescription(
    '3 unread messages',
  );

  // A direct message lands in the "Direct messages" group, found by its participant's name.
  const name = server.realm.user(rahul)!.full_name;
  await actAs(server, rahul, 'POST', '/messages', { type: 'direct', to: [me.user_id], content: 'Ping!' });
  await page.getByRole('textbox', { name: 'Filter conversations' }).fill(name);
  await expect(inboxList(page).getByRole('button', { name: 'Direct messages' })).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Mark ${name} as read` })
    .click();
  await expect(row(page, name)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Filter conversations' }).fill('inboxcheck');
  await topicRow.getByRole('button', { name: 'Mark inboxcheck lunch as read' }).click();
  await expect(topicRow).toHaveCount(0);
  await expect(page.getByText('No unread conversations match your filter.')).toBeVisible();
  const user = server.realm.user(me.user_id)!;
  expect(
    [...user.unread].filter((id) => server.realm.messages.get(id)?.topic === 'inboxcheck lunch'),
  ).toEqual([]);
});

test('muting a topic hides it from the Inbox and unmuting brings it back', async ({
  page,
  app,
  server,
  me,
}) => {
  const rahul = accountId(server, 'member2@threadline.test');
  const random = channelId(server, 'random');
  await signIn(page, app, server, me);
  await send(server, rahul, random, 'inboxcheck mute', 'Noise');
  await openInbox(page, 'inboxcheck');
  const topicRow = row(page, 'inboxcheck mute');
  await expect(topicRow.getByTestId('inbox-count')).toHaveText('1');

  const policy = (visibility_policy: number) =>
    actAs(server, me.user_id, 'POST', '/user_topics', {
      stream_id: random,
      topic: 'inboxcheck mute',
      visibility_policy,
    });
  await policy(1);
  await expect(topicRow).toHaveCount(0);
  await policy(0);
  await expect(topicRow.getByTestId('inbox-count')).toHaveText('1');
});

test('channel folders group the Inbox when the setting asks; groups and channels collapse', async ({
  page,
  app,
  server,
  me,
}) => {
  const rahul = accountId(server, 'member2@threadline.test');
  await signIn(page, app, server, me);
  await send(server, rahul, channelId(server, 'random'), 'inboxcheck folders', 'In Company');
  await openInbox(page, 'inboxcheck');
  const list = inboxList(page);
  const company = list.getByRole('button', { name: 'Company' });
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'inboxcheck folders')).toBeVisible();

  // Collapse the folder, then the channel, each remembered while the other opens again.
  await company.click();
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, 'inboxcheck folders')).toHaveCount(0);
  await company.click();
  const channel = list.getByRole('button', { name: 'random', exact: true });
  await channel.click();
  await expect(channel).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, 'inboxcheck folders')).toHaveCount(0);
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'inboxcheck folders')).toBeVisible();

  await changeElsewhere(server, me.user_id, { web_inbox_show_channel_folders: false });
  await expect(list.getByRole('button', { name: 'Company' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Channels', exact: true })).toBeVisible();
});

test('the keyboard walks the rows, marks one read and opens another', async ({ page, app, server, me }) => {
  const rahul = accountId(server, 'member2@threadline.test');
  const random = channelId(server, 'random');
  await signIn(page, app, server, me);
  await send(server, rahul, random, 'inboxcheck keys', 'Read me from the keyboard');
  await send(server, rahul, random, 'inboxcheck keys later', 'Mark me read from the keyboard');
  await openInbox(page, 'inboxcheck keys');
  await expect(row(page, 'inboxcheck keys')).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter conversations' }).press('ArrowDown');
  const list = inboxList(page);
  const channel = list.getByRole('button', { name: 'random', exact: true });
  await expect(list.getByRole('button', { name: 'Company' })).toBeFocused();
  await page.keyboard.press('j');
  await expect(channel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(channel).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(channel).toHaveAttribute('aria-expanded', 'true');

  // Topics come newest first; ArrowRight reaches the row's "Mark as read".
  await page.keyboard.press('j');
  await expect(list.getByRole('link', { name: 'inboxcheck keys later' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('button', { name: 'Mark inboxcheck keys later as read' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'inboxcheck keys later')).toHaveCount(0);
  // The focus stays at the row's place, now the older topic's.
  await expect(list.getByRole('link', { name: 'inboxcheck keys', exact: true })).toBeFocused();
  await page.keyboard.press('k');
  await expect(channel).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').filter({ hasText: 'Read me from the keyboard' })).toBeVisible();
});
