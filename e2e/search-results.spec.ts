// Issue 17, the search results view, reached by URL (the box has its own spec): each operator
// alone and combined, negation, the server's matches marked, "Search in all channels", paging
// older results, the server's reason for a search it refuses, a live `is:dm`, and cached results
// while offline. Messages are posted through the API with a word no demo message has ("quokka").
import type { Page } from '@playwright/test';
import { routeHref } from '../renderer/src/routing/route';
import type { SearchTerm } from '../renderer/src/state/narrow';
import { storeMessage } from '../server/realm/messages';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { account } from './support/channels';
import { openRoute, sharedChannel, signInReady } from './support/compose';
import { actAs, control, expect, test } from './support/fixtures';

const t = (operator: string, operand: string | number, negated = false): SearchTerm => ({
  operator,
  operand: String(operand),
  negated,
});
const QUOKKA = t('search', 'quokka');

const list = (page: Page) => page.getByRole('group', { name: 'Messages', exact: true });
const shownIds = (page: Page) =>
  list(page)
    .locator('article[data-message-id]')
    .evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-message-id'))).sort((a, b) => a - b),
    );
const resultCount = (page: Page) => page.getByTestId('search-result-count');
const title = (page: Page) => page.locator('#pane-title');

const scrollToTop = (page: Page) =>
  page.evaluate(() => document.querySelector('.message-scroller')?.scrollTo({ top: 0 }));

async function search(page: Page, ...terms: SearchTerm[]): Promise<void> {
  await openRoute(page, routeHref({ name: 'search', terms }));
}

async function post(
  server: RunningServer,
  from: SeedAccount,
  params: Record<string, unknown>,
): Promise<number> {
  const answer = await actAs(server, from.user_id, 'POST', '/messages', params);
  if (typeof answer.id !== 'number') throw new Error(`not sent: ${JSON.stringify(answer)}`);
  return answer.id;
}

/** Two channels of me, another member and the owner, and quokka messages of every kind. */
async function quokkaRealm(server: RunningServer, me: SeedAccount) {
  const other = account(server, 'member2');
  const owner = account(server, 'owner');
  const den = await sharedChannel(server, 'quokka-den', me.user_id, other.user_id, owner.user_id);
  const lab = await sharedChannel(server, 'quokka-lab', me.user_id, other.user_id, owner.user_id);
  const inChannel = (to: number, topic: string, content: string) => ({ type: 'stream', to, topic, content });
  const ids = {
    report: await post(
      server,
      other,
      inChannel(den, 'zebra plans', 'The quokka report: https://example.com/r'),
    ),
    sighting: await post(server, owner, inChannel(lab, 'zebra plans', 'A quokka sighting near the lab')),
    direct: await post(server, other, {
      type: 'private',
      to: [me.user_id],
      content: 'quokka photos for you',
    }),
    mention: await post(
      server,
      owner,
      inChannel(den, 'committee', `@**${me.full_name}** the quokka committee`),
    ),
    resolved: await post(server, other, inChannel(lab, '✔ solved', 'quokka question solved')),
    group: await post(server, other, {
      type: 'private',
      to: [me.user_id, owner.user_id],
      content: 'quokka group',
    }),
  };
  const asMe = (method: string, path: string, params: Record<string, unknown>) =>
    actAs(server, me.user_id, method, path, params);
  await asMe('POST', '/messages/flags', { messages: [ids.sighting], op: 'add', flag: 'starred' });
  await asMe('POST', '/messages/flags', { messages: [ids.report], op: 'add', flag: 'read' });
  await asMe('POST', `/messages/${ids.report}/reactions`, { emoji_name: 'tada' });
  await asMe('POST', '/user_topics', { stream_id: den, topic: 'zebra plans', visibility_policy: 3 });
  return { other, owner, den, lab, ids };
}

