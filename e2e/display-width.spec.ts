// The "fluid layout width" display setting (fluid_layout_width): off, the message list and compose
// keep to a reading width (--content-max-width, 1000px) centred in a wide window, as Zulip's web app
// limits its middle column; on, they fill the pane. Turned on and off through the Settings UI, and
// checked again right to left (Diagnostics' test language), where the column is still centred and
// each message starts at the column's right-hand edge.
import type { Page } from '@playwright/test';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { actAs, expect, test } from './support/fixtures';
import { boxOf, type Box } from './support/layout-geometry';
import { openSection, openSettingsView } from './support/settings-helpers';

const READING_WIDTH = 1000;
const LINE = 'A line to measure the reading column by';

const canvas = (page: Page) => page.locator('.message-canvas');
const scroller = (page: Page) => page.locator('.message-scroller');
const composeForm = (page: Page) => page.locator('form.compose');
const row = (page: Page) => page.getByRole('article').filter({ hasText: LINE });
const width = (box: Box) => box.right - box.left;

/** The scroller's inside (its client box, without the scrollbar), in viewport pixels. */
async function paneInside(page: Page): Promise<Box> {
  return scroller(page).evaluate((element) => {
    const { left, top } = element.getBoundingClientRect();
    const start = left + element.clientLeft;
    return { left: start, right: start + element.clientWidth, top, bottom: top + element.clientHeight };
  });
}

/** The column is the reading width, centred in the pane; compose is the same width and as centred. */
async function expectReadingColumn(page: Page): Promise<void> {
  await expect.poll(async () => Math.round(width(await boxOf(canvas(page))))).toBe(READING_WIDTH);
  const column = await boxOf(canvas(page));
  const pane = await paneInside(page);
  expect(width(pane)).toBeGreaterThan(READING_WIDTH + 200);
  expect(Math.abs(column.left - pane.left - (pane.right - column.right))).toBeLessThanOrEqual(2);
  const compose = await boxOf(composeForm(page));
  expect(width(compose)).toBeLessThanOrEqual(READING_WIDTH);
  expect(Math.abs((compose.left + compose.right) / 2 - (column.left + column.right) / 2)).toBeLessThanOrEqual(
    2,
  );
}

/** The column fills the pane, and compose grows past the reading width with it. */
async function expectFluidColumn(page: Page): Promise<void> {
  await expect
    .poll(async () => Math.round(width(await boxOf(canvas(page)))))
    .toBeGreaterThan(READING_WIDTH + 200);
  const column = await boxOf(canvas(page));
  const pane = await paneInside(page);
  expect(Math.abs(column.left - pane.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(column.right - pane.right)).toBeLessThanOrEqual(1);
  expect(width(await boxOf(composeForm(page)))).toBeGreaterThan(READING_WIDTH);
}

/** The setting's switch on the Display page, whatever language its label is in. */
async function setFluid(page: Page, on: boolean): Promise<void> {
  const control = page.getByTestId('setting-fluid_layout_width');
  await control.setChecked(on);
  if (on) await expect(page.locator('html')).toHaveAttribute('data-fluid-layout', 'true');
  else await expect(page.locator('html')).not.toHaveAttribute('data-fluid-layout', /.*/);
}

test('fluid layout width widens the message area and turning it off brings the reading width back', async ({
  page,
  app,
  server,
  me,
}) => {
  await page.setViewportSize({ width: 1800, height: 900 });
  const other = otherMember(server, me);
  const streamId = await sharedChannel(server, 'reading-width', me.user_id, other.user_id);
  await actAs(server, other.user_id, 'POST', '/messages', {
    type: 'stream',
    to: streamId,
    topic: 'width',
    content: LINE,
  });
  await signInReady(page, app, server, me);
  const conversation = topicRoute(streamId, 'width');
  await openRoute(page, conversation);
  await expect(row(page)).toBeVisible();
  await expectReadingColumn(page);

  // On, through the Settings UI; Done returns to the conversation.
  await openSettingsView(page);
  await openSection(page, 'Display');
  await setFluid(page, true);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(row(page)).toBeVisible();
  await expectFluidColumn(page);

  // Off again: back to the reading width.
  await openSettingsView(page);
  await openSection(page, 'Display');
  await setFluid(page, false);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(row(page)).toBeVisible();
  await expectReadingColumn(page);

  // Right to left: still centred, and a message starts at the column's right-hand edge.
  await openRoute(page, '#/diagnostics');
  await page.locator('select:has(option[value="en-XB"])').selectOption('en-XB');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openRoute(page, conversation);
  await expect(row(page)).toBeVisible();
  await expectReadingColumn(page);
  const column = await boxOf(canvas(page));
  expect(Math.abs((await boxOf(row(page))).right - column.right)).toBeLessThanOrEqual(1);

  await openRoute(page, '#/settings/display');
  await setFluid(page, true);
  await openRoute(page, conversation);
  await expect(row(page)).toBeVisible();
  await expectFluidColumn(page);
});
