// The emoji picker on a message (opened from the "+" of the reactions row): search by name and by
// alias, picking by mouse and by keyboard, toggling a reaction off, frequently used, the
// organization's custom emoji (deactivated ones hidden), the server's own emoji names, and the user's
// emojiset in reactions.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { actAs, control, expect, signIn, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';
import { accountId } from './support/channels';

/** A new message from Rahul in #general with Mei's :tada: on it (so it has a reactions row). */
async function reactedMessage(server: RunningServer, content: string): Promise<{ id: number; hash: string }> {
  const general = server.realm.channelByName('general')!.stream_id;
  const sent = await actAs(server, accountId(server, 'member2@threadline.test'), 'POST', '/messages', {
    type: 'stream',
    to: general,
    topic: 'emoji',
    content,
  });
  const id = sent.id as number;
  const mei = accountId(server, 'moderator@threadline.test');
  expect((await actAs(server, mei, 'POST', `/messages/${id}/reactions`, { emoji_name: 'tada' })).result).toBe(
    'success',
  );
  return { id, hash: `#/channel/${general}/topic/emoji` };
}

async function openMessage(page: Page, hash: string, content: string) {
  await page.evaluate((h) => (window.location.hash = h), hash);
  const message = page.getByRole('article').filter({ hasText: content });
  await expect(message.getByRole('button', { name: 'tada: 1' })).toBeVisible();
  return message;
}

