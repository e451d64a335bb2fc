// Other people's typing shows in the conversation it belongs to, and goes away on stop or expiry.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { actAs, expect, signIn, test, type AppHost } from './support/fixtures';

function otherMember(server: RunningServer, me: SeedAccount): SeedAccount {
  const other = server.accounts.find((a) => a.role === 400 && !a.is_bot && a.user_id !== me.user_id);
  if (!other) throw new Error('the demo seed has no second member');
  return other;
}

/** A channel both users are subscribed to, so a typing notice there reaches me. */
function sharedChannel(server: RunningServer, ...userIds: number[]): number {
  for (const channel of server.realm.channels.values()) {
    if (!channel.is_archived && userIds.every((id) => channel.subscribers.has(id))) return channel.stream_id;
  }
  throw new Error('no channel shared by these users');
}

async function openRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate((next) => {
    window.location.hash = next;
  }, hash);
}

/** Signs in and waits for the snapshot, so the event queue exists before anyone types. */
async function signInReady(page: Page, app: AppHost, server: RunningServer, me: SeedAccount): Promise<void> {
  await signIn(page, app, server, me);
  await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link').first()).toBeVisible();
}

test('typing shows in the right DM and topic, never for myself, and hides on stop', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = sharedChannel(server, me.user_id, other.user_id);
  await signInReady(page, app, server, me);

  await openRoute(page, `#/dm/${other.user_id}`);
  await expect(page.getByRole('heading', { name: other.full_name })).toBeVisible();
  // My own notice comes back to me from the server; it must not show.
  await actAs(server, me.user_id, 'POST', '/typing', { op: 'start', to: [other.user_id] });
  await actAs(server, other.user_id, 'POST', '/typing', { op: 'start', to: [me.user_id] });
  const status = page.getByRole('status').filter({ hasText: 'typing' });
  await expect(status).toHaveText(`${other.full_name} is typing…`);

  // The DM notice does not leak into a channel topic, and a topic's notice stays in its topic.
  await openRoute(page, `#/channel/${streamId}/topic/${encodeURIComponent('Release plan')}`);
  await expect(page.getByRole('heading', { name: /Release plan/ })).toBeVisible();
  await expect(page.getByText('is typing…')).toHaveCount(0);
  await actAs(server, other.user_id, 'POST', '/typing', {
    type: 'channel',
    op: 'start',
    stream_id: streamId,
    topic: 'Another topic',
  });
  await actAs(server, other.user_id, 'POST', '/typing', {
    type: 'channel',
    op: 'start',
    stream_id: streamId,
    topic: 'release plan',
  });
  await expect(status).toHaveText(`${other.full_name} is typing…`);
  await actAs(server, other.user_id, 'POST', '/typing', {
    type: 'channel',
    op: 'stop',
    stream_id: streamId,
    topic: 'Release plan',
  });
  await expect(page.getByText('is typing…')).toHaveCount(0);

  // Back in the DM, the notice is still live until its stop.
  await openRoute(page, `#/dm/${other.user_id}`);
  await expect(status).toHaveText(`${other.full_name} is typing…`);
  await actAs(server, other.user_id, 'POST', '/typing', { op: 'stop', to: [me.user_id] });
  await expect(page.getByText('is typing…')).toHaveCount(0);
});

test('two typists are named together, and a notice expires without a stop', async ({
  page,
  app,
  server,
  me,
}) => {
  // The register snapshot carries this period; 2 s keeps the test short.
  server.realm.settings.typing_started_expiry_period_milliseconds = 2000;
  const other = otherMember(server, me);
  const admin = server.accounts.find((a) => a.role === 200);
  if (!admin) throw new Error('the demo seed has no administrator');
  await signInReady(page, app, server, me);

  const group = [other.user_id, admin.user_id].sort((a, b) => a - b);
  await openRoute(page, `#/dm/${group.join(',')}`);
  const status = page.getByRole('status').filter({ hasText: 'typing' });
  await actAs(server, other.user_id, 'POST', '/typing', { op: 'start', to: [me.user_id, admin.user_id] });
  await actAs(server, admin.user_id, 'POST', '/typing', { op: 'start', to: [me.user_id, other.user_id] });
  await expect(status).toHaveText(/ and .* are typing…/);
  await expect(status).toContainText(other.full_name);
  await expect(status).toContainText(admin.full_name);
  const started = Date.now();
  await expect(page.getByText('typing…')).toHaveCount(0, { timeout: 6000 });
  // Gone by expiry, not at once.
  expect(Date.now() - started).toBeGreaterThan(1000);
});
