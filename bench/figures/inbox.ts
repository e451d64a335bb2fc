// The Inbox on the large realm, signed in as the bench member (50,000 unread over ~100 channels and
// their topics): from setting the hash to #/inbox to the frame after its first rows are painted,
// timed inside the page so the harness's polling does not count. Each open mounts the view afresh
// (from the drafts view), so the whole model is derived every time; the median of several is kept.
import type { Browser, Page } from 'playwright-core';
import { openAppSession, openRoute } from '../support/app-session';
import { largeRealm, timeToPainted } from '../support/painted-probe';
import { waitForPage } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';

export interface InboxOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  /** Opens measured. */
  samples: number;
  log: (line: string) => void;
}

const LABEL = 'Large realm: open the Inbox → first rows painted';
/** The view left between opens: light, so leaving it costs nothing measurable. */
const AWAY = '#/drafts';
const INBOX_ROW = '[data-testid="inbox-row"]';

async function leaveInbox(page: Page): Promise<void> {
  await openRoute(page, AWAY);
  if (!(await waitForPage(page, `!document.querySelector('${INBOX_ROW}')`, 10_000))) {
    throw new Error('the Inbox did not close');
  }
}

export async function inboxFigures(options: InboxOptions): Promise<Figure[]> {
  const seeded = largeRealm(options.quick);
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const page = session.page;
    await leaveInbox(page);
    const opens: number[] = [];
    let shown = '';
    for (let i = 0; i < options.samples; i++) {
      opens.push(
        await timeToPainted(page, {
          act: "window.location.hash = '#/inbox';",
          painted: `document.querySelector('${INBOX_ROW}')`,
          failure: "'the Inbox never showed a row'",
        }),
      );
      if (i === 0) {
        // The view's own total ("48,102 unread messages"): what is left once muted topics are out.
        const total = `document.querySelector('[data-testid="inbox-total"]')?.textContent ?? ''`;
        shown = String(await page.evaluate(total)).replace(/ unread.*$/, '');
        const rows = await page.evaluate(`document.querySelectorAll('${INBOX_ROW}').length`);
        options.log(`inbox: ${shown} unread shown, ${String(rows)} rows in the DOM`);
      }
      await leaveInbox(page);
    }
    if (opens.length === 0) return [notMeasured('inbox.open', LABEL, 'ms', 'no samples')];
    const unread = session.server.realm.user(session.me.user_id)?.unread.size ?? 0;
    return [
      figure('inbox.open', LABEL, median(opens), 'ms', {
        target: { op: '<=', value: 100 },
        note: `median of ${opens.length}, max ${Math.max(...opens).toFixed(0)} ms; ${unread.toLocaleString('en-US')} unread, ${shown} shown (the rest muted)${options.quick ? '; QUICK: reduced realm' : ''}`,
      }),
    ];
  } finally {
    await session.close();
  }
}
