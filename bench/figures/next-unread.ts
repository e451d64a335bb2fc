// `n` on the large realm (the bench member has ~100 channels and 50,000 unread): from the key press
// to the next unread topic's messages painted. Timed inside the page, from dispatching the keydown
// to the frame after the new topic's header and rows show, over several presses in a row, each from
// the topic the last one opened after a moment of reading it (READ_MS): the app fetches the next
// topic's first page ahead in that moment, as it would while a person reads.
import type { Browser, Page } from 'playwright-core';
import { largeRealm } from '../support/painted-probe';
import { benchMember, openAppSession, openRoute } from '../support/app-session';
import { waitForPage } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';

export interface NextUnreadOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  /** Timed presses (after two untimed ones that warm the code paths). */
  presses: number;
}

const TARGET = { op: '<=', value: 50 } as const;
/** Time spent on each topic before pressing `n` again. */
const READ_MS = 1000;

/**
 * In the page, as text: presses `n` and resolves with the ms until the frame after a topic other
 * than the current one shows its header and messages, with nothing left loading, and the ms until
 * the route changed.
 */
const PRESS_SCRIPT = String.raw`() => new Promise((resolve, reject) => {
  const before = window.location.hash;
  const started = performance.now();
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', code: 'KeyN', bubbles: true }));
  let routed = null;
  const check = () => {
    const hash = window.location.hash;
    if (routed === null && hash !== before) routed = performance.now() - started;
    const match = /^#\/channel\/\d+\/topic\/(.*)$/.exec(hash);
    const topic = match ? decodeURIComponent(match[1]) : null;
    const header = document.querySelector('.message-view-header');
    const painted =
      hash !== before && topic !== null && header !== null && header.textContent.includes(topic) &&
      document.querySelector('.message-scroller .message-row') !== null &&
      document.querySelector('.message-view-note') === null;
    if (painted) requestAnimationFrame(() => setTimeout(() => resolve([performance.now() - started, routed])));
    else if (performance.now() - started > 20000) reject(new Error('no next unread topic from ' + before));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** [ms to painted, ms to the route change (choosing the topic)]. */
async function pressN(page: Page): Promise<[number, number]> {
  return (await page.evaluate(`(${PRESS_SCRIPT})()`)) as [number, number];
}

export async function nextUnreadFigures(options: NextUnreadOptions): Promise<Figure[]> {
  const seeded = largeRealm(options.quick);
  const me = benchMember(seeded.accounts);
  const unread = [...(seeded.realm.user(me.user_id)?.unread ?? [])].length;
  const label = `n → next unread topic painted (${unread.toLocaleString('en')} unread)`;
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const page = session.page;
    await openRoute(page, '#/feed');
    if (!(await waitForPage(page, `!!document.querySelector('.message-scroller .message-row')`, 30_000))) {
      return [notMeasured('next-unread', label, 'ms', 'the feed never showed', TARGET)];
    }
    await pressN(page);
    await pressN(page);
    const times: number[] = [];
    const routed: number[] = [];
    for (let i = 0; i < options.presses; i++) {
      await page.waitForTimeout(READ_MS);
      const [painted, route] = await pressN(page);
      times.push(painted);
      routed.push(route);
    }
    return [
      figure('next-unread', label, median(times), 'ms', {
        target: TARGET,
        note: `median of ${times.length} presses, ${READ_MS} ms on each topic first, max ${Math.max(...times).toFixed(0)} ms, route changed after ${median(routed).toFixed(0)} ms${options.quick ? '; QUICK: reduced realm' : ''}`,
      }),
    ];
  } finally {
    await session.close();
  }
}