test('each operator alone and combined, negated, with the matches marked', async ({
  page,
  app,
  server,
  me,
}) => {
  test.setTimeout(90_000);
  const { other, den, lab, ids } = await quokkaRealm(server, me);
  await signInReady(page, app, server, me);
  const all = Object.values(ids).sort((a, b) => a - b);
  const flagged = (...flags: string[]) => {
    const user = server.realm.user(me.user_id);
    return [...new Set(flags.flatMap((flag) => [...(user?.flags.get(flag) ?? [])]))].sort((a, b) => a - b);
  };
  const cases: [SearchTerm[], number[]][] = [
    // Alone, against the server's own record of the member's flags (the demo's and ours).
    [[t('is', 'starred')], flagged('starred')],
    [[t('is', 'mentioned')], flagged('mentioned', 'stream_wildcard_mentioned', 'topic_wildcard_mentioned')],
    [[QUOKKA], all],
    [
      [t('channel', den), QUOKKA],
      [ids.report, ids.mention],
    ],
    [
      [t('topic', 'zebra plans'), QUOKKA],
      [ids.report, ids.sighting],
    ],
    [
      [t('sender', other.user_id), QUOKKA],
      [ids.report, ids.direct, ids.resolved, ids.group],
    ],
    [
      [t('sender', other.user_id, true), QUOKKA],
      [ids.sighting, ids.mention],
    ],
    [[t('dm', other.user_id), QUOKKA], [ids.direct]],
    [
      [t('dm-including', other.user_id), QUOKKA],
      [ids.direct, ids.group],
    ],
    [
      [t('is', 'dm'), QUOKKA],
      [ids.direct, ids.group],
    ],
    [[t('is', 'starred'), QUOKKA], [ids.sighting]],
    [[t('is', 'unread'), QUOKKA], all.filter((id) => id !== ids.report)],
    [[t('is', 'mentioned'), QUOKKA], [ids.mention]],
    [[t('is', 'resolved'), QUOKKA], [ids.resolved]],
    // The mention followed its topic (automatically_follow_topics_where_mentioned).
    [
      [t('is', 'followed'), QUOKKA],
      [ids.report, ids.mention],
    ],
    [[t('has', 'link'), QUOKKA], [ids.report]],
    [[t('has', 'reaction'), QUOKKA], [ids.report]],
    [[t('id', ids.sighting)], [ids.sighting]],
    [[t('search', '"quokka report"')], [ids.report]],
    [[t('channel', lab), t('is', 'starred', true), QUOKKA], [ids.resolved]],
    [
      [t('is', 'dm', true), t('has', 'link', true), t('sender', me.user_id, true), QUOKKA],
      [ids.sighting, ids.mention, ids.resolved],
    ],
  ];
  for (const [terms, expected] of cases) {
    await search(page, ...terms);
    const what = routeHref({ name: 'search', terms });
    await expect.poll(() => shownIds(page), { message: what }).toEqual(expected);
    await expect(resultCount(page), what).toHaveText(
      expected.length === 1 ? '1 result' : `${expected.length} results`,
    );
  }
  // Browsing the results marked nothing read.
  expect(server.realm.user(me.user_id)?.unread.has(ids.sighting)).toBe(true);

  // The header says what was searched; every matching word is marked, in content and topic.
  await search(page, t('channel', den), t('sender', other.user_id), QUOKKA);
  await expect(title(page)).toHaveText(`Messages in #quokka-den from ${other.full_name} containing “quokka”`);
  await expect(list(page).locator('.message-content .highlight')).toHaveText(['quokka']);
  await search(page, t('search', 'zebra quokka'));
  await expect(list(page).locator('.recipient-topic .highlight').first()).toHaveText('zebra');
  await search(page, t('search', '"quokka report"'));
  await expect(list(page).locator('.message-content .highlight')).toHaveText(['quokka report']);
  // An edit shows the new content, unmarked.
  await actAs(server, other.user_id, 'PATCH', `/messages/${ids.report}`, {
    content: 'The quokka report, v2',
  });
  await expect(list(page).getByText('The quokka report, v2')).toBeVisible();
  await expect(list(page).locator('.highlight')).toHaveCount(0);
});

