// Search on the large realm: navigating to a search's route → its results painted, as a ratio to
// the server's own response time for the same GET /messages, fetched from Node right before (the
// median of three, so the page meets a server as warm as the floor did). Real queries, picked from
// the member's own channels: a word, a phrase, a channel and a word, a sender and has:link.
import type { Browser, Page } from 'playwright-core';
import { narrowToApi } from '../../renderer/src/features/messages/narrow';
import { routeHref } from '../../renderer/src/routing/route';
import type { SearchTerm } from '../../renderer/src/state/narrow';
import { largeRealm, timeToPainted } from '../support/painted-probe';
import type { SeedAccount, SeededRealm } from '../../server/seed/seed-types';
import { encodeValue } from '../../shared/api/wire';
import { benchMember, openAppSession, openRoute } from '../support/app-session';
import { epochNow } from '../support/clock';
import { waitForPage } from '../support/page-probe';
import { figure, notMeasured, type Figure } from '../support/results';
import { median } from '../support/stats';

export interface SearchOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  /** Rounds of the four queries, each round with other words and people. */
  rounds: number;
}

interface Query {
  kind: string;
  terms: SearchTerm[];
}

const TARGET = { op: '<=', value: 1.5 } as const;
const t = (operator: string, operand: string | number): SearchTerm => ({
  operator,
  operand: String(operand),
  negated: false,
});

/** Four queries with results, from the member's newest channel messages (`round` picks others). */
function pickQueries({ realm }: SeededRealm, me: SeedAccount, round: number): Query[] {
  const received = realm.messageIds
    .slice(-20_000)
    .map((id) => realm.messages.get(id))
    .filter((m) => m?.type === 'stream' && realm.isSubscribed(me.user_id, m.stream_id ?? -1))
    .reverse();
  // Whole words (and two of them in a row) between spaces or punctuation, as the server splits text.
  const wordsOf = (content: string) => content.match(/(?<=^|\s)[a-z]{6,}(?=[\s.,]|$)/g) ?? [];
  const phraseOf = (content: string) => content.match(/(?<=^|\s)[a-z]{4,} [a-z]{4,}(?=[\s.,]|$)/)?.[0];
  const withWords = received.filter(
    (m) => m !== undefined && wordsOf(m.content).length >= 2 && phraseOf(m.content) !== undefined,
  );
  const pick = (n: number) => withWords[(round * 7 + n) % withWords.length];
  const [a, b, c] = [pick(0), pick(1), pick(2)];
  const linked = received.filter((m) => m?.rendered_content.includes('<a '))[round];
  if (!a || !b || !c || !linked) throw new Error('the large realm has no messages to search for');
  const [word] = wordsOf(a.content);
  const phrase = phraseOf(b.content) ?? '';
  return [
    { kind: 'word', terms: [t('search', word ?? '')] },
    { kind: 'phrase', terms: [t('search', `"${phrase}"`)] },
    {
      kind: 'channel+word',
      terms: [t('channel', c.stream_id ?? -1), t('search', wordsOf(c.content)[1] ?? '')],
    },
    { kind: 'sender+has:link', terms: [t('sender', linked.sender_id), t('has', 'link')] },
  ];
}

/** The app's own first request for a search (use-narrow-messages.ts), from Node: ms to parsed JSON. */
async function serverMs(serverUrl: string, me: SeedAccount, terms: SearchTerm[]): Promise<number> {
  const params = new URLSearchParams();
  const request = {
    anchor: 'newest',
    include_anchor: true,
    num_before: 100,
    num_after: 100,
    narrow: narrowToApi({ kind: 'search', terms }),
    apply_markdown: true,
    client_gravatar: false,
    allow_empty_topic_name: true,
  };
  for (const [name, value] of Object.entries(request)) params.set(name, encodeValue(value));
  const started = epochNow();
  const response = await fetch(`${serverUrl}/api/v1/messages?${params}`, {
    headers: { authorization: `Basic ${Buffer.from(`${me.email}:${me.api_key}`).toString('base64')}` },
  });
  const body = (await response.json()) as { messages?: unknown[] };
  const ms = epochNow() - started;
  if (!response.ok || !body.messages?.length)
    throw new Error(`no results from the server for ${JSON.stringify(terms)}`);
  return ms;
}

async function pageMs(page: Page, terms: SearchTerm[]): Promise<number> {
  // From a view without a message list, so no earlier list counts as these results.
  await openRoute(page, '#/drafts');
  if (!(await waitForPage(page, `!document.querySelector('.message-scroller')`, 10_000))) {
    throw new Error('the previous message list stayed');
  }
  const hash = routeHref({ name: 'search', terms });
  return timeToPainted(page, {
    act: `window.location.hash = ${JSON.stringify(hash)};`,
    painted: "document.querySelector('.message-scroller article[data-message-id]')",
    failure: `'no results painted for ' + ${JSON.stringify(hash)}`,
    timeoutMs: 30_000,
  });
}

export async function searchFigures(options: SearchOptions): Promise<Figure[]> {
  const seeded = largeRealm(options.quick);
  const me = benchMember(seeded.accounts);
  const queries = Array.from({ length: options.rounds }, (_, round) => pickQueries(seeded, me, round)).flat();
  const label = `Search (${seeded.realm.messages.size.toLocaleString('en')} messages): results painted / server response`;
  const session = await openAppSession({
    seed: seeded,
    rendererDir: options.rendererDir,
    browser: options.browser,
  });
  try {
    const ratios: number[] = [];
    const paints: number[] = [];
    const floors: number[] = [];
    const notes: string[] = [];
    for (const query of queries) {
      const floor = median([
        await serverMs(session.server.url, me, query.terms),
        await serverMs(session.server.url, me, query.terms),
        await serverMs(session.server.url, me, query.terms),
      ]);
      const painted = await pageMs(session.page, query.terms);
      ratios.push(painted / floor);
      paints.push(painted);
      floors.push(floor);
      notes.push(`${query.kind} ${painted.toFixed(0)}/${floor.toFixed(0)} ms`);
    }
    return [
      figure('search.ratio', label, median(ratios), '×', {
        target: TARGET,
        note: `median of ${ratios.length} queries: ${notes.join(', ')}${options.quick ? '; QUICK: reduced realm' : ''}`,
      }),
      figure('search.painted', 'Search: navigation → results painted', median(paints), 'ms', {
        note: `median; the server's own response: median ${median(floors).toFixed(0)} ms`,
      }),
    ];
  } catch (error) {
    return [
      notMeasured('search.ratio', label, '×', error instanceof Error ? error.message : String(error), TARGET),
    ];
  } finally {
    await session.close();
  }
}
