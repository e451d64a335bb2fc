// Right to left (issue 20): Help → Diagnostics' test language shows the window in the pseudo-locale
// en-XB, which runs right to left, and the whole layout mirrors: the sidebar moves to the right of
// the messages, what people write takes its own direction (a Hebrew message and compose text from the
// right, an English one from the left, dir="auto" as Zulip does), menus and the emoji picker
// open inside the window (the action menu growing leftwards from the pointer), Left and Right swap in
// the emoji grid and the Inbox, and nothing sticks out of the window sideways; turned off, the window
// is left to right again. After switching, every string of the app is mirrored pseudo-text, so this
// spec finds things by role, test id, structure or what people wrote, never by the app's English.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { actAs, expect, test, type AppHost } from './support/fixtures';
import { boxOf, expectInWindow, expectNothingOutside, expectTextStartsAt } from './support/layout-geometry';

const TOPIC = 'mirrored layout';
/** A topic never opened here, so it is still unread when the Inbox is checked. */
const UNREAD_TOPIC = 'still unread';
const SHORT = 'Short line';
const FIRST = 'Lunch at noon?';
/** What people write takes its own direction (dir="auto"): Hebrew from the right, English from the left. */
const HEBREW = 'שלום לכולם';

/** A channel with two topics of messages from someone else (one to open, one left unread), `me` signed in. */
async function world(page: Page, app: AppHost, server: RunningServer, me: SeedAccount) {
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'rtl-checks', me.user_id, other.user_id);
  const messages: [string, string][] = [
    [TOPIC, FIRST],
    [TOPIC, 'A quote:\n\n> quoted words'],
    [TOPIC, SHORT],
    [TOPIC, HEBREW],
    [UNREAD_TOPIC, 'Read me later'],
  ];
  for (const [topic, content] of messages) {
    await actAs(server, other.user_id, 'POST', '/messages', { type: 'stream', to: streamId, topic, content });
  }
  await signInReady(page, app, server, me);
  return topicRoute(streamId, TOPIC);
}

