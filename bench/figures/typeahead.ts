// Compose's `@` typeahead on the large realm (10,000 users): a keystroke in the message box → the
// suggestions for it painted. The first `@` also builds the people index (timed on its own); then
// `@` and a name's first letters, one keystroke at a time, several rounds. Timed inside the page,
// from the input event to the frame after the list shows options for that query.
import type { Browser, Page } from 'playwright-core';
import { largeRealm, setValueScript, timeToPainted } from '../support/painted-probe';
import { benchMember, openAppSession, openRoute } from '../support/app-session';
import { waitForPage } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';
import { pickConversation, topicHash } from './conversation-target';

export interface TypeaheadOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  /** Rounds of keystrokes (the median over all of them is reported). */
  rounds: number;
}

const TOPIC = 'bench typeahead';
const BOX = 'textarea[aria-label="Message"]';

async function timeKeystroke(page: Page, value: string, query: string): Promise<number> {
  const options = `[data-testid="compose-typeahead"][data-query=${JSON.stringify(query)}] [role="option"]`;
  return timeToPainted(page, {
    before: `const box = document.querySelector('${BOX}'); box.focus();`,
    act: setValueScript('HTMLTextAreaElement', 'box', value),
    painted: `document.querySelector(${JSON.stringify(options)})`,
    failure: `'no suggestions for ' + ${JSON.stringify(JSON.stringify(value))}`,
  });
}

async function clearBox(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const box = document.querySelector('${BOX}');
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, '');
    box.dispatchEvent(new Event('input', { bubbles: true }));
  })()`);
  if (!(await waitForPage(page, `!document.querySelector('[data-testid="compose-typeahead"]')`, 5_000))) {
    throw new Error('the typeahead did not close');
  }
}

export async function typeaheadFigures(options: TypeaheadOptions): Promise<Figure[]> {
  const seeded = largeRealm(options.quick);
  const me = benchMember(seeded.accounts);
  const target = pickConversation(seeded, me, 1);
  const humans = [...seeded.realm.users.values()].filter((u) => !u.is_bot && u.user_id !== me.user_id);
  const prefix = (humans[Math.floor(humans.length / 2)]?.full_name ?? 'a').slice(0, 4).toLowerCase();
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  const users = seeded.realm.users.size;
  const labels = {
    first: `Typeahead (${users.toLocaleString('en')} users): first @ → suggestions painted`,
    keystroke: `Typeahead (${users.toLocaleString('en')} users): keystroke → suggestions painted`,
  };
  try {
    const page = session.page;
    await openRoute(page, topicHash(target.streamId, TOPIC));
    if (!(await waitForPage(page, `!!document.querySelector('${BOX}')`, 15_000))) {
      const why = 'the compose box never showed';
      return [
        notMeasured('typeahead.first', labels.first, 'ms', why),
        notMeasured('typeahead.keystroke', labels.keystroke, 'ms', why),
      ];
    }
    const first = await timeKeystroke(page, '@', '');
    await clearBox(page);
    const times: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      for (let n = 0; n <= prefix.length; n++)
        times.push(await timeKeystroke(page, `@${prefix.slice(0, n)}`, prefix.slice(0, n)));
      await clearBox(page);
    }
    return [
      figure('typeahead.first', labels.first, first, 'ms', {
        target: { op: '<=', value: 200 },
        note: `builds the people index${options.quick ? '; QUICK: reduced realm' : ''}`,
      }),
      figure('typeahead.keystroke', labels.keystroke, median(times), 'ms', {
        target: { op: '<=', value: 50 },
        note: `median of ${times.length} keystrokes ("@" then "${prefix}" letter by letter), max ${Math.max(...times).toFixed(0)} ms`,
      }),
    ];
  } finally {
    await session.close();
  }
}
