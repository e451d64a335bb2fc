// Settings → This computer → Offline data: the size limit evicts the least recently used
// conversation first; "Clear offline data" empties the cache but never the outbox (a message
// waiting while the server is down is still sent once it is back); and signing out of an account
// with a message waiting asks first.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { control, expect, test } from './support/fixtures';
import { cacheFiles, conversationFiles, restartServer } from './support/offline';
import { openSection, openSettingsView } from './support/settings-helpers';

async function openOfflineData(page: Page): Promise<void> {
  await openSettingsView(page);
  await openSection(page, 'This computer');
  await expect(page.getByRole('heading', { name: 'Offline data' })).toBeVisible();
}

/** A topic of big messages that do not compress (about 0.7 MB in the cache). */
async function bigTopic(server: RunningServer, senderId: number, streamId: number, topic: string) {
  for (let i = 0; i < 12; i++) {
    const text = randomBytes(60_000).toString('base64');
    await control(server, '/rendered-message', {
      sender_id: senderId,
      stream_id: streamId,
      topic,
      content: text,
      rendered_content: `<p>${topic} ${i} ${text}</p>`,
    });
  }
}

/** Cached conversations big enough to be one of bigTopic's. */
async function bigFiles(profileDir: string): Promise<string[]> {
  const sizes = await cacheFiles(profileDir);
  return (await conversationFiles(profileDir)).filter((name) => (sizes.get(name) ?? 0) > 500_000);
}

/** Opens a big topic and waits for its conversation file; returns that file's name. */
async function openCached(page: Page, profileDir: string, streamId: number, topic: string): Promise<string> {
  const before = new Set(await bigFiles(profileDir));
  await openRoute(page, topicRoute(streamId, topic));
  await expect(page.getByRole('main').getByText(`${topic} 0 `)).toBeVisible();
  let added: string | undefined;
  await expect
    .poll(async () => {
      added = (await bigFiles(profileDir)).find((name) => !before.has(name));
      return added;
    })
    .toBeDefined();
  return added!;
}

test('the size limit drops the least recently used conversation first', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'heavy', me.user_id, other.user_id);
  await bigTopic(server, other.user_id, streamId, 'Older');
  await bigTopic(server, other.user_id, streamId, 'Newer');
  await signInReady(page, app, server, me);
  await openOfflineData(page);
  await page.getByRole('spinbutton', { name: 'Size limit (MB)' }).fill('1');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const older = await openCached(page, app.profileDir, streamId, 'Older');
  const newer = await openCached(page, app.profileDir, streamId, 'Newer');
  await expect.poll(() => bigFiles(app.profileDir)).toEqual([newer]);
  expect(older).not.toBe(newer);
  await openOfflineData(page);
  await expect(page.getByText(/Offline data uses [\d.]+ MB of 1 MB\./)).toBeVisible();
});

test('Clear offline data keeps the message waiting to be sent; signing out with it asks first', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'clearing', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Notes'));
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await server.close();
  await page.getByRole('textbox', { name: 'Message' }).fill('Kept through a clear');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to send$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: /^Sign out of / }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    '1 message has not been sent yet and will be lost.',
  );
  await page.getByRole('button', { name: 'Keep them' }).click();
  await page.getByRole('button', { name: 'Account', exact: true }).click();

  await openOfflineData(page);
  await page.getByRole('button', { name: 'Clear offline data' }).click();
  await expect(page.getByText('Offline data cleared. Messages waiting to be sent were kept.')).toBeVisible();
  expect(await readdir(join(app.profileDir, 'cache')).catch(() => [])).toEqual([]);
  expect((await readdir(join(app.profileDir, 'outbox'))).length).toBe(1);

  await openRoute(page, topicRoute(streamId, 'Notes'));
  await expect(page.getByRole('status').filter({ hasText: /^Waiting to send$/ })).toBeVisible();
  const back = await restartServer(server);
  await expect.poll(() => serverMessages(back, 'Kept through a clear').length, { timeout: 60_000 }).toBe(1);
  await back.close();
});
