// Faults the soak injects through the control API, one at a time: failed, delayed, dropped and
// rate-limited polls, a lost queue (alone and followed by a failing register), a restart, failed
// sends and dropped requests of any kind. After each, the soak waits until the fault took effect
// and then until the app's banner says "Connected" again.
import type { Page } from 'playwright-core';
import type { Rng } from '../../server/seed/prng';
import { sleep } from '../support/clock';
import { bannerText } from '../support/page-probe';
import type { ControlClient } from './control-client';

export interface FaultContext {
  page: Page;
  control: ControlClient;
  memberId: number;
  /** Uses of injected faults so far (in-process counter). */
  faultUses: () => number;
  /** Queues the member registered so far. */
  registrations: () => number;
  /** Whether the app's main process has a poll waiting on its newest queue with nothing pending. */
  polling: () => boolean;
}

export interface FaultOutcome {
  kind: string;
  tookEffect: boolean;
  reconnected: boolean;
  /** From taking effect to "Connected". */
  reconnectMs: number;
}

type Injection = { uses: number } | { registers: true } | { immediate: true };

const FAULTS: Record<string, (c: FaultContext, rng: Rng) => Promise<Injection>> = {
  'poll 500': async (c, rng) =>
    fault(c, { path_prefix: '/events', kind: 'status', status: 500, count: rng.between(1, 3) }),
  'poll 502 burst': async (c) => fault(c, { path_prefix: '/events', kind: 'status', status: 502, count: 5 }),
  'poll delayed': async (c, rng) =>
    fault(c, { path_prefix: '/events', kind: 'delay', delay_ms: rng.between(1_000, 3_000), count: 1 }),
  'poll dropped': async (c, rng) =>
    fault(c, { path_prefix: '/events', kind: 'drop', count: rng.between(1, 2) }),
  'poll 429 retry-after': async (c, rng) =>
    fault(c, {
      path_prefix: '/events',
      kind: 'status',
      status: 429,
      retry_after: rng.between(1, 2),
      count: 1,
    }),
  'queue expired': async (c) => {
    await c.control.post('/expire-queues', { user_id: c.memberId });
    return { registers: true };
  },
  'queue expired, register fails': async (c) => {
    await c.control.post('/faults', { path_prefix: '/register', kind: 'status', status: 500, count: 2 });
    await c.control.post('/expire-queues', { user_id: c.memberId });
    return { registers: true };
  },
  'server restart': async (c) => {
    await c.control.post('/restart');
    return { immediate: true };
  },
  'send 500': async (c) => fault(c, { path_prefix: '/messages', kind: 'status', status: 500, count: 1 }),
  'any request dropped': async (c) => fault(c, { path_prefix: '/', kind: 'drop', count: 2 }),
};

export const FAULT_KINDS = Object.keys(FAULTS);

async function fault(c: FaultContext, body: { count: number } & Record<string, unknown>): Promise<Injection> {
  const outcome = await c.control.post('/faults', body);
  if (!outcome.ok) throw new Error(`fault refused: ${JSON.stringify(outcome.body)}`);
  return { uses: body.count };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(50);
  }
  return condition();
}

export async function injectFault(kind: string, c: FaultContext, rng: Rng): Promise<FaultOutcome> {
  const inject = FAULTS[kind];
  if (!inject) throw new Error(`unknown fault ${kind}`);
  const usesBefore = c.faultUses();
  const registersBefore = c.registrations();
  const injection = await inject(c, rng);
  const tookEffect =
    'uses' in injection
      ? await until(() => c.faultUses() >= usesBefore + injection.uses, 20_000)
      : 'registers' in injection
        ? await until(() => c.registrations() > registersBefore, 30_000)
        : true;
  // Whatever did not fire must not leak into the next fault.
  if (!tookEffect) await c.control.remove('/faults');
  const effective = Date.now();
  // A failed poll is retried within a fraction of a second: give the app time to notice first.
  await sleep(500);
  const reconnected = await until(
    async () => c.polling() && (await bannerText(c.page)) === 'Connected',
    45_000,
  );
  return { kind, tookEffect, reconnected, reconnectMs: Date.now() - effective };
}
