// Reducer throughput in Node: the renderer's real store (createAppStore) loaded with the large
// realm's register snapshot, then a realistic mix of raw events, parsed with parseEventBatch as main
// does and applied in batches with applyEvents. Parse and apply are timed separately.
import { startServer } from '../../server/app';
import { buildSeed } from '../../server/seed';
import { parseEventBatch } from '../../shared/events';
import { createAppStore } from '../../renderer/src/state/store';
import { benchMember } from '../support/app-session';
import { epochNow } from '../support/clock';
import { fetchRegister } from '../support/register-floor';
import { figure, type Figure } from '../support/results';
import { contextFromSnapshot, createEventMix } from './event-mix';

export interface ReducerOptions {
  events: number;
  batchSize?: number;
  /** Wall-time budget; a reducer slower than the target stops early and says so. */
  budgetMs?: number;
  /** A snapshot to start from; by default the large realm's, fetched from a server started here. */
  snapshot?: Record<string, unknown>;
  log?: (line: string) => void;
}

export interface ReducerRun {
  events: number;
  parseMs: number;
  applyMs: number;
  unknown: number;
  unhandledKinds: Record<string, number>;
}

export async function largeRealmSnapshot(): Promise<Record<string, unknown>> {
  const server = await startServer({ seed: buildSeed('large'), log: () => undefined });
  try {
    return (await fetchRegister(server.url, benchMember(server.accounts))).snapshot;
  } finally {
    await server.close();
  }
}

/** Applies up to `events` events; stops early once `budgetMs` of wall time has passed. */
export function runReducer(
  snapshot: Record<string, unknown>,
  events: number,
  batchSize: number,
  budgetMs = Number.POSITIVE_INFINITY,
): ReducerRun {
  const started = epochNow();
  const store = createAppStore();
  store.getState().applySnapshot(snapshot, 1, 'bench');
  const mix = createEventMix(contextFromSnapshot(snapshot, Math.floor(Date.now() / 1000)));
  let parseMs = 0;
  let applyMs = 0;
  let unknown = 0;
  let done = 0;
  while (done < events && epochNow() - started < budgetMs) {
    const raw = mix.take(Math.min(batchSize, events - done));
    done += raw.length;
    const t0 = epochNow();
    const parsed = parseEventBatch(raw);
    const t1 = epochNow();
    store.getState().applyEvents(parsed, 1, 'bench');
    const t2 = epochNow();
    parseMs += t1 - t0;
    applyMs += t2 - t1;
    for (const event of parsed) if (event.kind === 'unknown') unknown += 1;
  }
  const diagnostics = store.getState().diagnostics;
  return { events: done, parseMs, applyMs, unknown, unhandledKinds: { ...diagnostics.unhandledEvents } };
}

export async function reducerFigures(options: ReducerOptions): Promise<Figure[]> {
  const batchSize = options.batchSize ?? 100;
  const snapshot = options.snapshot ?? (await largeRealmSnapshot());
  // A short warm-up so the JIT has seen every handler before the clock runs.
  runReducer(snapshot, Math.min(20_000, options.events), batchSize, 10_000);
  const run = runReducer(snapshot, options.events, batchSize, options.budgetMs ?? 120_000);
  const stopped =
    run.events < options.events
      ? ` (stopped at the time budget; ${options.events.toLocaleString('en-US')} wanted)`
      : '';
  const rate = (ms: number) => run.events / (ms / 1000);
  const unhandled = Object.entries(run.unhandledKinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  options.log?.(`reducer: ${run.events} events, unknown ${run.unknown}, unhandled: ${unhandled || 'none'}`);
  const note = `${run.events.toLocaleString('en-US')} events${stopped} in batches of ${batchSize}; unknown after parsing: ${run.unknown}${unhandled ? `; no handler: ${unhandled}` : ''}`;
  return [
    figure('reducer.total', 'Reducer: parse + apply', rate(run.parseMs + run.applyMs), 'events/s', {
      target: { op: '>=', value: 200_000 },
      note,
    }),
    figure('reducer.parse', 'Reducer: parse only (parseEventBatch)', rate(run.parseMs), 'events/s'),
    figure('reducer.apply', 'Reducer: apply only (applyEvents)', rate(run.applyMs), 'events/s'),
  ];
}
