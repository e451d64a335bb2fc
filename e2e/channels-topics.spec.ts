// Issue 6, topics in the sidebar: most recent first, the empty topic by its display name in
// italics, muted and followed topics, the topic menu, live updates, and an inaccessible channel.
import type { Page } from '@playwright/test';
import { account, channelId, holdEvents, privateChannel, releaseEvents, sidebar } from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';

function openTopics(page: Page, channel: string) {
  return sidebar(page).getByRole('button', { name: `Topics in ${channel}` });
}

const topicList = (page: Page, channel: string) =>
  sidebar(page).getByRole('list', { name: `${channel} topics` });

test('lists a channel’s topics, most recent first, with muted and followed ones marked', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const toggle = openTopics(page, 'engineering');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const engineering = server.realm.channelByName('engineering')!;
  const newestFirst = [...engineering.topics.values()].sort((a, b) => b.max_id - a.max_id).map((t) => t.name);
  const links = topicList(page, 'engineering').getByRole('link');
  // The first child of each link is its label (the followed mark comes after it).
  await expect(links.locator(':scope > :first-child')).toHaveText(newestFirst.slice(0, 8));
  // The seed has the member follow "release 3.1" and mute "weekend plans" in #random.
  await expect(links.filter({ hasText: 'release 3.1' })).toHaveAccessibleDescription('Followed topic');
  await expect(links.filter({ hasText: 'release 3.1' })).toHaveAttribute(
    'href',
    /#\/channel\/\d+\/topic\/release%203\.1$/,
  );

  await openTopics(page, 'random').click();
  const weekend = topicList(page, 'random').getByRole('link', { name: 'weekend plans' });
  await expect(weekend).toHaveAccessibleDescription('Muted topic');
  await expect.poll(() => weekend.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);

  await toggle.click();
  await expect(topicList(page, 'engineering')).toHaveCount(0);
});

test('the topic menu mutes, follows, unmutes and resets a topic', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  await openTopics(page, 'engineering').click();
  const list = topicList(page, 'engineering');
  const topic = list.getByRole('link', { name: 'CI flakiness' });
  const stream = channelId(server, 'engineering');
  const policy = () =>
    me && server.realm.user(me.user_id)!.user_topics.get(`${stream}:ci flakiness`)?.visibility_policy;

  const choose = async (action: string) => {
    await list.getByRole('button', { name: 'Topic actions for CI flakiness' }).click();
    await page.getByRole('menuitemradio', { name: action, exact: true }).click();
  };

  await choose('Mute');
  await expect(topic).toHaveAccessibleDescription('Muted topic');
  expect(policy()).toBe(1);

  await choose('Follow');
  await expect(topic).toHaveAccessibleDescription('Followed topic');
  expect(policy()).toBe(3);
  await list.getByRole('button', { name: 'Topic actions for CI flakiness' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  await choose('Unmute');
  await expect(topic).toHaveAccessibleDescription('');
  expect(policy()).toBe(2);

  await choose('Reset');
  await expect.poll(policy).toBeUndefined();
});

test('a new topic and the empty topic appear live, the empty one in italics', async ({
  page,
  app,
  server,
  me,
}) => {
  const member2 = account(server, 'member2');
  await signIn(page, app, server, me);
  await openTopics(page, 'engineering').click();
  const links = topicList(page, 'engineering').getByRole('link');
  await expect(links.first()).toBeVisible();

  const stream = channelId(server, 'engineering');
  const send = (topic: string) =>
    actAs(server, member2.user_id, 'POST', '/messages', { type: 'stream', to: stream, topic, content: 'hi' });
  expect((await send('brand new topic')).result).toBe('success');
  await expect(links.first()).toHaveText('brand new topic');

  expect((await send('')).result).toBe('success');
  await expect(links.first()).toHaveText('general chat');
  await expect(links.first().locator('em')).toHaveText('general chat');
  await expect(
    topicList(page, 'engineering').getByRole('button', { name: 'Topic actions for general chat' }),
  ).toBeVisible();
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`#/channel/${stream}/topic/$`));
});

test('the topics of a channel the user lost access to show the server error', async ({
  page,
  app,
  server,
  me,
}) => {
  const owner = account(server, 'owner');
  await privateChannel(server, owner, 'vanishing', [me.user_id]);
  await signIn(page, app, server, me);
  await expect(sidebar(page).getByRole('link', { name: 'vanishing', exact: true })).toBeVisible();

  // The app will not hear that it was removed, so the channel stays in the sidebar.
  await holdEvents(page, server);
  const removed = await actAs(server, owner.user_id, 'DELETE', '/users/me/subscriptions', {
    subscriptions: ['vanishing'],
    principals: [me.user_id],
  });
  expect(removed.result).toBe('success');
  await openTopics(page, 'vanishing').click();
  await expect(sidebar(page).getByRole('alert')).toHaveText('Invalid channel ID');
  await releaseEvents(server);
  await expect(sidebar(page).getByRole('link', { name: 'vanishing', exact: true })).toHaveCount(0, {
    timeout: 20_000,
  });
});