async function openPicker(page: Page, message: ReturnType<Page['getByRole']>) {
  await message.getByRole('button', { name: 'Add reaction' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a reaction' });
  await expect(picker.getByRole('searchbox', { name: 'Search emoji' })).toBeFocused();
  await expect(picker.getByRole('grid', { name: 'Emoji' })).toBeVisible();
  return picker;
}

const myReactions = (server: RunningServer, id: number, userId: number) =>
  (server.realm.messages.get(id)?.reactions ?? [])
    .filter((r) => r.user_id === userId)
    .map((r) => r.emoji_code);

test('picks by mouse and keyboard, finds by name and alias, toggles off, remembers', async ({
  page,
  app,
  server,
  me,
}) => {
  const content = 'Shipping the emoji picker today';
  const { id, hash } = await reactedMessage(server, content);
  await signIn(page, app, server, me);
  const message = await openMessage(page, hash, content);

  // By name, with the mouse.
  let picker = await openPicker(page, message);
  await expect(picker.getByRole('button', { name: 'Smileys & Emotion' })).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('octopus');
  await picker.getByRole('gridcell', { name: 'octopus', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(message.getByRole('button', { name: 'octopus: 1' })).toHaveAttribute('aria-pressed', 'true');
  expect(myReactions(server, id, me.user_id)).toEqual(['1f419']);
  await expect(message.getByRole('button', { name: 'Add reaction' })).toBeFocused();

  // By alias, with Enter in the search box (the first result).
  picker = await openPicker(page, message);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('thumbsup');
  await expect(picker.getByTestId('emoji-picker-footer')).toHaveText(':+1: (:thumbsup: :thumbs_up:)');
  await page.keyboard.press('Enter');
  await expect(message.getByRole('button', { name: '+1: 1' })).toBeVisible();
  expect(myReactions(server, id, me.user_id)).toContain('1f44d');

  // Keyboard in the grid: down into it, right to the second result, Enter.
  picker = await openPicker(page, message);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('heart');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const second = picker.getByRole('gridcell').nth(1);
  await expect(second).toBeFocused();
  const name = (await second.getAttribute('aria-label'))!;
  await page.keyboard.press('Enter');
  await expect(message.getByRole('button', { name: `${name}: 1` })).toHaveAttribute('aria-pressed', 'true');

  // Picking an emoji already there takes the reaction back; Esc closes without picking.
  picker = await openPicker(page, message);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('octopus');
  await picker.getByRole('gridcell', { name: 'octopus', exact: true }).click();
  await expect(message.getByRole('button', { name: /^octopus:/ })).toHaveCount(0);
  expect(myReactions(server, id, me.user_id)).not.toContain('1f419');

  // Frequently used leads the grid with what was picked here.
  picker = await openPicker(page, message);
  const frequent = picker.getByRole('row').nth(1);
  await expect(frequent.getByRole('gridcell', { name: 'octopus', exact: true })).toBeVisible();
  await expect(frequent.getByRole('gridcell', { name: '+1', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
});

test("offers the organization's custom emoji, not deactivated ones", async ({ page, app, server, me }) => {
  const content = 'Custom emoji time';
  const { id, hash } = await reactedMessage(server, content);
  const added = await control(server, '/realm-emoji', { name: 'party_parrot' });
  expect(added.result).toBe('success');
  await control(server, '/realm-emoji', { name: 'old_logo' });
  await control(server, '/realm-emoji', { name: 'old_logo', deactivate: true });
  await signIn(page, app, server, me);
  const message = await openMessage(page, hash, content);

  const picker = await openPicker(page, message);
  await expect(picker.getByRole('button', { name: 'Custom' })).toBeVisible();
  const search = picker.getByRole('searchbox', { name: 'Search emoji' });
  await search.fill('old_logo');
  await expect(picker.getByText('No emoji match')).toBeVisible();
  await search.fill('parrot');
  const parrot = picker.getByRole('gridcell', { name: 'party_parrot' });
  await expect(parrot.getByRole('img', { name: ':party_parrot:' })).toHaveJSProperty('complete', true);
  await parrot.click();
  const reaction = message.getByRole('button', { name: 'party_parrot: 1' });
  await expect(reaction).toHaveAttribute('aria-pressed', 'true');
  await expect(reaction.locator('img.emoji-image')).toHaveJSProperty('naturalWidth', 100);
  const emojiId = (added.emoji as { id: string }).id;
  expect(server.realm.messages.get(id)?.reactions).toContainEqual(
    expect.objectContaining({ user_id: me.user_id, emoji_code: emojiId, reaction_type: 'realm_emoji' }),
  );
});

test("uses the server's own emoji names (server_emoji_data_url) in the picker and the typeahead", async ({
  page,
  app,
  server,
  me,
}) => {
  // A name only this server has, canonical for 🚢: the package calls it "ship".
  server.realm.unicodeEmoji = new Map([['shipit', '1f6a2'], ...server.realm.unicodeEmoji]);
  const content = 'Ready to ship';
  const { id, hash } = await reactedMessage(server, content);
  await signIn(page, app, server, me);
  const message = await openMessage(page, hash, content);

  const picker = await openPicker(page, message);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('shipit');
  await expect(picker.getByTestId('emoji-picker-footer')).toHaveText(':shipit: (:ship:)');
  await page.keyboard.press('Enter');
  await expect(message.getByRole('button', { name: 'shipit: 1' })).toHaveAttribute('aria-pressed', 'true');
  expect(server.realm.messages.get(id)?.reactions).toContainEqual(
    expect.objectContaining({ user_id: me.user_id, emoji_name: 'shipit', emoji_code: '1f6a2' }),
  );

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.click();
  await box.pressSequentially(':shipi');
  const suggestion = page.getByRole('listbox', { name: 'Emoji suggestions' }).getByRole('option').first();
  await expect(suggestion).toContainText(':shipit:');
  await box.press('Enter');
  await expect(box).toHaveValue(':shipit: ');
});

test('draws reactions and the picker as the emojiset says: Google images, or plain text', async ({
  page,
  app,
  server,
  me,
}) => {
  const content = 'Emoji style check';
  const { hash } = await reactedMessage(server, content);
  await signIn(page, app, server, me);
  const message = await openMessage(page, hash, content);
  const tada = message.getByRole('button', { name: 'tada: 1' });

  // Google (the default): a cell of the package's sprite sheet, once loaded.
  await expect(tada.locator('.emoji-sprite[data-emojiset="google"]')).toHaveCSS(
    'background-image',
    /32.*\.png/,
  );
  let picker = await openPicker(page, message);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('tada');
  await expect(picker.getByRole('gridcell', { name: 'tada' }).locator('.emoji-sprite')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // Plain text, changed from another device: :tada: as text everywhere, no images.
  await changeElsewhere(server, me.user_id, { emojiset: 'text' });
  await expect(tada.locator('.emoji-text')).toHaveText(':tada:');
  await expect(tada.locator('.emoji-sprite')).toHaveCount(0);
  picker = await openPicker(page, message);
  await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('tada');
  await expect(picker.getByRole('gridcell', { name: 'tada' })).toHaveText(':tada:');
  await expect(picker.locator('.emoji-sprite')).toHaveCount(0);
});
