// Host memory with several accounts (issue 19): the web host's resident set with one account of the
// large realm signed in, then with three (three users of the same large realm: each gets the whole
// 10,000-user, 1,000-channel register, so each costs what a big organization costs; three different
// realms would only add the seeds' build time). The ratio three / one is the figure (goal ≤ 2×).
// The further accounts sign in through the page's bridge (the test-hooks build's `invoke`).
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { residentBytes, startAppHost, type AppHost } from '../support/app-host';
import type { BareBrowser } from '../support/bare-sign-in';
import { openBarePage, type BarePage } from '../support/bare-page';
import { sleep, waitUntil } from '../support/clock';
import { PROBE_SCRIPT } from '../support/page-probe';
import { figure, type Figure } from '../support/results';
import { queueDrained } from '../support/server-probe';
import { signInThroughUi } from '../support/sign-in';

export interface AccountsMemoryOptions {
  bare: BareBrowser;
  server: RunningServer;
  /** The first is signed in through the UI, the others through the bridge. */
  accounts: readonly SeedAccount[];
  rendererDir: string;
  log: (line: string) => void;
}

const MB = 1024 * 1024;

/** Every account connected (its register done), every queue drained, then a quiet moment. */
async function settled(page: BarePage, server: RunningServer, accounts: readonly SeedAccount[]) {
  const connected = `(async () => {
    const result = await window.__threadlineTestHooks.invoke('app.state', {});
    if (!result.ok) return 0;
    return Object.values(result.value.connections).filter((c) => c.status === 'connected').length;
  })()`;
  await waitUntil(async () => (await page.evaluate(connected)) === accounts.length, 120_000, 200);
  for (const account of accounts) await waitUntil(() => queueDrained(server, account.user_id), 60_000, 100);
  // The offline cache writes each state a moment later; let it, and the collector, settle.
  await sleep(5_000);
}

/** The host's RSS, the lowest of a few readings a second apart (a collection may be under way). */
async function rss(host: AppHost): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    readings.push(residentBytes(host.pid));
    await sleep(1_000);
  }
  return Math.min(...readings);
}

export async function accountsMemoryFigures(options: AccountsMemoryOptions): Promise<Figure[]> {
  const { bare, server, accounts, rendererDir } = options;
  const [first, ...others] = accounts;
  if (!first || others.length === 0) throw new Error('accounts-rss needs several accounts');
  const host = await startAppHost({ rendererDir });
  try {
    const page = await openBarePage(bare.cdp, {
      browserContextId: bare.context.browserContextId,
      initScript: PROBE_SCRIPT,
    });
    try {
      await signInThroughUi(page, host.url, server.url, first);
      await settled(page, server, [first]);
      const one = await rss(host);
      options.log(`host RSS with one account: ${(one / MB).toFixed(0)} MB`);
      for (const account of others) {
        const params = JSON.stringify({ url: server.url, email: account.email, password: account.password });
        const result = (await page.evaluate(
          `window.__threadlineTestHooks.invoke('signIn.password', ${params})`,
        )) as { ok: boolean };
        if (!result.ok) throw new Error(`could not sign in ${account.email}: ${JSON.stringify(result)}`);
      }
      await settled(page, server, accounts);
      const all = await rss(host);
      options.log(`host RSS with ${accounts.length} accounts: ${(all / MB).toFixed(0)} MB`);
      const note = `${accounts.length} users of the large realm (${accounts.map((a) => a.role).join(', ')} roles), each with its own register, event loop, offline cache and outbox; lowest of 3 readings after the queues drained`;
      return [
        figure('accounts.rss.one', 'Web host RSS, one large-realm account', one / MB, 'MB'),
        figure(
          'accounts.rss.three',
          `Web host RSS, ${accounts.length} large-realm accounts`,
          all / MB,
          'MB',
          {
            note,
          },
        ),
        figure('accounts.rss.ratio', `Web host RSS: ${accounts.length} accounts / one`, all / one, '×', {
          target: { op: '<=', value: 2 },
        }),
      ];
    } finally {
      await page.close();
    }
  } finally {
    await host.stop();
  }
}
