// `npm run soak -- [--seconds N] [--seed S] [--json FILE] [--trace FILE] [--verbose]`: a chaos soak
// of the app in browser mode. Simulated people act at random through the control API while faults
// are injected, and the app sends its own messages through its compose box throughout. At the end
// it prints one line per check and exits non-zero when one failed. N defaults to 60 (the run in
// `npm test`); --trace writes what the server pushed and what the page received, for debugging.
// The renderer's heap and the web host's RSS are measured after a warm-up and at the end (memory.ts).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startServer } from '../../server/app';
import { Rng } from '../../server/seed/prng';
import { openAppSession, type AppSession } from '../support/app-session';
import { sleep } from '../support/clock';
import { ensureTestHooksRenderer } from '../support/renderer-build';
import { countFaultUses } from '../support/server-probe';
import { openAppSender } from './app-sender';
import { traceBridge, traceServer } from './bridge-trace';
import { runChaos } from './chaos';
import type { Check } from './checks';
import { controlClient } from './control-client';
import {
  appMemoryProbe,
  describeSample,
  memoryChecks,
  sampleMemory,
  warmedUp,
  type MemorySample,
} from './memory';
import { settleAndJudge } from './verdict';
import { soakWorld } from './world';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string' },
    json: { type: 'string' },
    trace: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
  strict: true,
});
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds needs a positive number');
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const log = (line: string) => process.stderr.write(`[soak] ${line}\n`);
const harnessErrors: string[] = [];
process.on('unhandledRejection', (reason) =>
  harnessErrors.push(`harness: unhandled rejection ${String(reason)}`),
);

const rendererDir = ensureTestHooksRenderer();
const serverLog: string[] = [];
const server = await startServer({
  seed: 'demo',
  control: true,
  heartbeatSeconds: 2,
  log: (line) => {
    serverLog.push(line);
    if (values.verbose) process.stderr.write(`[server] ${line}\n`);
  },
});
const faultUses = countFaultUses(server);
const checks: Check[] = [];
const memory: { warmUpSeconds?: number; afterWarmUp?: MemorySample; atEnd?: MemorySample } = {};
let session: AppSession | undefined;
try {
  const trace = values.trace;
  const app = await openAppSession({
    seed: server,
    rendererDir,
    verbose: values.verbose,
    inspectHost: true,
    ...(trace
      ? { onPage: (page: Page) => traceBridge(page, trace), onPush: traceServer(`${trace}.server`) }
      : {}),
  });
  session = app;
  const control = controlClient(server.url);
  const world = soakWorld(server, app.me);
  const channel = world.chatStreams.find((c) => c.streamId === world.appStreamId)?.name;
  log(`seed ${seed}, ${seconds} s; the app posts in #${channel} > ${world.appTopic}`);
  const sender = await openAppSender(app.page, world);
  const rng = new Rng(seed);
  const probe = appMemoryProbe(app.page, app.host);
  let everyFaultSeen = () => {};
  const faultCycle = new Promise<void>((resolve) => (everyFaultSeen = resolve));
  const started = Date.now();
  const warmSample = warmedUp(seconds, faultCycle, sleep)
    .then(() => sampleMemory(probe))
    .then((sample) => {
      memory.warmUpSeconds = Math.round((Date.now() - started) / 1000);
      memory.afterWarmUp = sample;
      log(describeSample(`after ${memory.warmUpSeconds} s of warm-up`, sample));
    })
    .catch((error: unknown) => log(`memory after warm-up not measured: ${String(error)}`));
  const run = await runChaos({
    app,
    server,
    world,
    control,
    sender,
    faultUses: faultUses.used,
    seconds,
    rng,
    log,
    onFaultCycle: everyFaultSeen,
  });
  everyFaultSeen();
  await warmSample;
  checks.push(
    ...(await settleAndJudge({ app, server, world, control, sender, run, harnessErrors, serverLog, log })),
  );
  memory.atEnd = await sampleMemory(probe);
  log(describeSample('at the end', memory.atEnd));
  checks.push(...memoryChecks(memory.afterWarmUp, memory.atEnd));
} catch (error) {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  checks.push({ name: 'the soak ran to the end', ok: false, detail });
} finally {
  faultUses.stop();
  await session?.close();
  await server.close();
}

for (const check of checks)
  process.stdout.write(`${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}\n`);
const failed = checks.filter((c) => !c.ok).length;
process.stdout.write(`soak: ${checks.length - failed} passed, ${failed} failed (seed ${seed})\n`);
if (values.json) {
  writeFileSync(values.json, `${JSON.stringify({ seed, seconds, checks, memory }, null, 2)}\n`);
}
process.exit(failed > 0 ? 1 : 0);
