// Sending from compose: to a channel topic, to a direct conversation (with Enter when enter_sends is
// on), to new people picked in the feed; the topic rules and the length limit.
import type { RunningServer } from '../server/app';
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { actAs, control, expect, test } from './support/fixtures';

/** What another user's client gets for a narrow: the server's truth from their side. */
async function messagesSeenBy(server: RunningServer, userId: number, narrow: unknown[]): Promise<string[]> {
  const answer = await actAs(server, userId, 'GET', '/messages', {
    anchor: 'newest',
    num_before: 50,
    num_after: 0,
    narrow,
    apply_markdown: false,
  });
  return ((answer.messages ?? []) as { content: string }[]).map((m) => m.content);
}

test('sends to a channel topic: shown once, replacing its echo, and stored once', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'compose-send', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Launch'));

  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Launch');
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByText('Loading messages…')).toHaveCount(0);
  // Hold the send for a moment, so the local echo can be seen before the server's copy.
  await control(server, '/faults', {
    path: '/messages',
    method: 'POST',
    kind: 'delay',
    delay_ms: 1_500,
    count: 1,
  });
  const text = 'Ready for **launch**';
  await message.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(message).toHaveValue('');
  await expect(page.getByRole('main').getByText(text)).toBeVisible();
  await expect(page.getByText('Sending…')).toBeVisible();

  await expect.poll(() => serverMessages(server, text).length).toBe(1);
  expect(serverMessages(server, text)[0]).toMatchObject({
    type: 'stream',
    stream_id: streamId,
    topic: 'Launch',
    sender_id: me.user_id,
  });
  // The server's rendering (bold) replaces the plain-text echo, once, with nothing left pending.
  await expect(page.getByRole('main').locator('strong', { hasText: 'launch' })).toHaveCount(1);
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText('Sending…')).toHaveCount(0);
  const narrow = [
    { operator: 'channel', operand: streamId },
    { operator: 'topic', operand: 'Launch' },
  ];
  expect(await messagesSeenBy(server, other.user_id, narrow)).toEqual([text]);
});

test('sends a direct message with Enter when enter_sends is on; Shift+Enter adds a line', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  await actAs(server, me.user_id, 'PATCH', '/settings', { enter_sends: true });
  await signInReady(page, app, server, me);
  await openRoute(page, `#/dm/${other.user_id}`);

  const message = page.getByRole('textbox', { name: 'Message' });
  await message.click();
  await message.pressSequentially('line one');
  await message.press('Shift+Enter');
  await message.pressSequentially('line two');
  await expect(message).toHaveValue('line one\nline two');
  await message.press('Enter');
  await expect(message).toHaveValue('');

  const text = 'line one\nline two';
  await expect.poll(() => serverMessages(server, text).length).toBe(1);
  expect(serverMessages(server, text)[0]).toMatchObject({
    type: 'private',
    dm_user_ids: [me.user_id, other.user_id].sort((a, b) => a - b),
  });
  await expect(page.getByRole('main').getByText('line two')).toBeVisible();
  expect(await messagesSeenBy(server, other.user_id, [{ operator: 'dm', operand: [me.user_id] }])).toContain(
    text,
  );
});

test('starts a new direct message from the feed with the recipient picker', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  await signInReady(page, app, server, me);
  await openRoute(page, '#/feed');

  await page.getByRole('button', { name: 'Direct message' }).click();
  const send = page.getByRole('button', { name: 'Send', exact: true });
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Hello from the feed');
  // No recipient yet: Send waits, and says why.
  await expect(send).toBeDisabled();
  await expect(page.getByText('Choose at least one recipient.')).toBeVisible();

  const picker = page.getByRole('combobox', { name: 'Add recipient' });
  await picker.fill(other.full_name.split(' ')[0] ?? other.full_name);
  await page.getByRole('option', { name: new RegExp(other.full_name) }).click();
  await expect(page.getByRole('group', { name: 'Recipients' })).toContainText(other.full_name);
  await send.click();

  await expect.poll(() => serverMessages(server, 'Hello from the feed').length).toBe(1);
  expect(serverMessages(server, 'Hello from the feed')[0]?.dm_user_ids).toEqual(
    [me.user_id, other.user_id].sort((a, b) => a - b),
  );
});

test('the empty topic: allowed with the realm’s name as placeholder, or required by the channel', async ({
  page,
  app,
  server,
  me,
}) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'compose-topics', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, `#/channel/${streamId}`);

  const topic = page.getByRole('textbox', { name: 'Topic' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(topic).toHaveValue('');
  await expect(topic).toHaveAttribute('placeholder', server.realm.settings.empty_topic_display_name);
  await message.fill('no topic needed');
  await send.click();
  await expect.poll(() => serverMessages(server, 'no topic needed')[0]?.topic).toBe('');

  // An administrator makes topics required in this channel: compose follows the event.
  const admin = server.accounts.find((a) => a.role === 200 && !a.is_bot);
  if (!admin) throw new Error('the seed has no administrator');
  const changed = await actAs(server, admin.user_id, 'PATCH', `/streams/${streamId}`, {
    topics_policy: 'disable_empty_topic',
  });
  expect(changed.result).toBe('success');
  await expect(topic).toHaveAttribute('placeholder', 'Topic');
  await message.fill('needs a topic');
  await expect(send).toBeDisabled();
  await expect(page.getByText('Topics are required in this channel.')).toBeVisible();
  await topic.fill('Named');
  await send.click();
  await expect.poll(() => serverMessages(server, 'needs a topic')[0]?.topic).toBe('Named');
});

test('counts down near the length limit and refuses a message over it', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  await signInReady(page, app, server, me);
  await openRoute(page, `#/dm/${other.user_id}`);
  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send', exact: true });

  await message.fill('x'.repeat(8_000));
  await expect(page.getByText(/characters left/)).toHaveCount(0);
  await message.fill('x'.repeat(9_500));
  await expect(page.getByText('500 characters left')).toBeVisible();
  await expect(send).toBeEnabled();
  await message.fill('x'.repeat(10_003));
  await expect(page.getByText('3 over the limit')).toBeVisible();
  await expect(send).toBeDisabled();
});
