// Issue 6, the channel header's "Channel actions" menu: mark as read (reflected in the unread
// counts), the channel email address with its sender choice and Copy, mute and unmute,
// unsubscribe and subscribe, and the server's errors for a channel that went away.
import {
  account,
  channelId,
  holdEvents,
  openChannelMenu,
  privateChannel,
  releaseEvents,
  sidebar,
} from './support/channels';
import { actAs, expect, signIn, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('marks a channel as read and the unread count goes away', async ({ page, app, server, me }) => {
  // Reading on screen would mark messages too; switch that off so only the menu does it.
  await changeElsewhere(server, me.user_id, { web_mark_read_on_scroll_policy: 3 });
  const stream = channelId(server, 'engineering');
  const unreadHere = () =>
    [...server.realm.user(me.user_id)!.unread].filter(
      (id) => server.realm.messages.get(id)?.stream_id === stream,
    );
  const before = unreadHere().length;
  expect(before).toBeGreaterThan(0);

  await signIn(page, app, server, me);
  const link = sidebar(page).getByRole('link', { name: 'engineering', exact: true });
  await expect(link).toHaveAccessibleDescription(/unread/);
  const menu = await openChannelMenu(page, stream);
  await menu.getByRole('menuitem', { name: 'Mark as read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'as read' })).toHaveText(
    `Marked ${before} ${before === 1 ? 'message' : 'messages'} in #engineering as read.`,
  );
  expect(unreadHere()).toEqual([]);
  await expect(link).not.toHaveAccessibleDescription(/unread/);
});

test('shows the channel email address for each allowed sender and copies it', async ({
  page,
  app,
  server,
  me,
}) => {
  const bot = account(server, 'bot');
  await signIn(page, app, server, me);
  const menu = await openChannelMenu(page, channelId(server, 'engineering'));
  await menu.getByRole('menuitem', { name: 'Channel email address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email address of #engineering' });
  const address = dialog.getByRole('textbox', { name: 'Channel email address' });
  await expect(dialog.getByRole('radio', { name: 'Email gateway bot (default)' })).toBeChecked();
  await expect(address).toHaveValue(/^engineering\.[0-9a-f]+\.show-sender@/);
  const viaGateway = await address.inputValue();

  await dialog.getByRole('radio', { name: /^Me \(/ }).check();
  await expect(address).not.toHaveValue(viaGateway);
  const viaMe = await address.inputValue();
  await dialog.getByRole('radio', { name: `${bot.full_name} (your bot)` }).check();
  await expect(address).not.toHaveValue(viaMe);
  await expect(address).not.toHaveValue(viaGateway);

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the email address of a channel one may not post in is refused', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  const menu = await openChannelMenu(page, channelId(server, 'announcements'));
  await menu.getByRole('menuitem', { name: 'Channel email address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email address of #announcements' });
  await expect(dialog.getByRole('alert')).toHaveText('You do not have permission to post in this channel.');
});

test('mutes, unmutes, unsubscribes and subscribes again', async ({ page, app, server, me }) => {
  const stream = channelId(server, 'general');
  const subscription = () => server.realm.subscription(me.user_id, stream);
  await signIn(page, app, server, me);
  const link = sidebar(page).getByRole('link', { name: 'general', exact: true });

  await (await openChannelMenu(page, stream)).getByRole('menuitem', { name: 'Mute' }).click();
  await expect(link).toHaveAccessibleDescription(/Muted/);
  expect(subscription()?.is_muted).toBe(true);

  await (await openChannelMenu(page, stream)).getByRole('menuitem', { name: 'Unmute' }).click();
  await expect(link).not.toHaveAccessibleDescription(/Muted/);
  expect(subscription()?.is_muted).toBe(false);

  await (await openChannelMenu(page, stream)).getByRole('menuitem', { name: 'Unsubscribe' }).click();
  await expect(link).toHaveCount(0);
  expect(server.realm.isSubscribed(me.user_id, stream)).toBe(false);

  await (await openChannelMenu(page, stream)).getByRole('menuitem', { name: 'Subscribe' }).click();
  await expect(link).toBeVisible();
  expect(server.realm.isSubscribed(me.user_id, stream)).toBe(true);
});

test('the email address of a channel that went away shows the server error', async ({
  page,
  app,
  server,
  me,
}) => {
  const owner = account(server, 'owner');
  const stream = await privateChannel(server, owner, 'short-lived', [me.user_id]);
  await signIn(page, app, server, me);
  await expect(sidebar(page).getByRole('link', { name: 'short-lived', exact: true })).toBeVisible();
  await holdEvents(page, server);
  const removed = await actAs(server, owner.user_id, 'DELETE', '/users/me/subscriptions', {
    subscriptions: ['short-lived'],
    principals: [me.user_id],
  });
  expect(removed.result).toBe('success');

  await (
    await openChannelMenu(page, stream)
  )
    .getByRole('menuitem', { name: 'Channel email address' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Email address of #short-lived' }).getByRole('alert'),
  ).toHaveText('Invalid channel ID');
  await releaseEvents(server);
});
