// The channel filter with 1,000 subscribed channels: a keystroke in "Filter channels" → the filtered
// sidebar painted, letter by letter through a channel name, several rounds; and clearing the filter
// (all 1,000 rows rendered again). The large realm's bench member has ~100 channels, so this realm
// subscribes them to every channel. Timed inside the page, from the input event to the frame after
// the sidebar shows as many channel rows as the filter keeps (counted here with the app's own model).
import type { Browser, Page } from 'playwright-core';
import { subscribeUser } from '../../server/realm/factory';
import { buildSeed } from '../../server/seed';
import { filterTerms, wordPrefixMatch } from '../../renderer/src/features/channels/channel-filter-model';
import { benchMember, openAppSession } from '../support/app-session';
import { setValueScript, timeToPainted } from '../support/painted-probe';
import { waitForPage } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';

export interface SidebarFilterOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  rounds: number;
}

const INPUT = 'input[aria-label="Filter channels"]';
const ROWS = 'nav[aria-label="Channels"] .channel-item';
/** Typed letter by letter: "s" keeps hundreds of channels, the whole name one or two. */
const QUERY = 'support-am';

async function timeKeystroke(page: Page, value: string, rows: number): Promise<number> {
  return timeToPainted(page, {
    before: `const input = document.querySelector('${INPUT}'); input.focus();`,
    act: setValueScript('HTMLInputElement', 'input', value),
    painted: `document.querySelectorAll('${ROWS}').length === ${rows}`,
    failure: `'the sidebar never showed ${rows} rows for ' + ${JSON.stringify(JSON.stringify(value))}`,
  });
}

export async function sidebarFilterFigures(options: SidebarFilterOptions): Promise<Figure[]> {
  const channels = options.quick ? 300 : 1_000;
  const seeded = buildSeed('large', {
    size: { users: 2_000, channels, messages: options.quick ? 5_000 : 20_000, unreadForMember: 2_000 },
  });
  const me = benchMember(seeded.accounts);
  const names: string[] = [];
  for (const channel of seeded.realm.channels.values()) {
    if (channel.is_archived) continue;
    subscribeUser(seeded.realm, me.user_id, channel.stream_id);
    names.push(channel.name.toLowerCase());
  }
  const rowsFor = (text: string) => {
    const terms = filterTerms(text);
    return terms.length === 0
      ? names.length
      : names.filter((n) => terms.some((t) => wordPrefixMatch(n, t))).length;
  };
  const labels = {
    keystroke: `Channel filter (${names.length.toLocaleString('en')} channels): keystroke → sidebar painted`,
    clear: `Channel filter (${names.length.toLocaleString('en')} channels): cleared → full sidebar painted`,
  };
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const page = session.page;
    if (
      !(await waitForPage(page, `document.querySelectorAll('${ROWS}').length === ${names.length}`, 30_000))
    ) {
      const why = `the sidebar never showed all ${names.length} channels`;
      return [
        notMeasured('sidebar.keystroke', labels.keystroke, 'ms', why),
        notMeasured('sidebar.clear', labels.clear, 'ms', why),
      ];
    }
    const keystrokes: number[] = [];
    const clears: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      for (let n = 1; n <= QUERY.length; n++) {
        const value = QUERY.slice(0, n);
        keystrokes.push(await timeKeystroke(page, value, rowsFor(value)));
      }
      clears.push(await timeKeystroke(page, '', names.length));
    }
    const note = (samples: number[], what: string) =>
      `median of ${samples.length} ${what}, max ${Math.max(...samples).toFixed(0)} ms${options.quick ? '; QUICK: reduced realm' : ''}`;
    return [
      figure('sidebar.keystroke', labels.keystroke, median(keystrokes), 'ms', {
        target: { op: '<=', value: 16 },
        note: note(keystrokes, `keystrokes ("${QUERY}" letter by letter)`),
      }),
      figure('sidebar.clear', labels.clear, median(clears), 'ms', { note: note(clears, 'clears') }),
    ];
  } finally {
    await session.close();
  }
}
