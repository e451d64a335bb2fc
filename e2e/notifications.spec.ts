// Desktop notifications in browser mode: messages from another user arriving live (a DM, a mention, a
// followed topic, a muted channel), a click landing in the conversation with the composer focused,
// the focused conversation, do-not-disturb, the chosen sound, a reload's catching up, and the
// permission prompt. The page's Notification API is recorded (support/notifications.ts).
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { actAs, expect, signIn, test } from './support/fixtures';
import { channelId } from './support/channels';
import {
  clickNotification,
  denyNotifications,
  expectShownTitles,
  played,
  recordNotifications,
  shown,
} from './support/notifications';

function rahul(server: RunningServer): SeedAccount {
  const account = server.accounts.find((a) => a.email === 'member2@threadline.test');
  if (!account) throw new Error('the demo seed has no second member');
  return account;
}

async function sendToChannel(
  server: RunningServer,
  from: number,
  channel: string,
  topic: string,
  content: string,
) {
  const answer = await actAs(server, from, 'POST', '/messages', {
    type: 'stream',
    to: channelId(server, channel),
    topic,
    content,
  });
  expect(answer.result).toBe('success');
  return answer.id as number;
}

async function sendDm(server: RunningServer, from: number, to: number, content: string) {
  const answer = await actAs(server, from, 'POST', '/messages', { type: 'private', to: [to], content });
  expect(answer.result).toBe('success');
  return answer.id as number;
}

/** Signed in, looking at the Inbox: no conversation is on screen, so nothing is silenced by focus. */
async function ready(page: Page, app: Parameters<typeof signIn>[1], server: RunningServer, me: SeedAccount) {
  await recordNotifications(page);
  await signIn(page, app, server, me);
  await page.evaluate(() => (window.location.hash = '#/inbox'));
}

