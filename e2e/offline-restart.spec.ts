// A restart shows what the person last saw before the server answers: the sidebar's channels and a
// cached conversation's messages, with "Showing what you last saw (as of …)" until the live
// register (held back here by a fault) replaces it. A cached state file that has been tampered with
// is discarded with a log line, and the app signs in as if it were new.
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { control, expect, restartApp, test } from './support/fixtures';
import { conversationFiles, postMessages, stateCached } from './support/offline';

const REGISTER_DELAY_MS = 20_000;

test('a restart shows the cached channels and messages before the server answers', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'kept-offline', me.user_id, other.user_id);
  await postMessages(server, other.user_id, streamId, 'Plans', ['Lunch at noon?', 'Bring the map']);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Plans'));
  await expect(page.getByRole('main').getByText('Bring the map')).toBeVisible();
  await stateCached(app.profileDir);
  await expect.poll(async () => (await conversationFiles(app.profileDir)).length).toBeGreaterThan(0);

  // The server takes its time with the next register and with message history alike: what shows
  // meanwhile is the cache's.
  await control(server, '/faults', { path_prefix: '/register', kind: 'delay', delay_ms: REGISTER_DELAY_MS });
  await control(server, '/faults', {
    path_prefix: '/messages',
    method: 'GET',
    kind: 'delay',
    delay_ms: REGISTER_DELAY_MS,
    count: 10,
  });
  await restartApp(app);
  const started = Date.now();
  await page.goto(app.url);
  const channels = page.getByRole('navigation', { name: 'Channels' });
  await expect(channels.getByRole('link', { name: /kept-offline/ })).toBeVisible();
  await expect(page.getByText(/Showing what you last saw \(as of .+\)/)).toBeVisible();
  await openRoute(page, topicRoute(streamId, 'Plans'));
  await expect(page.getByRole('main').getByText('Lunch at noon?')).toBeVisible();
  await expect(page.getByRole('main').getByText('Bring the map')).toBeVisible();
  expect(Date.now() - started).toBeLessThan(REGISTER_DELAY_MS);

  // The live register replaces it, and the view loads from the server again.
  await fetch(`${server.url}/__control/faults`, { method: 'DELETE' });
  await expect(page.getByText(/Showing what you last saw/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('main').getByText('Bring the map')).toBeVisible({ timeout: 30_000 });
});

test('a tampered cache file is discarded with a log line, and the app signs in as new', async ({
  page,
  app,
  server,
  me,
}) => {
  await signInReady(page, app, server, me);
  await stateCached(app.profileDir);
  // Quit, then change the state file's bytes (it is encrypted and bound to its place).
  const root = join(app.profileDir, 'cache');
  const [dir] = await readdir(root);
  if (dir === undefined) throw new Error('no cache folder');
  app.process.kill('SIGTERM');
  if (app.process.exitCode === null) await new Promise((resolve) => app.process.once('exit', resolve));
  await writeFile(join(root, dir, 'state'), Buffer.from('not what Threadline wrote'));

  await control(server, '/faults', { path_prefix: '/register', kind: 'delay', delay_ms: 3_000 });
  await restartApp(app);
  await page.goto(app.url);
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/Showing what you last saw/)).toHaveCount(0);
  expect(app.logText()).toMatch(/offline: cache file discarded/);
  // The live state is kept again from then on.
  await stateCached(app.profileDir);
});