test('search in all channels, no results, and the server’s reason for a refused search', async ({
  page,
  app,
  server,
  me,
}) => {
  const { den, ids } = await quokkaRealm(server, me);
  await signInReady(page, app, server, me);
  await search(page, t('channel', den), QUOKKA);
  await expect(resultCount(page)).toHaveText('2 results');
  // Compose starts at the channel searched, and at none once the search covers all of them.
  const composeChannel = page.getByRole('combobox', { name: 'Channel', exact: true });
  await expect(composeChannel).toHaveValue(String(den));
  await page.getByRole('button', { name: 'Search in all channels' }).click();
  await expect(composeChannel).toHaveValue('');
  await expect(resultCount(page)).toHaveText(`${Object.keys(ids).length} results`);
  expect(await page.evaluate(() => window.location.hash)).toBe(
    routeHref({ name: 'search', terms: [QUOKKA] }),
  );
  await expect(page.getByRole('button', { name: 'Search in all channels' })).toHaveCount(0);

  await search(page, t('search', 'wombat'));
  await expect(list(page).getByText('No messages match this search.')).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 results');

  await search(page, t('channel', 987654), QUOKKA);
  await expect(page.getByRole('alert')).toContainText('The server refused this search');
  await expect(page.getByRole('alert')).toContainText('987654');
  await search(page, t('is', 'sleepy'));
  await expect(page.getByRole('alert')).toContainText('sleepy');
});

test('older results page in as the reader scrolls up', async ({ page, app, server, me }) => {
  test.setTimeout(90_000);
  const other = account(server, 'member2');
  const den = await sharedChannel(server, 'quokka-den', me.user_id, other.user_id);
  const sender = server.realm.user(other.user_id);
  if (!sender) throw new Error('seed changed');
  const total = 260;
  const start = server.realm.now() - total * 60;
  for (let n = 1; n <= total; n++) {
    storeMessage(server.realm, {
      sender,
      type: 'stream',
      stream_id: den,
      topic: 'counting',
      content: `numbat ${n}`,
      timestamp: start + n * 60,
    });
  }
  await signInReady(page, app, server, me);
  await search(page, t('search', 'numbat'));
  // The newest results come first, at the bottom.
  await expect(list(page).getByText(`numbat ${total}`, { exact: true })).toBeVisible();
  await expect(resultCount(page)).toHaveCount(0);
  for (let i = 0; i < 20 && (await resultCount(page).count()) === 0; i++) {
    await scrollToTop(page);
    await page.waitForTimeout(200);
  }
  await expect(resultCount(page)).toHaveText(`${total} results`);
  await scrollToTop(page);
  await expect(list(page).getByText('numbat 1', { exact: true })).toBeVisible();
});

test('is:dm is a live direct message feed', async ({ page, app, server, me }) => {
  const other = account(server, 'member2');
  await signInReady(page, app, server, me);
  await search(page, t('is', 'dm'));
  await expect(title(page)).toHaveText('Direct messages');
  await expect(list(page)).toBeVisible();
  const random = server.realm.channelByName('random')?.stream_id;
  const id = await post(server, other, { type: 'private', to: [me.user_id], content: 'a live echidna' });
  await post(server, other, { type: 'stream', to: random, topic: 'x', content: 'a channel echidna' });
  await expect(list(page).getByText('a live echidna')).toBeVisible();
  await expect(page.locator(`article[data-message-id="${id}"]`)).toBeVisible();
  await expect(list(page).getByText('a channel echidna')).toHaveCount(0);
});

test('offline: says so and offers the cached results', async ({ page, app, server, me }) => {
  const { den, ids } = await quokkaRealm(server, me);
  await signInReady(page, app, server, me);
  await search(page, QUOKKA);
  await expect(resultCount(page)).toHaveText(`${Object.keys(ids).length} results`);

  await control(server, '/faults', { kind: 'status', status: 500, path_prefix: '/events', count: 100_000 });
  await control(server, '/faults', { kind: 'drop', path_prefix: '/messages', count: 100_000 });
  // The long poll open now ends with an event; the next one fails.
  await post(server, account(server, 'owner'), { type: 'stream', to: den, topic: 'x', content: 'wake' });
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible();

  await search(page, t('channel', den), QUOKKA);
  const note = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(note).toContainText('Cached results: the 2 messages on this device that match.');
  await expect.poll(() => shownIds(page)).toEqual([ids.report, ids.mention]);
});
