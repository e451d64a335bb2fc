// Where things are on screen, for the layout specs (right to left: i18n-rtl.spec.ts): boxes, where
// the text inside an element starts and ends, and what sticks out of the window sideways. The page
// functions run in the browser through evaluate(), so each is self-contained.
import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The element's box in viewport pixels. */
export async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

/** Where the element's text runs on its first line, and its content box (inside padding and border). */
export interface TextEdges {
  textLeft: number;
  textRight: number;
  contentLeft: number;
  contentRight: number;
}

export async function textEdges(locator: Locator): Promise<TextEdges> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = [...range.getClientRects()].filter((r) => r.width > 0);
    const top = Math.min(...lines.map((r) => r.top));
    const first = lines.filter((r) => r.top < top + 2);
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      textLeft: Math.min(...first.map((r) => r.left)),
      textRight: Math.max(...first.map((r) => r.right)),
      contentLeft: box.left + px(style.borderLeftWidth) + px(style.paddingLeft),
      contentRight: box.right - px(style.borderRightWidth) - px(style.paddingRight),
    };
  });
}

/** A short line of text hugs the side the direction starts from, and stays clear of the other. */
export async function expectTextStartsAt(locator: Locator, side: 'left' | 'right'): Promise<void> {
  const edges = await textEdges(locator);
  const gapLeft = edges.textLeft - edges.contentLeft;
  const gapRight = edges.contentRight - edges.textRight;
  const [near, far] = side === 'right' ? [gapRight, gapLeft] : [gapLeft, gapRight];
  expect(Math.abs(near), `text starts at the ${side}: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(2);
  expect(far, `text leaves room on the other side: ${JSON.stringify(edges)}`).toBeGreaterThan(40);
}

/** The element is entirely inside the window. */
export async function expectInWindow(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await boxOf(locator);
  const width = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  expect(box.left, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${what} ends inside the window`).toBeLessThanOrEqual(width);
}

/**
 * What sticks out of the window sideways: the page's own horizontal scroll, and every element shown
 * past the left or right edge once its clipping ancestors (overflow other than visible) are taken
 * into account. Past the left edge is what right to left gets wrong: it cannot even be scrolled to.
 */
export function horizontalOverflow(): { pageScroll: number; outside: string[] } {
  const width = window.innerWidth;
  const outside: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const own = element.getBoundingClientRect();
    if (own.width === 0 || own.height === 0) continue;
    let left = own.left;
    let right = own.right;
    for (let up = element.parentElement; up !== null; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clip === 'auto') continue;
      const clip = up.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (right <= left) continue;
    if (left < -1 || right > width + 1) {
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      outside.push(`${name} [${Math.round(left)}, ${Math.round(right)}]`);
    }
  }
  const root = document.documentElement;
  return { pageScroll: Math.max(0, root.scrollWidth - root.clientWidth), outside };
}

export async function expectNothingOutside(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(horizontalOverflow);
  expect(overflow, `${screen}: nothing sticks out of the window sideways`).toEqual({
    pageScroll: 0,
    outside: [],
  });
}
