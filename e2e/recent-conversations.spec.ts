// Recent conversations: rows with participants, time and unread counts, kept live as another user
// writes, as messages are read and as a topic is muted; each filter; the keyboard; older
// conversations loaded by scrolling or "Load more" (older direct conversations listed before that);
// and the home view following web_home_view.
import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { storeMessage } from '../server/realm/messages';
import { accountId, channelId } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

async function send(server: RunningServer, from: number, params: Record<string, unknown>): Promise<number> {
  const answer = await actAs(server, from, 'POST', '/messages', params);
  expect(answer.result).toBe('success');
  return answer.id as number;
}

const rows = (page: Page): Locator => page.getByTestId('recent-row');
const row = (page: Page, key: string): Locator =>
  page.locator(`[data-testid="recent-row"][data-key="${key}"]`);
const toggle = (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true });

async function openRecent(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Recent conversations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recent conversations' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

test('rows show participants, time and unread counts, live as messages arrive, are read and muted', async ({
  page,
  app,
  server,
  me,
}) => {
  const rahul = accountId(server, 'member2@threadline.test');
  const amara = accountId(server, 'owner@threadline.test');
  const engineering = channelId(server, 'engineering');
  await signIn(page, app, server, me);
  await openRecent(page);

  const key = `stream:${engineering}:recent check`;
  const first = await send(server, rahul, {
    type: 'stream',
    to: engineering,
    topic: 'Recent check',
    content: 'One',
  });
  const topic = row(page, key);
  await expect(rows(page).first()).toHaveAttribute('data-key', key);
  await expect(topic).toContainText('engineering');
  await expect(topic).toContainText('Recent check');
  await expect(topic).toContainText('just now');
  await expect(topic).toHaveAccessibleName(/Participants: Rahul Mehta\..*1 unread message$/);
  const when = topic.locator('time');
  await expect(when).toHaveAttribute('title', new RegExp(String(new Date().getFullYear())));

  const second = await send(server, amara, {
    type: 'stream',
    to: engineering,
    topic: 'Recent check',
    content: 'Two',
  });
  // Most recent sender first; the count comes from the unread state.
  await expect(topic).toHaveAccessibleName(/Participants: Amara Okafor, Rahul Mehta\..*2 unread messages$/);

  // A direct message goes to the top, named by its participant.
  await send(server, rahul, { type: 'direct', to: [me.user_id], content: 'Psst' });
  const dm = row(page, `dm:${rahul}`);
  await expect(rows(page).first()).toHaveAttribute('data-key', `dm:${rahul}`);
  await expect(dm).toContainText('Direct message');
  await expect(dm).toContainText('Rahul Mehta');

  // Read elsewhere (another device): the count goes.
  await actAs(server, me.user_id, 'POST', '/messages/flags', {
    messages: [first, second],
    op: 'add',
    flag: 'read',
  });
  await expect(topic).not.toHaveAccessibleName(/unread/);

  // Muted: hidden unless muted conversations are included.
  await actAs(server, me.user_id, 'POST', '/user_topics', {
    stream_id: engineering,
    topic: 'Recent check',
    visibility_policy: 1,
  });
  await expect(topic).toHaveCount(0);
  await toggle(page, 'Include muted').click();
  await expect(toggle(page, 'Include muted')).toHaveAttribute('aria-pressed', 'true');
  await expect(topic).toBeVisible();
});

test('each filter, remembered while away; rows walked with the keyboard', async ({
  page,
  app,
  server,
  me,
}) => {
  const rahul = accountId(server, 'member2@threadline.test');
  const random = channelId(server, 'random');
  const design = channelId(server, 'design');
  await send(server, me.user_id, { type: 'stream', to: random, topic: 'filtercheck mine', content: 'Mine' });
  await send(server, rahul, { type: 'stream', to: design, topic: 'filtercheck theirs', content: 'Theirs' });
  await send(server, rahul, { type: 'direct', to: [me.user_id], content: 'Hello there' });
  await signIn(page, app, server, me);
  await openRecent(page);
  const mine = row(page, `stream:${random}:filtercheck mine`);
  const theirs = row(page, `stream:${design}:filtercheck theirs`);
  const dm = row(page, `dm:${rahul}`);
  await expect(mine).toBeVisible();
  await expect(theirs).toBeVisible();
  await expect(dm).toBeVisible();

  await toggle(page, 'Unread').click();
  await expect(mine).toHaveCount(0);
  await expect(theirs).toBeVisible();
  await toggle(page, 'Unread').click();

  await toggle(page, 'Participated').click();
  await expect(theirs).toHaveCount(0);
  await expect(mine).toBeVisible();
  await toggle(page, 'Participated').click();

  await page.getByRole('radio', { name: 'Direct messages' }).check();
  await expect(dm).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: 'Direct message' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Channel', exact: true })).toBeDisabled();
  await page.getByRole('radio', { name: 'Channels' }).check();
  await expect(dm).toHaveCount(0);
  await expect(mine).toBeVisible();

  await page.getByRole('combobox', { name: 'Channel', exact: true }).selectOption({ label: 'design' });
  await expect(mine).toHaveCount(0);
  await expect(theirs).toBeVisible();
  await expect(rows(page).filter({ hasNotText: 'design' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Channel', exact: true }).selectOption({ label: 'All channels' });
  await page.getByRole('radio', { name: 'All', exact: true }).check();

  await page.getByRole('textbox', { name: 'Filter conversations' }).fill('filtercheck random');
  await expect(rows(page)).toHaveCount(1);
  await expect(mine).toBeVisible();

  // Remembered for the session: away and back again.
  await toggle(page, 'Unread').click();
  await page.getByRole('link', { name: 'Combined feed', exact: true }).click();
  await page.getByRole('link', { name: 'Recent conversations', exact: true }).click();
  await expect(toggle(page, 'Unread')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Filter conversations' })).toHaveValue('filtercheck random');
  await expect(page.getByText('No conversations match these filters.')).toBeVisible();
  await toggle(page, 'Unread').click();
  await page.getByRole('textbox', { name: 'Filter conversations' }).fill('filtercheck');

  // The keyboard: one row in the tab order, arrows between rows, Enter opens the conversation.
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Filter conversations' }).press('ArrowDown');
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toBeFocused();
  await expect(rows(page).nth(1)).toHaveAttribute('tabindex', '0');
  await expect(rows(page).first()).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowUp');
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(mine).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/channel/${random}/topic/filtercheck%20mine$`));
});

test('older conversations load on scroll and with "Load more", up to the end', async ({
  page,
  app,
  server,
  me,
}) => {
  test.setTimeout(120_000);
  const realm = server.realm;
  const general = realm.channelByName('general');
  const sender = realm.user(accountId(server, 'member2@threadline.test'));
  if (!general || !sender) throw new Error('seed changed');
  // 1,200 messages in 600 topics: more than one page holds.
  const start = realm.now() - 2000 * 60;
  for (let n = 0; n < 1200; n++) {
    const message = storeMessage(realm, {
      sender,
      type: 'stream',
      stream_id: general.stream_id,
      topic: `bulk-${String(Math.floor(n / 2)).padStart(4, '0')}`,
      content: `Bulk ${n}`,
      timestamp: start + n * 60,
    });
    realm.user(me.user_id)?.unread.delete(message.id);
  }
  await signIn(page, app, server, me);
  await openRecent(page);
  const list = page.getByRole('list', { name: 'Conversations' });
  const setSize = async () => Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
  await expect(row(page, `stream:${general.stream_id}:bulk-0599`)).toBeVisible();
  const before = await setSize();
  expect(before).toBeLessThan(600);

  // The seed's direct messages are all older than the first page: register's recent direct
  // conversations list them anyway.
  const dmKeys = new Set(
    [...realm.messages.values()]
      .filter((m) => m.type === 'private' && m.dm_user_ids.includes(me.user_id))
      .map((m) => {
        const others = m.dm_user_ids.filter((id) => id !== me.user_id);
        return `dm:${(others.length > 0 ? others : [me.user_id]).join(',')}`;
      }),
  );
  expect(dmKeys.size).toBeGreaterThan(0);
  await page.getByRole('radio', { name: 'Direct messages' }).check();
  await expect(rows(page)).toHaveCount(dmKeys.size);
  for (const key of dmKeys) await expect(row(page, key)).toBeVisible();
  await page.getByRole('radio', { name: 'All', exact: true }).check();

  // Scrolling near the bottom asks for older messages: more conversations.
  // (Scrolled again on each poll: the rows of "All" may still be on their way, the list short.)
  const scroller = page.locator('.recent-scroller');
  await expect
    .poll(async () => {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      return setSize();
    })
    .toBeGreaterThan(before);
  // Rows stay virtualized.
  expect(await list.getByRole('listitem').count()).toBeLessThan(100);

  // With a filter that matches nothing loaded yet, "Load more" fetches until the oldest is found.
  await page.getByRole('textbox', { name: 'Filter conversations' }).fill('bulk-0000');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  const end = page.getByText('No older conversations.');
  for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
    // The list may also load by itself as it shrinks under the scroll position, replacing the
    // button while it is clicked: a click that finds no button is not a failure.
    if (await loadMore.isVisible()) await loadMore.click({ timeout: 3_000 }).catch(() => undefined);
    await expect(loadMore.or(end)).toBeVisible();
  }
  await expect(end).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, `stream:${general.stream_id}:bulk-0000`)).toBeVisible();
});

test('home shows the view web_home_view names, and the header goes home', async ({
  page,
  app,
  server,
  me,
}) => {
  const setHome = async (value: string) => {
    const answer = await actAs(server, me.user_id, 'PATCH', '/settings', { web_home_view: value });
    expect(answer.result).toBe('success');
  };
  await signIn(page, app, server, me);
  // The demo account keeps the server's default, the Inbox.
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  await setHome('recent_topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent conversations' })).toBeVisible();

  await setHome('all_messages');
  await page.getByRole('link', { name: 'Starred messages', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Starred messages' })).toBeVisible();
  await page.getByTitle('Go to the home view').click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Combined feed' })).toBeVisible();

  // After a reload too, and with the API document's spelling of Recent conversations.
  await setHome('recent');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Recent conversations' })).toBeVisible();
});
