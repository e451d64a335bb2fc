// Typing notices sent by compose, read back from the other member's own event queue: start at once,
// repeated while typing, stop after the idle period, and stop at once on send, blur or a new recipient.
import type { RunningServer } from '../server/app';
import {
  openRoute,
  ops,
  otherMember,
  sharedChannel,
  signInReady,
  topicRoute,
  typingReader,
} from './support/compose';
import { actAs, expect, test } from './support/fixtures';

const STARTED_WAIT_MS = 1_000;
const STOPPED_WAIT_MS = 3_000;
/** Well under the idle period, so a stop seen this soon came from something else. */
const PROMPTLY = { timeout: 1_500 };

/** Short periods, so repeats and the idle stop happen within seconds (read at register). */
function shortenTypingPeriods(server: RunningServer): void {
  server.realm.settings.typing_started_wait_period_milliseconds = STARTED_WAIT_MS;
  server.realm.settings.typing_stopped_wait_period_milliseconds = STOPPED_WAIT_MS;
}

test('start on the first keystroke, repeated while typing, stop after the idle period', async ({
  page,
  app,
  server,
  me,
}) => {
  shortenTypingPeriods(server);
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'typing-out', me.user_id, other.user_id);
  const reader = await typingReader(server, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Plans'));

  const message = page.getByRole('textbox', { name: 'Message' });
  await message.click();
  await message.pressSequentially('Hel');
  await expect.poll(async () => ops(await reader.read())).toEqual(['start']);
  expect((await reader.read())[0]).toMatchObject({
    message_type: 'stream',
    stream_id: streamId,
    topic: 'Plans',
    sender: { user_id: me.user_id },
  });

  // About 3.4 s of steady typing: a fresh start each second, not one per keystroke, and no stop.
  await message.pressSequentially('lo there, hi there', { delay: 200 });
  const lastKeystroke = Date.now();
  const whileTyping = ops(await reader.read());
  expect(whileTyping).not.toContain('stop');
  expect(whileTyping.length).toBeGreaterThanOrEqual(3);
  expect(whileTyping.length).toBeLessThanOrEqual(5);

  // Then idle: nothing for a while, then one stop once the idle period has passed.
  await page.waitForTimeout(STOPPED_WAIT_MS / 2);
  expect(ops(await reader.read())).not.toContain('stop');
  await expect.poll(async () => ops(await reader.read()).at(-1), { timeout: 8_000 }).toBe('stop');
  const stop = (await reader.read()).at(-1);
  expect(stop).toMatchObject({ stream_id: streamId, topic: 'Plans' });
  expect((stop?.seenAt ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(STOPPED_WAIT_MS - 300);
});

test('stop at once on send, on blur and on a change of recipient', async ({ page, app, server, me }) => {
  shortenTypingPeriods(server);
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'typing-stops', me.user_id, other.user_id);
  const reader = await typingReader(server, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Stops'));
  const message = page.getByRole('textbox', { name: 'Message' });

  // Send (Ctrl+Enter, as enter_sends is off by default).
  await message.click();
  await message.pressSequentially('first');
  await expect.poll(async () => ops(await reader.read())).toEqual(['start']);
  await message.press('Control+Enter');
  await expect.poll(async () => ops(await reader.read()), PROMPTLY).toEqual(['start', 'stop']);
  await expect(message).toHaveValue('');

  // Blur.
  await message.pressSequentially('second');
  await expect.poll(async () => ops(await reader.read())).toEqual(['start', 'stop', 'start']);
  await page.getByRole('textbox', { name: 'Topic' }).click();
  await expect
    .poll(async () => ops(await reader.read()), PROMPTLY)
    .toEqual(['start', 'stop', 'start', 'stop']);

  // A new recipient (a draft for a direct message opened into compose): the channel hears stop.
  await message.click();
  await message.pressSequentially(' more');
  await expect.poll(async () => ops(await reader.read()).length).toBe(5);
  await page.evaluate((to) => {
    window.dispatchEvent(
      new CustomEvent('threadline:insert-into-compose', {
        detail: { draft: { type: 'private', to: [to], topic: '', content: 'about that' } },
      }),
    );
  }, other.user_id);
  await expect.poll(async () => ops(await reader.read()).length, PROMPTLY).toBe(6);
  expect((await reader.read()).at(-1)).toMatchObject({ op: 'stop', stream_id: streamId, topic: 'Stops' });
  await expect(message).toHaveValue('about that');

  // Typing again goes to the new recipient, as a direct notice.
  await message.pressSequentially('!');
  await expect.poll(async () => ops(await reader.read()).length).toBe(7);
  const direct = (await reader.read()).at(-1);
  expect(direct).toMatchObject({ op: 'start', message_type: 'direct', sender: { user_id: me.user_id } });
  expect(direct?.recipients?.map((r) => r.user_id).sort()).toEqual([me.user_id, other.user_id].sort());
});

test('no channel notices when send_stream_typing_notifications is off; direct ones still go', async ({
  page,
  app,
  server,
  me,
}) => {
  shortenTypingPeriods(server);
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'typing-quiet', me.user_id, other.user_id);
  await actAs(server, me.user_id, 'PATCH', '/settings', { send_stream_typing_notifications: false });
  const reader = await typingReader(server, other.user_id);
  await signInReady(page, app, server, me);

  await openRoute(page, topicRoute(streamId, 'Quiet'));
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.click();
  await message.pressSequentially('not announced', { delay: 30 });

  // The direct conversation's notice comes after the channel typing, so by the time it is seen, any
  // channel notice would have been seen too.
  await openRoute(page, `#/dm/${other.user_id}`);
  await message.click();
  await message.pressSequentially('announced');
  await expect.poll(async () => ops(await reader.read())).toContain('start');
  const seen = await reader.read();
  expect(seen.filter((e) => e.message_type === 'stream')).toEqual([]);
  expect(seen[0]).toMatchObject({ op: 'start', message_type: 'direct' });
});
