// Unread counts in the sidebar go down as messages are read by viewing them.
import type { Locator, Page } from '@playwright/test';
import { actAs, expect, signIn, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';
import { accountId } from './support/channels';

const sidebarLink = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name, exact: true });

test('channel and direct-message counts drop to zero once the messages are read', async ({
  page,
  app,
  server,
  me,
}) => {
  const random = server.realm.channelByName('random');
  if (!random) throw new Error('no random channel');
  const rahul = accountId(server, 'member2@threadline.test');
  await signIn(page, app, server, me);
  const channel = sidebarLink(page, 'random');
  await expect(channel).toBeVisible();
  await expect(channel).not.toHaveAccessibleDescription(/unread/);

  // "weekend plans" is a topic the member muted: its messages do not count.
  await actAs(server, rahul, 'POST', '/messages', {
    type: 'stream',
    to: random.stream_id,
    topic: 'weekend plans',
    content: 'Muted chatter',
  });
  const ids: number[] = [];
  for (const content of ['Anyone read the new one?', 'Chapter 3 is great', 'Meet at the library at 4']) {
    const sent = await actAs(server, rahul, 'POST', '/messages', {
      type: 'stream',
      to: random.stream_id,
      topic: 'book club',
      content,
    });
    ids.push(sent.id as number);
  }
  // Live: the count arrives with the message events, and the feed total includes it.
  await expect(channel).toHaveAccessibleDescription('3 unread messages');
  await expect(sidebarLink(page, 'Combined feed')).toHaveAccessibleDescription(/unread messages/);

  await channel.click();
  await expect(page.getByRole('article').filter({ hasText: 'Meet at the library at 4' })).toBeVisible();
  await expect(channel).not.toHaveAccessibleDescription(/unread/);
  const user = server.realm.user(me.user_id);
  expect(ids.filter((id) => user?.unread.has(id))).toEqual([]);

  // A direct message: its conversation shows up with a count, which goes once it is opened.
  await actAs(server, rahul, 'POST', '/messages', { type: 'direct', to: [me.user_id], content: 'Ping!' });
  const unreadWithRahul = [...(user?.unread ?? [])].filter((id) => {
    const message = server.realm.messages.get(id);
    return (
      message?.type === 'private' &&
      message.dm_user_ids.join(',') === [me.user_id, rahul].sort((a, b) => a - b).join(',')
    );
  });
  expect(unreadWithRahul.length).toBeGreaterThan(0);
  const dm = sidebarLink(page, 'Rahul Mehta');
  await expect(dm).toHaveAccessibleDescription(
    unreadWithRahul.length === 1 ? '1 unread message' : `${unreadWithRahul.length} unread messages`,
  );
  await dm.click();
  await expect(page.getByRole('article').filter({ hasText: 'Ping!' })).toBeVisible();
  await expect(dm).not.toHaveAccessibleDescription(/unread/);
});

test('with "never" mark-as-read, viewing leaves messages unread', async ({ page, app, server, me }) => {
  const general = server.realm.channelByName('general');
  if (!general) throw new Error('no general channel');
  const rahul = accountId(server, 'member2@threadline.test');
  await changeElsewhere(server, me.user_id, { web_mark_read_on_scroll_policy: 3 });
  const sent = await actAs(server, rahul, 'POST', '/messages', {
    type: 'stream',
    to: general.stream_id,
    topic: 'office move',
    content: 'Boxes arrive Monday',
  });
  await signIn(page, app, server, me);
  const channel = sidebarLink(page, 'general');
  await expect(channel).toHaveAccessibleDescription('1 unread message');
  await channel.click();
  await expect(page.getByRole('article').filter({ hasText: 'Boxes arrive Monday' })).toBeVisible();
  // Give the one-second read timer a clear chance to (wrongly) fire; nothing may change.
  await page.waitForTimeout(2000);
  await expect(channel).toHaveAccessibleDescription('1 unread message');
  expect(server.realm.user(me.user_id)?.unread.has(sent.id as number)).toBe(true);
});
