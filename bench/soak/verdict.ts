// After the chaos: let everything settle (typing stopped, faults cleared, failed sends retried, the
// app connected and caught up), then judge — the store against the truth, every app message on the
// server exactly once, no unhandled error anywhere, and a reconnection after every fault.
import type { RunningServer } from '../../server/app';
import type { AppSession } from '../support/app-session';
import { waitUntil } from '../support/clock';
import { bannerText, readStore } from '../support/page-probe';
import { queueDrained } from '../support/server-probe';
import { stopAllTyping } from './actors';
import type { AppSender } from './app-sender';
import type { ChaosRun } from './chaos';
import {
  errorCheck,
  exactlyOnceCheck,
  reconnectCheck,
  storeCheck,
  unhandledLines,
  type Check,
} from './checks';
import type { ControlClient } from './control-client';
import { storeDifferences } from './store-check';
import type { SoakWorld } from './world';

export interface VerdictInput {
  app: AppSession;
  server: RunningServer;
  world: SoakWorld;
  control: ControlClient;
  sender: AppSender;
  run: ChaosRun;
  /** Log lines of this process (the harness and the in-process reference server) to scan. */
  harnessErrors: string[];
  serverLog: string[];
  log: (line: string) => void;
}

export async function settleAndJudge(input: VerdictInput): Promise<Check[]> {
  const { app, server, world, control, sender, run, log } = input;
  const memberId = world.me.user_id;
  await stopAllTyping(world, control, run.actors);
  await control.remove('/faults');
  const onServer = (key: string) => [...server.realm.messages.values()].some((m) => m.content.includes(key));
  await waitUntil(
    async () => {
      await sender.retryFailed();
      return sender.sent.every(onServer);
    },
    30_000,
    500,
  );
  const connectedAtEnd = await waitUntil(
    async () => (await bannerText(app.page)) === 'Connected',
    30_000,
    100,
  );
  await waitUntil(() => queueDrained(server, memberId), 20_000, 50);
  let differences: string[] = [];
  await waitUntil(
    async () => {
      differences = queueDrained(server, memberId)
        ? await storeDifferences(app.page, control, server, memberId)
        : ['events still in flight'];
      return differences.length === 0;
    },
    20_000,
    500,
  );

  const stats = Object.entries(run.actors.stats);
  const accepted = stats.reduce((sum, [, s]) => sum + s.accepted, 0);
  log(
    `${run.actions} actions by simulated people (${accepted} accepted): ${stats.map(([k, s]) => `${k} ${s.accepted}/${s.tried}`).join(', ')}`,
  );
  log(
    `the app sent ${sender.sent.length} messages through its compose box (${sender.retries()} retries, ${sender.refused()} sends not possible at the time)`,
  );
  if (differences.length > 0) {
    const { diagnostics, sync } = await readStore(app.page);
    log(`store differences (${differences.length}):\n  ${differences.join('\n  ')}`);
    log(`store diagnostics: ${JSON.stringify(diagnostics)}; sync ${JSON.stringify(sync)}`);
  }
  return [
    storeCheck(differences),
    exactlyOnceCheck(server, memberId, sender.sent),
    errorCheck('no unhandled error in the renderer', app.pageErrors),
    errorCheck('no unhandled error in the web host', unhandledLines(app.host.stderr)),
    errorCheck('no unhandled error in the harness or the reference server', [
      ...input.harnessErrors,
      ...unhandledLines(input.serverLog),
    ]),
    reconnectCheck(run.outcomes, connectedAtEnd),
  ];
}
