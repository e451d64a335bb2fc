// A long conversation: the list is virtualized (only rows near the viewport are in the DOM, even with
// 5,000 messages loaded), pages back through history as the reader scrolls up, and keeps what the
// reader looks at in place when an older page lands above it.
import type { Page } from '@playwright/test';
import { storeMessage } from '../server/realm/messages';
import { control, expect, signIn, test } from './support/fixtures';

const TOTAL = 5000;
const label = (n: number) => `History message #${n}.`;

async function topVisibleRow(page: Page): Promise<{ id: string; top: number } | null> {
  return page.evaluate(() => {
    const scroller = document.querySelector('.message-scroller');
    if (!scroller) return null;
    const bounds = scroller.getBoundingClientRect();
    const rows = [...scroller.querySelectorAll<HTMLElement>('article[data-message-id]')]
      .map((row) => ({ id: row.dataset.messageId ?? '', top: row.getBoundingClientRect().top - bounds.top }))
      .filter((row) => row.top >= 0)
      .sort((a, b) => a.top - b.top);
    return rows[0] ?? null;
  });
}

const mountedRows = (page: Page) => page.locator('.message-slot').count();
const scrollToTop = (page: Page) =>
  page.evaluate(() => document.querySelector('.message-scroller')?.scrollTo({ top: 0 }));

test('5,000 messages: virtualized, paged from the newest back to the start, position kept', async ({
  page,
  app,
  server,
  me,
}) => {
  test.setTimeout(120_000);
  const realm = server.realm;
  const general = realm.channelByName('general');
  const senders = server.accounts.filter((a) => !a.is_bot).map((a) => realm.user(a.user_id));
  if (!general || senders.some((s) => s === undefined)) throw new Error('seed changed');
  const start = realm.now() - TOTAL * 90;
  for (let n = 1; n <= TOTAL; n++) {
    const sender = senders[Math.floor(n / 3) % senders.length];
    if (!sender) continue;
    const message = storeMessage(realm, {
      sender,
      type: 'stream',
      stream_id: general.stream_id,
      topic: 'history',
      content: label(n),
      timestamp: start + n * 90,
    });
    realm.user(me.user_id)?.unread.delete(message.id);
  }

  await signIn(page, app, server, me);
  await page.evaluate((h) => (window.location.hash = h), `#/channel/${general.stream_id}/topic/history`);
  const list = page.getByRole('group', { name: 'Messages', exact: true });
  // Nothing is unread, so the view opens at the newest message.
  await expect(list.getByText(label(TOTAL), { exact: true })).toBeVisible();
  expect(await mountedRows(page)).toBeLessThan(80);

  // Hold the next page back for a moment, so the position can be measured before it lands.
  // Scroll up to where the next page is due (near the top, as a reader scrolling up gets there).
  await control(server, '/faults', { path_prefix: '/messages', kind: 'delay', delay_ms: 1500, count: 1 });
  await page.evaluate(() => document.querySelector('.message-scroller')?.scrollTo({ top: 300 }));
  await expect(list.getByText('Loading older messages…')).toBeVisible();
  const before = await topVisibleRow(page);
  if (before === null) throw new Error('no visible row');
  await expect(list.getByText('Loading older messages…')).toBeHidden();
  const oldestBefore = Number(before.id);
  await expect(page.locator(`article[data-message-id="${oldestBefore - 1}"]`)).toBeAttached();
  const after = await page.evaluate((id) => {
    const scroller = document.querySelector('.message-scroller');
    const row = scroller?.querySelector(`article[data-message-id="${id}"]`);
    if (!scroller || !row) return null;
    return row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  }, before.id);
  expect(after).not.toBeNull();
  expect(Math.abs((after ?? 0) - before.top)).toBeLessThanOrEqual(2);

  // Keep scrolling up until the whole conversation is loaded: the DOM stays small throughout.
  const startMarker = list.getByText('This is the start of the conversation.');
  for (let i = 0; i < 80 && !(await startMarker.isVisible()); i++) {
    await scrollToTop(page);
    await page.waitForTimeout(150);
    expect(await mountedRows(page)).toBeLessThan(80);
  }
  await expect(startMarker).toBeVisible();
  await expect(list.getByText(label(1), { exact: true })).toBeVisible();
  const loaded = await page.evaluate(() => document.querySelector('.message-canvas')?.clientHeight ?? 0);
  // Every message has its height in the canvas, while only a screenful is mounted.
  expect(loaded).toBeGreaterThan(TOTAL * 20);
  expect(await mountedRows(page)).toBeLessThan(80);
});
