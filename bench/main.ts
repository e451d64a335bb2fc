// `npm run bench [-- --only latency,large,reducer,conversation,images,bundle,flood,emoji,typeahead,inbox,people,sidebar,search,next-unread,cached-restart,accounts-rss] [--quick] [--verbose]`:
// measures the figures of DESIGN §8 in browser mode (Debian's Chromium, the reference server on
// loopback), prints them as a table beside their targets and writes bench/results.json.
// Figures are reported, never asserted: machines differ, and the ratios are what to compare.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { accountsMemoryFigures } from './figures/accounts-memory';
import { bundleFigures } from './figures/bundle-size';
import { cachedRestartFigures } from './figures/cached-restart';
import { conversationFigures } from './figures/conversation';
import { emojiPickerFigures } from './figures/emoji-picker';
import { floodFigures } from './figures/flood';
import { imageTopicFigures } from './figures/image-topic';
import { inboxFigures } from './figures/inbox';
import { largeRealmFigures } from './figures/large-realm';
import { peopleFigures } from './figures/people';
import { latencyFigures } from './figures/latency';
import { nextUnreadFigures } from './figures/next-unread';
import { reducerFigures } from './figures/reducer';
import { searchFigures } from './figures/search';
import { sidebarFilterFigures } from './figures/sidebar-filter';
import { typeaheadFigures } from './figures/typeahead';
import { ROOT } from './support/app-host';
import { benchMember } from './support/app-session';
import { withLargeRealm } from './support/large-realm-server';
import { launchChromium } from './support/browser';
import { describeMachine, formatMachine } from './support/machine';
import { ensureProductionRenderer, ensureTestHooksRenderer } from './support/renderer-build';
import { formatTable, notMeasured, type Figure } from './support/results';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: join(ROOT, 'bench', 'results.json') },
  },
  strict: true,
});

const ALL = [
  'bundle',
  'reducer',
  'latency',
  'large',
  'conversation',
  'images',
  'flood',
  'emoji',
  'typeahead',
  'inbox',
  'people',
  'sidebar',
  'search',
  'next-unread',
  'cached-restart',
  'accounts-rss',
] as const;
type Section = (typeof ALL)[number];
const chosen = new Set<Section>(
  values.only ? (values.only.split(',') as Section[]).filter((s) => ALL.includes(s)) : ALL,
);
const quick = values.quick;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const productionDir = ensureProductionRenderer();
const rendererDir = ensureTestHooksRenderer();
const browser = await launchChromium();
const figures: Figure[] = [];
const started = Date.now();

async function section(name: Section, label: string, run: () => Promise<Figure[]>): Promise<void> {
  if (!chosen.has(name)) return;
  log(`${label}…`);
  const t = Date.now();
  try {
    figures.push(...(await run()));
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`${label} failed: ${error instanceof Error ? (error.stack ?? why) : why}`);
    figures.push(notMeasured(`${name}.error`, label, 'ms', `failed: ${why}`));
  }
  log(`${label}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

try {
  await section('bundle', 'Initial renderer JavaScript', async () => bundleFigures(productionDir));
  await section('reducer', 'Reducer throughput', () =>
    reducerFigures({ events: quick ? 20_000 : 1_000_000, log }),
  );
  await section('latency', 'Event→screen latency', () =>
    latencyFigures({ rendererDir, browser, samples: quick ? 40 : 500, warmup: quick ? 5 : 50 }),
  );
  await section('large', 'Large realm', () =>
    largeRealmFigures({
      rendererDir,
      browser,
      quick,
      runs: quick ? 1 : 5,
      furtherEvents: quick ? 500 : 10_000,
      log,
    }),
  );
  await section('conversation', '5,000-message conversation', () =>
    conversationFigures({ rendererDir, browser, messages: quick ? 500 : 5_000 }),
  );
  await section('images', 'Image-heavy topic', () =>
    imageTopicFigures({ rendererDir, browser, messages: quick ? 60 : 300 }),
  );
  await section('flood', 'Flood', () =>
    floodFigures({ rendererDir, browser, messages: quick ? 500 : 10_000, perSecond: 1_000 }),
  );
  await section('emoji', 'Emoji picker', () =>
    emojiPickerFigures({ rendererDir, browser, samples: quick ? 3 : 15 }),
  );
  await section('typeahead', 'Compose typeahead', () =>
    typeaheadFigures({ rendererDir, browser, quick, rounds: quick ? 3 : 10 }),
  );
  await section('inbox', 'Inbox', () =>
    inboxFigures({ rendererDir, browser, quick, samples: quick ? 3 : 9, log }),
  );
  await section('people', 'People view', () =>
    peopleFigures({ rendererDir, browser, quick, runs: quick ? 3 : 9 }),
  );
  await section('sidebar', 'Channel filter', () =>
    sidebarFilterFigures({ rendererDir, browser, quick, rounds: quick ? 2 : 5 }),
  );
  await section('search', 'Search results', () =>
    searchFigures({ rendererDir, browser, quick, rounds: quick ? 1 : 3 }),
  );
  await section('next-unread', 'Next unread topic (n)', () =>
    nextUnreadFigures({ rendererDir, browser, quick, presses: quick ? 5 : 15 }),
  );
  await section('cached-restart', 'Restart with the large realm cached', () =>
    withLargeRealm(quick, (server, bare) =>
      cachedRestartFigures({
        bare,
        server,
        me: benchMember(server.accounts),
        rendererDir,
        runs: quick ? 1 : 5,
        log,
      }),
    ),
  );
  await section('accounts-rss', 'Host memory with three accounts', () =>
    withLargeRealm(quick, (server, bare) => {
      const people = server.accounts.filter((a) => !a.is_bot && a.role <= 400);
      const me = benchMember(server.accounts);
      const accounts = [me, ...people.filter((a) => a.user_id !== me.user_id)].slice(0, 3);
      return accountsMemoryFigures({ bare, server, accounts, rendererDir, log });
    }),
  );
} finally {
  await browser.close();
}

const machine = describeMachine();
const table = formatTable(figures);
process.stdout.write(`\n${table}\n\nMachine: ${formatMachine(machine)}\n`);
writeFileSync(
  values.out,
  `${JSON.stringify({ date: new Date().toISOString(), quick, seconds: (Date.now() - started) / 1000, machine, figures }, null, 2)}\n`,
);
log(`wrote ${values.out}`);
