// The People view on the large realm (10,000 users): from navigating to #/people to the first rows of
// the list painted, several times (the first open also fetches GET /users; later ones read the store).
// Timed inside the page, from setting the hash to the frame after the list shows a row.
import type { Browser, Page } from 'playwright-core';
import { openAppSession, openRoute } from '../support/app-session';
import { sleep } from '../support/clock';
import { waitForPage } from '../support/page-probe';
import { largeRealm, timeToPainted } from '../support/painted-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';

export interface PeopleOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  /** Opens of the view (the median of all of them is reported). */
  runs: number;
}

const ROW = 'ul[aria-label="People"] li[aria-posinset]';
/** A light view to leave for between opens. */
const AWAY = '#/drafts';

async function timeOpen(page: Page): Promise<number> {
  return timeToPainted(page, {
    act: "window.location.hash = '#/people';",
    painted: `document.querySelector('${ROW}')`,
    failure: "'no row of people painted'",
  });
}

async function leave(page: Page): Promise<void> {
  await openRoute(page, AWAY);
  if (!(await waitForPage(page, `!document.querySelector('${ROW}')`, 10_000))) {
    throw new Error('the People view did not close');
  }
  // Let the fetch of the first open land and settle before the next open.
  await sleep(500);
}

export async function peopleFigures(options: PeopleOptions): Promise<Figure[]> {
  const seeded = largeRealm(options.quick);
  const users = seeded.realm.users.size;
  const label = `People view (${users.toLocaleString('en')} users): #/people → rows painted`;
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const page = session.page;
    await openRoute(page, AWAY);
    await sleep(1_000);
    const times: number[] = [];
    let shown = 0;
    for (let run = 0; run < options.runs; run++) {
      if (run > 0) await leave(page);
      times.push(await timeOpen(page));
      // Everyone is listed (each row carries the list's size), not a first slice of them.
      shown = Number(await page.evaluate(`document.querySelector('${ROW}').getAttribute('aria-setsize')`));
    }
    if (shown < users * 0.9) {
      return [notMeasured('people.open', label, 'ms', `the list has ${shown} of ${users} people`)];
    }
    return [
      figure('people.open', label, median(times), 'ms', {
        target: { op: '<=', value: 100 },
        note: `median of ${times.length} opens (first ${times[0]?.toFixed(0)} ms, which also starts GET /users; max ${Math.max(...times).toFixed(0)} ms); ${shown} listed${options.quick ? '; QUICK: reduced realm' : ''}`,
      }),
    ];
  } finally {
    await session.close();
  }
}
