// Writing while the server is gone: the conversation stays readable from the cache (one never opened
// says plainly that it is not saved here), three messages wait in the outbox ("Waiting to send"),
// and once the server is back each is delivered once, in order — even when the answer to the first is lost (the server stores it, then drops the
// connection) and even when the app was restarted in between.
import type { Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunningServer } from '../server/app';
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { control, expect, restartApp, test, type AppHost } from './support/fixtures';
import { postMessages, restartServer } from './support/offline';

const TEXTS = ['Offline one', 'Offline two', 'Offline three'];

async function writeThree(page: Page): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const text of TEXTS) {
    await box.fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('main').getByText(text)).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to send$/ })).toHaveCount(3);
  await expect(page.getByText('3 messages are waiting to send.')).toBeVisible();
}

/** The server back with the first send's answer dropped; each message once, in order. */
async function deliveredOnceInOrder(
  page: Page,
  app: AppHost,
  stopped: RunningServer,
): Promise<RunningServer> {
  const back = await restartServer(stopped);
  await control(back, '/faults', { path_prefix: '/messages', method: 'POST', kind: 'drop_after' });
  for (const text of TEXTS) {
    await expect.poll(() => serverMessages(back, text).length, { timeout: 60_000 }).toBe(1);
  }
  // The first answer was indeed lost, and the copy on the server was found instead of sending again.
  expect(app.logText()).toContain('outbox: an answer was lost');
  const ids = TEXTS.map((text) => serverMessages(back, text)[0]?.id ?? 0);
  expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  await expect(
    page.getByRole('status').filter({ hasText: /^(Waiting to send|Sending…|Checking whether it arrived…)$/ }),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
  for (const text of TEXTS) await expect(page.getByRole('main').getByText(text)).toHaveCount(1);
  // Nothing was sent twice while the app settled.
  await page.waitForTimeout(1_000);
  for (const text of TEXTS) expect(serverMessages(back, text)).toHaveLength(1);
  return back;
}

async function draftsOnDisk(app: AppHost): Promise<string> {
  const dir = join(app.profileDir, 'compose-drafts');
  const files = await readdir(dir).catch(() => [] as string[]);
  return (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
}

async function offlineInConversation(page: Page, app: AppHost, server: RunningServer, meId: number) {
  const other = otherMember(
    server,
    server.accounts.find((a) => a.user_id === meId)!,
  );
  const streamId = await sharedChannel(server, 'while-away', meId, other.user_id);
  await postMessages(server, other.user_id, streamId, 'Trip', ['Who has the tickets?']);
  await signInReady(
    page,
    app,
    server,
    server.accounts.find((a) => a.user_id === meId)!,
  );
  await openRoute(page, topicRoute(streamId, 'Trip'));
  await expect(page.getByRole('main').getByText('Who has the tickets?')).toBeVisible();
  await server.close();
  await expect(page.getByRole('status').filter({ hasText: /unreachable|Reconnecting/i })).toBeVisible({
    timeout: 30_000,
  });
  // A fresh page reads the conversation from the cache.
  await page.reload();
  await expect(page.getByRole('main').getByText('Who has the tickets?')).toBeVisible();
  return streamId;
}

test('three messages written while the server is down arrive once each, in order', async ({
  page,
  app,
  server,
  me,
}) => {
  const streamId = await offlineInConversation(page, app, server, me.user_id);
  // A conversation never opened here is not cached: it says so plainly.
  await openRoute(page, `#/dm/${otherMember(server, me).user_id}`);
  await expect(page.getByRole('alert')).toContainText('This view is not saved on this computer');
  await openRoute(page, topicRoute(streamId, 'Trip'));
  await writeThree(page);
  const back = await deliveredOnceInOrder(page, app, server);
  await back.close();
});

test('messages waiting in the outbox survive a restart of the app', async ({ page, app, server, me }) => {
  const streamId = await offlineInConversation(page, app, server, me.user_id);
  await writeThree(page);
  // Quitting flushes compose's unsent text; here the host alone stops, so let the cleared box reach it.
  await page.getByRole('textbox', { name: 'Message' }).blur();
  await expect.poll(() => draftsOnDisk(app)).not.toContain('Offline');
  await restartApp(app);
  await page.goto(app.url);
  await openRoute(page, topicRoute(streamId, 'Trip'));
  await expect(page.getByRole('main').getByText('Who has the tickets?')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to send$/ })).toHaveCount(3);
  const back = await deliveredOnceInOrder(page, app, server);
  await back.close();
});

test("the Inbox's Mark as read while the server is down is shown at once and sent once it is back", async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'read-later', me.user_id, other.user_id);
  const ids = await postMessages(server, other.user_id, streamId, 'Later', ['First unread', 'Second unread']);
  await signInReady(page, app, server, me);
  await server.close();
  await expect(page.getByRole('status').filter({ hasText: /unreachable|Reconnecting/i })).toBeVisible({
    timeout: 30_000,
  });
  await openRoute(page, '#/inbox');
  await page.getByRole('textbox', { name: 'Filter conversations' }).fill('Later');
  const list = page.getByRole('list', { name: 'Unread conversations' });
  await list.getByRole('button', { name: 'Mark Later as read' }).click();
  await expect(list.getByRole('link', { name: 'Later' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const back = await restartServer(server);
  const unreadOnServer = () => ids.filter((id) => back.realm.user(me.user_id)!.unread.has(id));
  await expect.poll(unreadOnServer, { timeout: 60_000 }).toEqual([]);
  await back.close();
});
