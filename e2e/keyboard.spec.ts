// The keyboard, as in Zulip's web app: every key of the help sheet (the key table) pressed from the
// keyboard alone, each checked by what it visibly does (support/keyboard-cases.ts); and a walk
// through reading, replying, starring and searching without a mouse click.
import { KEY_TABLE } from '../renderer/src/features/keyboard/key-table';
import { otherMember, sharedChannel, signInReady } from './support/compose';
import { expect, test } from './support/fixtures';
import { CASES } from './support/keyboard-cases';
import {
  composeText,
  expectHash,
  hash,
  playwrightKey,
  row,
  selected,
  send,
  setUp,
} from './support/keyboard-world';

test('every key of the help sheet, from the keyboard alone', async ({ page, app, server, me }) => {
  test.setTimeout(240_000);
  const w = await setUp(page, server, me);
  await signInReady(page, app, server, me);
  for (const binding of KEY_TABLE) {
    const check = CASES[binding.command];
    for (const chord of binding.keys) {
      await test.step(`${chord}: ${binding.description.defaultMessage ?? binding.command}`, async () => {
        await check(w, () => page.keyboard.press(playwrightKey(chord)), chord);
      });
    }
  }
});

test('reading, replying, starring and searching without a mouse click', async ({ page, app, server, me }) => {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'walkthrough', me.user_id, other.user_id);
  await send(server, other.user_id, streamId, 'lunch', 'Lunch at noon?');
  const question = await send(server, other.user_id, streamId, 'lunch', 'Or is one better?');
  await signInReady(page, app, server, me);
  const user = () => server.realm.user(me.user_id);

  // `n` until the unread topic shows up (the demo has unread topics of its own).
  for (
    let tries = 0;
    tries < 30 && !(await hash(page)).includes(`/channel/${streamId}/topic/lunch`);
    tries++
  ) {
    await page.keyboard.press('n');
    await page.waitForTimeout(100);
  }
  await expect(row(page, 'Or is one better?')).toBeVisible();
  await expect.poll(() => user()?.unread.has(question)).toBe(false);

  await page.keyboard.press('End');
  await page.keyboard.press('k');
  await expect(selected(page)).toContainText('Lunch at noon?');
  await page.keyboard.press('j');
  await expect(selected(page)).toContainText('Or is one better?');
  await page.keyboard.press('Control+s');
  await expect.poll(() => user()?.flags.get('starred')?.has(question)).toBe(true);

  await page.keyboard.press('r');
  await expect(composeText(page)).toBeFocused();
  await page.keyboard.type('Noon works for me');
  await page.keyboard.press('Control+Enter');
  await expect(row(page, 'Noon works for me')).toBeVisible();
  await expect
    .poll(() => [...server.realm.messages.values()].some((m) => m.content === 'Noon works for me'))
    .toBe(true);
  await page.keyboard.press('Escape');

  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search messages' })).toBeFocused();
  await page.keyboard.type('noon');
  await page.keyboard.press('Enter');
  await expectHash(page, /^#\/search\/.*noon/);
  await expect(row(page, 'Lunch at noon?')).toBeVisible();
});