/** Diagnostics' test language, by the values it offers ('' is off): its text is pseudo-text in en-XB. */
async function chooseTestLanguage(page: Page, value: 'en-XB' | ''): Promise<void> {
  await openRoute(page, '#/diagnostics');
  const select = page.locator('select:has(option[value="en-XB"])');
  await select.selectOption(value);
  await expect(page.locator('html')).toHaveAttribute('dir', value === 'en-XB' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', value === 'en-XB' ? 'en-XB' : 'en');
}

const sidebar = (page: Page) => page.locator('nav.sidebar');
const mainPane = (page: Page) => page.getByRole('main');
const row = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const composer = (page: Page) => page.locator('form textarea.compose-message');
const actionMenu = (page: Page) => page.getByTestId('message-action-menu');

async function openTopic(page: Page, hash: string): Promise<void> {
  await openRoute(page, hash);
  await expect(row(page, SHORT)).toBeVisible();
}

/** Right-clicks a message in the middle of the pane; returns the pointer's x. */
async function contextMenuAt(page: Page, text: string): Promise<number> {
  const pane = await boxOf(mainPane(page));
  const target = await boxOf(row(page, text));
  const x = Math.round((pane.left + pane.right) / 2);
  await page.mouse.click(x, Math.round((target.top + target.bottom) / 2), { button: 'right' });
  await expect(actionMenu(page)).toBeVisible();
  return x;
}

test('the test language lays the window out right to left, and Off puts it back', async ({
  page,
  app,
  server,
  me,
}) => {
  test.setTimeout(120_000);
  const topicHash = await world(page, app, server, me);
  await chooseTestLanguage(page, 'en-XB');
  await expectNothingOutside(page, 'Diagnostics');

  await test.step('a conversation: sidebar on the right, text from the right, compose too', async () => {
    await openTopic(page, topicHash);
    const [nav, pane] = [await boxOf(sidebar(page)), await boxOf(mainPane(page))];
    expect(nav.left, 'the sidebar is on the right of the messages').toBeGreaterThanOrEqual(pane.right - 1);
    await expectTextStartsAt(row(page, HEBREW).locator('.message-content p'), 'right');
    await expectTextStartsAt(row(page, SHORT).locator('.message-content p'), 'left');
    // The avatar column is at the row's start: its right.
    const gutter = await boxOf(row(page, SHORT).locator('.message-gutter'));
    const body = await boxOf(row(page, SHORT).locator('.message-main'));
    expect(gutter.left).toBeGreaterThanOrEqual(body.right);
    // The unread mark is drawn on the row's start edge: its right.
    await expect(row(page, SHORT)).toHaveCSS('border-right-width', '4px');
    await expect(row(page, SHORT)).toHaveCSS('border-left-width', '0px');
    // The header reads channel, then topic, from the right, though both names are English.
    const channel = await boxOf(page.locator('.narrow-header-channel'));
    const topic = await boxOf(page.locator('.narrow-header-topic'));
    expect(channel.left, 'the channel comes first, at the right').toBeGreaterThan(topic.right);
    // The hover toolbar sits at the row's end: its left.
    await row(page, FIRST).hover();
    const toolbar = await boxOf(row(page, FIRST).getByTestId('message-toolbar'));
    const first = await boxOf(row(page, FIRST));
    expect(toolbar.right).toBeLessThan((first.left + first.right) / 2);

    await composer(page).fill(HEBREW);
    await expect(composer(page)).toHaveCSS('direction', 'rtl');
    expect(['start', 'right']).toContain(await composer(page).evaluate((e) => getComputedStyle(e).textAlign));
    // Send ends the footer: at the left, across from where the text starts.
    const send = await boxOf(page.locator('form button[type="submit"].compose-send'));
    const field = await boxOf(composer(page));
    expect(send.right).toBeLessThan((field.left + field.right) / 2);
    await expectNothingOutside(page, 'the conversation');
    await row(page, FIRST).hover();
  });

  await test.step('menus and the emoji picker open inside the window', async () => {
    const x = await contextMenuAt(page, FIRST);
    const menu = await boxOf(actionMenu(page));
    expect(Math.abs(menu.right - x), 'the menu grows leftwards from the pointer').toBeLessThanOrEqual(1);
    await expectInWindow(page, actionMenu(page), 'the action menu');
    await page.keyboard.press('Escape');
    await expect(actionMenu(page)).toHaveCount(0);

    // From the hover toolbar's More actions (at the row's end: the left), kept inside the window.
    await row(page, FIRST).hover();
    const toolbar = row(page, FIRST).getByTestId('message-toolbar');
    await toolbar.locator('button[aria-haspopup="menu"]').click();
    await expectInWindow(page, actionMenu(page), 'the action menu from the toolbar');
    await page.keyboard.press('Escape');

    // The account panel hangs from its button at the header's end (the left), into the window.
    await page.locator('.account-button').click();
    await expectInWindow(page, page.locator('.account-panel'), 'the account panel');
    await page.locator('.account-button').click();
    await expect(page.locator('.account-panel')).toHaveCount(0);

    await row(page, FIRST).hover();
    await toolbar.locator('button[data-action="react"]').click();
    const picker = page.getByRole('dialog');
    await expect(picker.getByRole('searchbox')).toBeFocused();
    await expectInWindow(page, picker, 'the emoji picker');
    const first = picker.locator('[role="gridcell"][data-item="0"]');
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    // The first emoji is at the right; ArrowLeft goes on to the next one, to its left.
    await page.keyboard.press('ArrowLeft');
    const second = picker.locator('[role="gridcell"][data-item="1"]');
    await expect(second).toBeFocused();
    expect((await boxOf(second)).right).toBeLessThanOrEqual((await boxOf(first)).left + 1);
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await expectNothingOutside(page, 'the emoji picker');
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
  });

  await test.step('Inbox: the row reads from the right, ArrowLeft reaches its button', async () => {
    await openRoute(page, '#/inbox');
    const topicRow = page.getByTestId('inbox-row').filter({ hasText: UNREAD_TOPIC });
    await expect(topicRow).toBeVisible();
    const main = topicRow.locator('.inbox-main');
    const read = topicRow.locator('.inbox-read');
    expect((await boxOf(main)).left).toBeGreaterThan((await boxOf(read)).right);
    await expectTextStartsAt(main, 'right');
    await main.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(read).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(main).toBeFocused();
    await expectNothingOutside(page, 'the Inbox');
  });

  await test.step('Settings: the sections on the right, the page to their left', async () => {
    await openRoute(page, '#/settings/display');
    await expect(page.locator('.settings-page')).toBeVisible();
    const nav = await boxOf(page.locator('.settings-nav'));
    const section = await boxOf(page.locator('.settings-page'));
    expect(nav.left).toBeGreaterThanOrEqual(section.right);
    await expectNothingOutside(page, 'Settings');
  });

  await test.step('Off: left to right again', async () => {
    await chooseTestLanguage(page, '');
    await openTopic(page, topicHash);
    const [nav, pane] = [await boxOf(sidebar(page)), await boxOf(mainPane(page))];
    expect(nav.right, 'the sidebar is on the left of the messages').toBeLessThanOrEqual(pane.left + 1);
    await expectTextStartsAt(row(page, SHORT).locator('.message-content p'), 'left');
    await composer(page).fill('Typed from the left');
    await expect(composer(page)).toHaveCSS('direction', 'ltr');
    const x = await contextMenuAt(page, FIRST);
    expect(
      Math.abs((await boxOf(actionMenu(page))).left - x),
      'the menu grows rightwards',
    ).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expectNothingOutside(page, 'the conversation, left to right');
  });
});