test.describe('with notifications allowed', () => {
  test.use({ permissions: ['notifications'] });

  test('a DM, a mention and a followed topic notify; a muted channel stays silent', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = rahul(server);
    await ready(page, app, server, me);

    await sendDm(server, other.user_id, me.user_id, 'Are you coming to lunch?');
    await expectShownTitles(page, [`${other.full_name} (to you)`]);
    expect((await shown(page))[0]).toMatchObject({ body: 'Are you coming to lunch?', silent: true });

    await sendToChannel(server, other.user_id, 'random', 'lunch spots', `@**${me.full_name}** ramen today?`);
    // The seed has the member following engineering > release 3.1.
    await sendToChannel(server, other.user_id, 'engineering', 'release 3.1', 'Release notes are up.');
    await expectShownTitles(page, [
      `${other.full_name} (to you)`,
      `${other.full_name} (#random > lunch spots)`,
      `${other.full_name} (#engineering > release 3.1)`,
    ]);

    // Muted, though the channel asks for desktop alerts for every message: muting wins.
    const general = channelId(server, 'general');
    const set = (property: string, value: boolean) =>
      actAs(server, me.user_id, 'POST', '/users/me/subscriptions/properties', {
        subscription_data: [{ stream_id: general, property, value }],
      });
    expect((await set('desktop_notifications', true)).result).toBe('success');
    expect((await set('is_muted', true)).result).toBe('success');
    await sendToChannel(server, other.user_id, 'general', 'office move', 'Boxes arrive on Monday.');
    // Events apply in order: once this DM is shown, the channel message before it was decided.
    await sendDm(server, other.user_id, me.user_id, 'And after lunch?');
    await expect.poll(async () => (await shown(page)).length).toBe(4);
    expect((await shown(page)).map((n) => n.body)).not.toContain('Boxes arrive on Monday.');
    // Unmuted, the same channel notifies.
    expect((await set('is_muted', false)).result).toBe('success');
    await sendToChannel(server, other.user_id, 'general', 'office move', 'Keys at the front desk.');
    await expect
      .poll(async () => (await shown(page)).map((n) => n.body))
      .toContain('Keys at the front desk.');
  });

  test('a click opens the conversation with the composer focused; the focused conversation does not notify', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = rahul(server);
    await ready(page, app, server, me);
    const id = await sendDm(server, other.user_id, me.user_id, 'Can you review my PR?');
    await expectShownTitles(page, [`${other.full_name} (to you)`]);
    await clickNotification(page, 0);
    await expect(page).toHaveURL(new RegExp(`#/dm/${other.user_id}/near/${id}$`));
    await expect(page.getByRole('article').filter({ hasText: 'Can you review my PR?' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();

    // Now this conversation is on screen in the focused window: a new message there is just shown.
    await sendDm(server, other.user_id, me.user_id, 'It is a small one.');
    await expect(page.getByRole('article').filter({ hasText: 'It is a small one.' })).toBeVisible();
    expect(await shown(page)).toHaveLength(1);
  });

  test('do not disturb silences notifications and sounds until it is turned off', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = rahul(server);
    await ready(page, app, server, me);
    await page.getByRole('button', { name: 'Do not disturb' }).click();
    await page.getByRole('button', { name: 'Pause until turned back on' }).click();
    const paused = page.getByRole('status', { name: 'Notifications paused' });
    await expect(paused).toBeVisible();
    const titleBefore = await page.title();
    await sendDm(server, other.user_id, me.user_id, 'Quiet please');
    // The unread count in the title moves once the DM has arrived, still paused.
    await expect.poll(() => page.title()).not.toBe(titleBefore);

    await paused.getByRole('button', { name: 'Resume notifications' }).click();
    await expect(paused).toHaveCount(0);
    await sendDm(server, other.user_id, me.user_id, 'Back to normal');
    // Events apply in order: the paused DM was decided before this one, and stayed silent.
    await expectShownTitles(page, [`${other.full_name} (to you)`]);
    expect((await shown(page))[0]?.body).toBe('Back to normal');
    expect(await played(page)).toEqual(['/sounds/zulip.wav']);
  });

  test('plays the sound notification_sound names, and "Play" previews it', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = rahul(server);
    await ready(page, app, server, me);
    await sendDm(server, other.user_id, me.user_id, 'Ding?');
    await expect.poll(() => played(page)).toEqual(['/sounds/zulip.wav']);

    await page.evaluate(() => (window.location.hash = '#/settings/notifications'));
    const sound = page.getByTestId('setting-notification_sound');
    await sound.selectOption('chime-bell');
    await expect(page.getByTestId('setting-status-notification_sound')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Play the notification sound' }).click();
    await expect.poll(() => played(page)).toEqual(['/sounds/zulip.wav', '/sounds/chime-bell.wav']);

    await page.evaluate(() => (window.location.hash = '#/inbox'));
    await sendDm(server, other.user_id, me.user_id, 'Bell?');
    await expect
      .poll(() => played(page))
      .toEqual(['/sounds/zulip.wav', '/sounds/chime-bell.wav', '/sounds/chime-bell.wav']);
    // The file is served to the page as audio.
    const file = await page.request.get(new URL('/sounds/chime-bell.wav', app.url).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('audio/wav');
  });

  test('a reload catches up without notifying again', async ({ page, app, server, me }) => {
    const other = rahul(server);
    await ready(page, app, server, me);
    await sendDm(server, other.user_id, me.user_id, 'Before the reload');
    await expectShownTitles(page, [`${other.full_name} (to you)`]);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
    await sendDm(server, other.user_id, me.user_id, 'After the reload');
    await expect.poll(async () => (await shown(page)).map((n) => n.body)).toEqual(['After the reload']);
  });
});

test('offers to turn notifications on, and says plainly when the browser blocks them', async ({
  page,
  context,
  app,
  server,
  me,
}) => {
  await ready(page, app, server, me);
  const prompt = page.getByRole('region', { name: 'Desktop notifications' });
  await expect(prompt.getByRole('button', { name: 'Turn on desktop notifications' })).toBeVisible();
  // The person allows them when the browser asks.
  await prompt.getByRole('button', { name: 'Turn on desktop notifications' }).click();
  await context.grantPermissions(['notifications']);
  await expect(prompt).toHaveCount(0);
  await sendDm(server, rahul(server).user_id, me.user_id, 'Now you see me');
  await expectShownTitles(page, [`${rahul(server).full_name} (to you)`]);

  // Blocked in the site settings: the settings say so, and the test notification explains why.
  await denyNotifications(context, page);
  await page.evaluate(() => (window.location.hash = '#/settings/notifications'));
  await expect(page.getByRole('region', { name: 'Desktop notifications on this computer' })).toContainText(
    'Your browser blocks notifications from Threadline',
  );
  await page.getByRole('link', { name: 'Diagnostics page' }).click();
  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'could not be shown' })).toContainText(
    'Your browser blocks notifications from Threadline',
  );
  expect(await shown(page)).toHaveLength(1);
});
