// Emoji inside rendered messages follow the user's emojiset like reactions do: a cell of the Google
// sprite sheet (the character kept underneath, so copying still yields it), then `:smile:` as text
// once the setting becomes "text" on another device; custom emoji are sized like Unicode ones.
import { actAs, control, expect, signIn, test } from './support/fixtures';

test('draws message emoji from the sheet, as :name: text for "text", and copies the character', async ({
  page,
  context,
  app,
  server,
  me,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await control(server, '/realm-emoji', { name: 'party_parrot' });
  const general = server.realm.channelByName('general')!.stream_id;
  const sender = server.accounts.find((a) => a.email === 'member2@threadline.test')!;
  const sent = await actAs(server, sender.user_id, 'POST', '/messages', {
    type: 'stream',
    to: general,
    topic: 'drawn-emoji',
    content: 'Drawn emoji :smile: and :party_parrot:',
  });
  expect(sent.result).toBe('success');

  await signIn(page, app, server, me);
  await page.evaluate((id) => (window.location.hash = `#/channel/${id}/topic/drawn-emoji`), general);
  const body = page.getByRole('main').locator('.message-content').filter({ hasText: 'Drawn emoji' });
  const smile = body.locator('span.emoji[data-emoji-text=":smile:"]');

  // Google (the default): the sheet's cell as background, the character still in the text.
  await expect(smile).toHaveAttribute('data-emoji-drawn', 'sprite');
  await expect(smile).toHaveCSS('background-image', /32.*\.png/);
  await expect(smile).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
  await expect(smile).toHaveAttribute('role', 'img');
  const glyph = (await smile.textContent()) ?? '';
  expect(glyph.codePointAt(0)).toBeGreaterThan(0x1f000);
  const parrot = body.locator('img.emoji[alt=":party_parrot:"]');
  const [emojiBox, parrotBox] = [await smile.boundingBox(), await parrot.boundingBox()];
  expect(Math.abs((emojiBox?.height ?? 0) - (parrotBox?.height ?? -9))).toBeLessThan(1);
  expect(Math.abs((emojiBox?.width ?? 0) - (parrotBox?.width ?? -9))).toBeLessThan(1);

  // Selecting the emoji and copying it gives the character, not an image or a name.
  await smile.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  await page.keyboard.press('Control+C');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(glyph);

  // Plain text, changed from another device: the same message redraws as :smile:.
  expect((await actAs(server, me.user_id, 'PATCH', '/settings', { emojiset: 'text' })).result).toBe(
    'success',
  );
  await expect(smile).toHaveText(':smile:');
  await expect(smile).not.toHaveAttribute('data-emoji-drawn', 'sprite');
  await expect(smile).toHaveCSS('background-image', 'none');
});
