// Text size, line height, zoom and motion (issue 20). web_font_size_px and web_line_height_percent,
// set from another device, size the message text live; at 200% zoom (a 1280×720 window zoomed to
// 200% lays out in 640×360 CSS pixels, which is what the viewport is set to here, since a headless
// page cannot be zoomed with Ctrl +) the key controls are all still reachable, fully visible and not
// cut off; and with the system's "reduce motion" on, nothing animates.
import type { Locator, Page } from '@playwright/test';
import { a11yWorld, openView } from './support/a11y-world';
import { actAs, expect, test } from './support/fixtures';

/**
 * How far the element is cut off, in CSS pixels, by the window or by any ancestor that clips: the
 * deepest cut on any side (its whole size when nothing of it shows), plus text cut inside it.
 */
function clippedPixels(element: Element): number {
  const own = element.getBoundingClientRect();
  let visible = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
  const clip = (box: { left: number; top: number; right: number; bottom: number }) => {
    visible = {
      left: Math.max(visible.left, box.left),
      top: Math.max(visible.top, box.top),
      right: Math.min(visible.right, box.right),
      bottom: Math.min(visible.bottom, box.bottom),
    };
  };
  clip({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
  for (let up = element.parentElement; up !== null; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clip(up.getBoundingClientRect());
  }
  const shows = visible.right > visible.left && visible.bottom > visible.top;
  const cut = shows
    ? Math.max(
        visible.left - own.left,
        visible.top - own.top,
        own.right - visible.right,
        own.bottom - visible.bottom,
      )
    : Math.max(own.width, own.height);
  // Text cut inside the element itself (an ellipsis or hidden overflow) counts too.
  const inner = element instanceof HTMLElement ? Math.max(0, element.scrollWidth - element.clientWidth) : 0;
  return Math.round(cut) + inner;
}

async function expectUnclipped(page: Page, name: string, control: Locator): Promise<void> {
  await expect(control, `${name} is shown`).toBeVisible();
  // Scrolled into view on each try: a message list that settles (keeping its newest message in view)
  // may move the control again after the first scroll.
  await expect
    .poll(
      async () => {
        await control.scrollIntoViewIfNeeded();
        return control.evaluate(clippedPixels);
      },
      { message: `${name} is cut off at 200% zoom` },
    )
    .toBeLessThanOrEqual(1);
}

test('the text size and line height settings size message text live', async ({ page, app, server, me }) => {
  const world = await a11yWorld(page, app, server, me);
  await openView(page, world.topicHash);
  const text = page.getByRole('article').filter({ hasText: 'screen reader' }).locator('.message-content');
  const size = () => text.evaluate((element) => getComputedStyle(element).fontSize);
  const lineHeight = () => text.evaluate((element) => getComputedStyle(element).lineHeight);
  await expect.poll(size).toBe('16px');

  await actAs(server, me.user_id, 'PATCH', '/settings', {
    web_font_size_px: 24,
    web_line_height_percent: 158,
  });
  await expect.poll(size).toBe('24px');
  await expect.poll(lineHeight).toBe(`${24 * 1.58}px`);
});

test('at 200% zoom with the largest text the key controls are all there and not cut off', async ({
  page,
  app,
  server,
  me,
}) => {
  const world = await a11yWorld(page, app, server, me);
  await actAs(server, me.user_id, 'PATCH', '/settings', {
    web_font_size_px: 24,
    web_line_height_percent: 158,
  });
  await page.setViewportSize({ width: 640, height: 360 });
  await openView(page, world.topicHash);

  const controls: [string, Locator][] = [
    ['the search box', page.getByRole('combobox', { name: 'Search messages' })],
    ['People', page.getByRole('link', { name: 'People', exact: true })],
    ['Settings', page.getByRole('button', { name: 'Settings', exact: true })],
    ['Account', page.getByRole('button', { name: 'Account', exact: true })],
    ['the conversation heading', page.getByRole('main').getByRole('heading', { level: 1 })],
    ['a message', page.getByRole('article').filter({ hasText: 'screen reader' }).locator('.message-content')],
    ['the message box', page.getByRole('textbox', { name: 'Message' })],
    ['Send', page.getByRole('button', { name: 'Send', exact: true })],
    [
      'Inbox in the sidebar',
      page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: /^Inbox/ }),
    ],
  ];
  for (const [name, control] of controls) await expectUnclipped(page, name, control);

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expectUnclipped(
    page,
    'the settings sections',
    page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Display' }),
  );
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Display' })
    .click();
  await expectUnclipped(page, 'a setting', page.getByTestId('setting-web_font_size_px'));
});

test('with reduced motion nothing animates or transitions', async ({ page, app, server, me }) => {
  await a11yWorld(page, app, server, me);
  const durations = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 300ms';
      probe.style.animation = 'none 2s infinite';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const found = [style.transitionDuration, style.animationDuration, style.animationIterationCount];
      probe.remove();
      return found;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await durations()).toEqual(['0.3s', '2s', 'infinite']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durations()).toEqual(['0s', '1e-05s', '1']);

  // Not even a tiny transition: a colour read right after a theme switch is the new colour.
  const textColourAfterSwitch = (scheme: string) =>
    page.evaluate((to) => {
      document.documentElement.setAttribute('data-color-scheme', to);
      return getComputedStyle(document.body).color;
    }, scheme);
  expect(await textColourAfterSwitch('dark')).toBe('rgb(231, 232, 235)');
  expect(await textColourAfterSwitch('light')).toBe('rgb(28, 31, 36)');
});
