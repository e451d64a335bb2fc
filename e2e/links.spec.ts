// Links into the app from outside. The desktop app gets them as launch arguments of a second launch
// (or macOS open-url); browser mode has no URL handler, so its host takes them as lines on stdin,
// which is what these tests write. Both go through the same handover in main
// (core/desktop/link-handover.ts): a link of the signed-in organization lands in its view; anything
// else is refused with a sentence in the app, and the view stays where it was.
import { storeMessage } from '../server/realm/messages';
import type { AppHost } from './support/fixtures';
import { expect, signIn, test } from './support/fixtures';

/** What `npm start` does with a line typed or pasted in its terminal. */
function handOver(app: AppHost, link: string): void {
  app.process.stdin?.write(`${link}\n`);
}

test('a narrow link and a message link of the signed-in organization open their views', async ({
  page,
  app,
  server,
  me,
}) => {
  const realm = server.realm;
  const general = realm.channelByName('general');
  const other = server.accounts.find((a) => !a.is_bot && a.user_id !== me.user_id);
  const sender = other && realm.user(other.user_id);
  if (!general || !other || !sender) throw new Error('seed changed');
  const post = (topic: string, content: string) => {
    const message = storeMessage(realm, {
      sender,
      type: 'stream',
      stream_id: general.stream_id,
      topic,
      content,
      rendered_content: `<p>${content}</p>`,
    });
    realm.user(me.user_id)?.unread.delete(message.id);
    return message.id;
  };
  post('handed over', 'The start of the handed-over topic.');
  const targetId = post('linked message', 'The linked message itself.');
  // Enough after it that the topic does not simply open at the target.
  for (let i = 0; i < 120; i++) post('linked message', `Later message ${i}.`);

  await signIn(page, app, server, me);
  const messages = page.getByRole('group', { name: 'Messages', exact: true });

  handOver(app, `${server.url}/#narrow/channel/${general.stream_id}-general/topic/handed.20over`);
  await expect(page).toHaveURL(new RegExp(`#/channel/${general.stream_id}/topic/handed%20over$`));
  await expect(messages.getByText('The start of the handed-over topic.')).toBeVisible();

  // A message link names only the message: the app finds its conversation and scrolls to it.
  handOver(app, `${server.url}/#narrow/near/${targetId}`);
  await expect(page).toHaveURL(
    new RegExp(`#/channel/${general.stream_id}/topic/linked%20message/near/${targetId}$`),
  );
  const anchored = page.locator('.message-slot.is-anchor');
  await expect(anchored).toContainText('The linked message itself.');
  await expect(anchored).toBeInViewport();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('links that are not the organization’s are refused plainly, and the view stays', async ({
  page,
  app,
  server,
  me,
}) => {
  await signIn(page, app, server, me);
  const general = server.realm.channelByName('general');
  if (!general) throw new Error('seed changed');
  const here = `#/channel/${general.stream_id}`;
  await page.evaluate((hash) => (window.location.hash = hash), here);

  handOver(app, 'https://chat.other-org.example/#narrow/channel/1-general');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(
    'That link is to chat.other-org.example, which is not one of your organizations in Threadline.',
  );
  expect(new URL(page.url()).hash).toBe(here);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  // The same organization on another port is another server.
  const port = Number(new URL(server.url).port);
  handOver(app, `http://127.0.0.1:${port + 1}/#narrow/channel/${general.stream_id}-general`);
  await expect(notice).toContainText(`That link is to 127.0.0.1:${port + 1}, which is not one of your`);

  handOver(app, 'javascript:alert(document.domain)');
  await expect(notice).toContainText('Threadline opens only links to your organizations');

  // A "Sign in with your browser" callback for a sign-in nobody started here is refused, not half-used.
  const realm = encodeURIComponent(server.url);
  handOver(
    app,
    `zulip://login?realm=${realm}&email=${encodeURIComponent(me.email)}&otp_encrypted_api_key=${'a'.repeat(64)}`,
  );
  await expect(notice).toContainText('That sign-in link does not belong to a sign-in started in Threadline');
  expect(new URL(page.url()).hash).toBe(here);
});
