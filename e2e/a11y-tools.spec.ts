// Accessibility sweep of the tool views and the connection banner (issue 20): drafts, saved snippets
// (with the form's error), bot storage as a bot, diagnostics, and the banner while reconnecting with
// its Retry button — each in every colour mode, with no serious or critical axe violation.
import { account, signInWithApiKey } from './support/channels';
import { openView } from './support/a11y-world';
import { expectAccessible } from './support/axe';
import { openRoute } from './support/compose';
import { actAs, control, expect, signIn, test } from './support/fixtures';

test('drafts, snippets and diagnostics pass axe in every colour mode', async ({ page, app, server, me }) => {
  // The demo seed gives this member drafts; a snippet is added here.
  await actAs(server, me.user_id, 'POST', '/saved_snippets', { title: 'Standup', content: 'Done / Doing' });
  await signIn(page, app, server, me);

  await openView(page, '#/drafts', 'Drafts');
  await expect(page.getByRole('list', { name: 'Drafts' }).getByRole('listitem')).not.toHaveCount(0);
  await expectAccessible(page, 'drafts');

  await openView(page, '#/snippets', 'Saved snippets');
  const form = page.getByRole('form', { name: 'New snippet' });
  await form.getByRole('button', { name: 'Save snippet' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'saved snippets with a form error');

  await openView(page, '#/diagnostics', 'Diagnostics');
  await expectAccessible(page, 'diagnostics');
});

test('bot storage as a bot passes axe in every colour mode', async ({ page, app, server }) => {
  await signInWithApiKey(page, app, server, account(server, 'bot'));
  await openView(page, '#/bot-storage', 'Bot storage');
  await expect(page.getByRole('table', { name: 'Stored data' })).toBeVisible();
  await expectAccessible(page, 'bot storage');
});

test('the connection banner while reconnecting passes axe in every colour mode', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const banner = page.getByRole('status').filter({ hasText: /Connected|Reconnecting/ });
  await expect(banner).toContainText('Connected');
  await control(server, '/faults', { kind: 'status', status: 500, path_prefix: '/events', count: 100_000 });
  // An event ends the open long poll; the next poll meets the fault.
  await actAs(server, me.user_id, 'PATCH', '/settings', { left_side_userlist: true });
  await expect(banner).toContainText('Reconnecting');
  await expect(banner.getByRole('button', { name: 'Retry now' })).toBeVisible();
  await expectAccessible(page, 'connection banner: reconnecting');
  await fetch(`${server.url}/__control/faults`, { method: 'DELETE' });
  await openRoute(page, '#/');
});
