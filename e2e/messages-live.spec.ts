// Message views kept live by events: another user's new message, edit, move and delete, and
// reactions (someone else's, and toggling your own).
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { actAs, expect, signIn, test, type AppHost } from './support/fixtures';
import { accountId, channelId } from './support/channels';

async function openRoute(page: Page, app: AppHost, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
  await expect(page.getByRole('group', { name: 'Messages', exact: true })).toBeVisible();
}

async function send(server: RunningServer, userId: number, streamId: number, topic: string, content: string) {
  const result = await actAs(server, userId, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic,
    content,
  });
  expect(result.result).toBe('success');
  return result.id as number;
}

const article = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test("another user's message appears live in the open topic", async ({ page, app, server, me }) => {
  const engineering = channelId(server, 'engineering');
  const rahul = accountId(server, 'member2@threadline.test');
  await signIn(page, app, server, me);
  await openRoute(page, app, `#/channel/${engineering}/topic/${encodeURIComponent('CI flakiness')}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CI flakiness');
  await expect(page.getByRole('article').first()).toBeVisible();

  await send(server, rahul, engineering, 'CI flakiness', 'Fresh news from the build farm');
  await expect(article(page, 'Fresh news from the build farm')).toBeVisible();
  await expect(article(page, 'Fresh news from the build farm')).toHaveAccessibleName(/Rahul Mehta/);
  // A message to another topic of the same channel does not show up here.
  await send(server, rahul, engineering, 'release 3.1', 'Elsewhere entirely');
  await send(server, rahul, engineering, 'CI flakiness', 'Back in this topic');
  await expect(article(page, 'Back in this topic')).toBeVisible();
  await expect(article(page, 'Elsewhere entirely')).toHaveCount(0);
});

test("another user's edit, move and delete are reflected", async ({ page, app, server, me }) => {
  const random = channelId(server, 'random');
  const rahul = accountId(server, 'member2@threadline.test');
  const owner = accountId(server, 'owner@threadline.test');
  const toEdit = await send(server, rahul, random, 'book club', 'Next book: Dune');
  const toMove = await send(server, rahul, random, 'book club', 'Who wants pizza on Friday?');
  const toDelete = await send(server, rahul, random, 'book club', 'Oops, wrong channel');

  await signIn(page, app, server, me);
  // The channel view shows every topic, so a moved message stays, under its new topic's header.
  await openRoute(page, app, `#/channel/${random}`);
  await expect(article(page, 'Oops, wrong channel')).toBeVisible();

  await actAs(server, rahul, 'PATCH', `/messages/${toEdit}`, { content: 'Next book: Children of Time' });
  await expect(article(page, 'Children of Time')).toBeVisible();
  await expect(article(page, 'Children of Time')).toContainText('edited');
  await expect(article(page, 'Next book: Dune')).toHaveCount(0);

  await actAs(server, owner, 'DELETE', `/messages/${toDelete}`);
  await expect(article(page, 'Oops, wrong channel')).toHaveCount(0);

  await actAs(server, rahul, 'PATCH', `/messages/${toMove}`, { topic: 'lunch spots' });
  const moved = article(page, 'Who wants pizza on Friday?');
  await expect(moved).toContainText('moved');
  await expect(page.locator('.recipient-header').last()).toContainText('lunch spots');

  // In the old topic's view it is gone; in the new topic's view it is there.
  await openRoute(page, app, `#/channel/${random}/topic/${encodeURIComponent('book club')}`);
  await expect(article(page, 'Children of Time')).toBeVisible();
  await expect(article(page, 'Who wants pizza on Friday?')).toHaveCount(0);
  await openRoute(page, app, `#/channel/${random}/topic/${encodeURIComponent('lunch spots')}`);
  await expect(article(page, 'Who wants pizza on Friday?')).toBeVisible();

  // Moves while the topic is open: the message leaves it.
  await actAs(server, rahul, 'PATCH', `/messages/${toMove}`, { topic: 'weekend plans' });
  await expect(article(page, 'Who wants pizza on Friday?')).toHaveCount(0);
});

test('reactions: someone else’s appears with its count, and mine toggles', async ({
  page,
  app,
  server,
  me,
}) => {
  const general = channelId(server, 'general');
  const rahul = accountId(server, 'member2@threadline.test');
  const mei = accountId(server, 'moderator@threadline.test');
  const id = await send(server, rahul, general, 'welcome', 'Welcome aboard, everyone!');
  await signIn(page, app, server, me);
  await openRoute(page, app, `#/channel/${general}/topic/welcome`);
  const message = article(page, 'Welcome aboard, everyone!');
  await expect(message).toBeVisible();

  await actAs(server, mei, 'POST', `/messages/${id}/reactions`, { emoji_name: 'tada' });
  const tada = message.getByRole('button', { name: 'tada: 1' });
  await expect(tada).toBeVisible();
  await expect(tada).toHaveAttribute('aria-pressed', 'false');
  await expect(tada).toHaveAccessibleDescription(/Mei Tanaka reacted/);

  await tada.click();
  const both = message.getByRole('button', { name: 'tada: 2' });
  await expect(both).toHaveAttribute('aria-pressed', 'true');
  const truth = server.realm.messages.get(id);
  expect(truth?.reactions.some((r) => r.user_id === me.user_id && r.emoji_name === 'tada')).toBe(true);

  await both.click();
  await expect(message.getByRole('button', { name: 'tada: 1' })).toHaveAttribute('aria-pressed', 'false');
  expect(server.realm.messages.get(id)?.reactions.some((r) => r.user_id === me.user_id)).toBe(false);
});
