// The emoji picker on a message: click on the reactions row's "+" → the grid painted, the first time
// (the picker chunk and the emoji data load then) and warm (closed and opened again), and a keystroke
// in its search box → the results painted. Timed inside the page, from the input to the frame after
// the grid shows the expected emoji, so the harness's polling does not count.
import type { Browser, Page } from 'playwright-core';
import { storeMessage } from '../../server/realm/messages';
import { buildSeed } from '../../server/seed';
import { benchMember, openAppSession, openRoute } from '../support/app-session';
import { waitForPage } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';
import { pickConversation, topicHash } from './conversation-target';

export interface EmojiPickerOptions {
  rendererDir: string;
  browser: Browser;
  /** Warm opens and filter keystrokes measured (medians reported). */
  samples: number;
}

const TOPIC = 'bench emoji';
const CONTENT = 'React to this bench message';
const TARGET = { op: '<=', value: 100 } as const;
/** Queries typed one keystroke at a time; each is timed until its results are painted. */
const FILTERS = ['o', 'oc', 'oct', 'octo', 'octop'] as const;

/**
 * In the page, as text (the bench's compiler would add helpers a page does not have): performs
 * `action` (a click on "+", or `query` put in the search box as one keystroke would), then resolves
 * with the ms until the frame after the grid shows emoji for `query`.
 */
const TIME_SCRIPT = String.raw`(action, query) => new Promise((resolve, reject) => {
  const cells = '[data-testid="emoji-grid"][data-query="' + query + '"] [role="gridcell"]';
  const started = performance.now();
  if (action === 'open') {
    document.querySelector('[data-testid="add-reaction"]').click();
  } else {
    const input = document.querySelector('input[aria-label="Search emoji"]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const check = () => {
    if (document.querySelector(cells)) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    else if (performance.now() - started > 20000) reject(new Error('the picker never showed emoji for "' + query + '"'));
    else requestAnimationFrame(check);
  };
  check();
})`;

async function timeInPage(page: Page, action: 'open' | 'filter', query: string): Promise<number> {
  return (await page.evaluate(
    `(${TIME_SCRIPT})(${JSON.stringify(action)}, ${JSON.stringify(query)})`,
  )) as number;
}

async function closePicker(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  if (!(await waitForPage(page, `!document.querySelector('[role="grid"]')`, 5_000))) {
    throw new Error('the picker did not close');
  }
}

export async function emojiPickerFigures(options: EmojiPickerOptions): Promise<Figure[]> {
  const seeded = buildSeed('demo');
  const me = benchMember(seeded.accounts);
  const target = pickConversation(seeded, me, 1);
  const sender = seeded.realm.user(target.others[0]!.userId)!;
  const message = storeMessage(seeded.realm, {
    sender,
    type: 'stream',
    stream_id: target.streamId,
    topic: TOPIC,
    content: CONTENT,
  });
  message.reactions.push({
    emoji_name: 'tada',
    emoji_code: '1f389',
    reaction_type: 'unicode_emoji',
    user_id: sender.user_id,
  });
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  const labels = {
    first: 'Emoji picker: first open → grid painted',
    warm: 'Emoji picker: warm open → grid painted',
    filter: 'Emoji picker: keystroke → results painted',
  };
  try {
    const page = session.page;
    await openRoute(page, topicHash(target.streamId, TOPIC));
    if (!(await waitForPage(page, `!!document.querySelector('[data-testid="add-reaction"]')`, 15_000))) {
      const why = 'the message with a reaction never showed';
      return [
        notMeasured('emoji.firstOpen', labels.first, 'ms', why),
        notMeasured('emoji.warmOpen', labels.warm, 'ms', why),
        notMeasured('emoji.filter', labels.filter, 'ms', why),
      ];
    }
    const first = await timeInPage(page, 'open', '');
    await closePicker(page);
    const warm: number[] = [];
    const filter: number[] = [];
    for (let i = 0; i < options.samples; i++) {
      warm.push(await timeInPage(page, 'open', ''));
      for (const query of FILTERS) filter.push(await timeInPage(page, 'filter', query));
      await closePicker(page);
    }
    return [
      figure('emoji.firstOpen', labels.first, first, 'ms', {
        target: { op: '<=', value: 500 },
        note: 'loads the picker chunk; the emoji data and Google sheet were loaded already to draw the :tada: reaction',
      }),
      figure('emoji.warmOpen', labels.warm, median(warm), 'ms', {
        target: TARGET,
        note: `median of ${warm.length}, max ${Math.max(...warm).toFixed(0)} ms`,
      }),
      figure('emoji.filter', labels.filter, median(filter), 'ms', {
        target: { op: '<=', value: 50 },
        note: `median of ${filter.length} keystrokes (${FILTERS.join(', ')}), max ${Math.max(...filter).toFixed(0)} ms`,
      }),
    ];
  } finally {
    await session.close();
  }
}
