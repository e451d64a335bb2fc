// What happens to text that has not reached the server: a send the server refuses stays with Retry
// and Discard, and unsent text in compose survives a restart of the app. (A 5xx is not a refusal:
// the outbox checks whether the message arrived and sends it again on its own, see
// offline-outbox.spec.ts.)
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { control, expect, restartApp, test } from './support/fixtures';

/** The server refuses the next send (POST /messages exactly: marking read is not a send). */
const REFUSE_NEXT_SEND = { path: '/messages', method: 'POST', kind: 'status', status: 400, count: 1 };

/** Waits until the view has fetched its (empty) history, so no GET /messages can take the fault. */
async function viewLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page.getByText('Loading messages…')).toHaveCount(0);
}

test('a refused send keeps its text with the reason, and Retry sends it exactly once', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'compose-flaky', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Flaky'));
  await viewLoaded(page);

  await control(server, '/faults', REFUSE_NEXT_SEND);
  const text = 'Will this arrive?';
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const failure = page.getByRole('alert').filter({ hasText: 'Not sent' });
  await expect(failure).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  expect(serverMessages(server, text)).toHaveLength(0);

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => serverMessages(server, text).length).toBe(1);
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(text)).toHaveCount(1);
  expect(serverMessages(server, text)).toHaveLength(1);
});

test('Discard drops a refused send for good', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  await signInReady(page, app, server, me);
  await openRoute(page, `#/dm/${other.user_id}`);
  await viewLoaded(page);

  await control(server, '/faults', REFUSE_NEXT_SEND);
  await page.getByRole('textbox', { name: 'Message' }).fill('Never mind');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not sent' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Never mind')).toHaveCount(0);
  expect(serverMessages(server, 'Never mind')).toHaveLength(0);
});

test('unsent text survives a restart of the app', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  await signInReady(page, app, server, me);
  await openRoute(page, `#/dm/${other.user_id}`);
  const text = 'Half-written thought, to finish later';
  await page.getByRole('textbox', { name: 'Message' }).fill(text);

  // Main keeps it in the profile (debounced); wait until it is on disk, then quit.
  const dir = join(app.profileDir, 'compose-drafts');
  const onDisk = async () => {
    const files = await readdir(dir).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
    return texts.join('\n');
  };
  await expect.poll(onDisk).toContain('Half-written thought');
  await restartApp(app);

  await page.goto(app.url);
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  await openRoute(page, `#/dm/${other.user_id}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(text);
  // Only that conversation: another one starts empty.
  await openRoute(page, '#/feed');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});
