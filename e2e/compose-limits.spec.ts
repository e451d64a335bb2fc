// Issue 15, item 1: text over the server's limits is refused in compose with the limit named, the
// text stays in the box, nothing oversized crosses the bridge (a 360,000-character paste once killed
// the web host through the draft auto-save), and once trimmed the message goes out as usual.
import {
  openRoute,
  otherMember,
  serverMessages,
  sharedChannel,
  signInReady,
  topicRoute,
} from './support/compose';
import { expect, test } from './support/fixtures';

const BIG_FRAME = 256 * 1024;

test('a huge paste is refused with the limit named, kept, never sent, and goes out once trimmed', async ({
  page,
  app,
  server,
  me,
}) => {
  const sent: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => sent.push(payload.toString())));
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'compose-limits', me.user_id, other.user_id);
  await signInReady(page, app, server, me);
  await openRoute(page, topicRoute(streamId, 'Paste'));
  await expect(page.getByText('Loading messages…')).toHaveCount(0);

  const message = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send', exact: true });
  // Something short first, which is kept as the draft…
  await message.fill('First words');
  await expect.poll(() => sent.some((frame) => frame.includes('First words'))).toBe(true);

  // …then 360,000 CJK characters arrive at once, as a paste inserts them.
  const paste = '漢字かな'.repeat(90_000);
  await message.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(paste);
  const problem = page.locator('.compose-problem');
  await expect(problem).toContainText(
    'This message is 360,000 characters; the server allows at most 10,000.',
  );
  await expect(problem).toContainText('not saved as a draft');
  await expect(page.getByText('350,000 over the limit')).toBeVisible();
  await expect(send).toBeDisabled();
  await message.press('ControlOrMeta+Enter');
  await message.blur();
  await page.waitForTimeout(800);
  expect(await message.inputValue()).toBe(paste);

  // A topic over the limit is not cut by the field either.
  const topic = page.getByRole('textbox', { name: 'Topic' });
  const longTopic = 'A topic that goes on and on, well past what the server takes for a topic';
  await topic.fill(longTopic);
  await expect(topic).toHaveValue(longTopic);

  // Trimmed to the limit, the message is fine; the topic still is not.
  const trimmed = paste.slice(0, 10_000);
  await message.fill(trimmed);
  await expect(page.getByText('0 characters left')).toBeVisible();
  await expect(problem).toHaveText('Topics can be at most 60 characters.');
  await expect(send).toBeDisabled();
  await topic.fill('Paste');
  await expect(problem).toHaveCount(0);
  await send.click();
  await expect(message).toHaveValue('');
  await expect.poll(() => serverMessages(server, trimmed).length).toBe(1);

  // Nothing oversized was attempted: no frame near the bridge's limit, no draft or send of the paste.
  expect(sent.filter((frame) => frame.length > BIG_FRAME)).toEqual([]);
  expect(sent.filter((frame) => frame.includes(paste.slice(0, 10_001)))).toEqual([]);
  expect(app.process.exitCode).toBeNull();
});
