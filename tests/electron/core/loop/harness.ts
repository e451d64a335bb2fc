// Wires an EventLoop to a FakeClock, a ScriptedTransport and recording callbacks.
import type { IntlShape } from '@formatjs/intl';
import { createEventLoop } from '../../../../electron/core/loop/event-loop';
import type { ConnectionState, RawEvent } from '../../../../electron/core/loop/types';
import { FakeClock, flushMicrotasks } from '../support/fake-clock';
import { ScriptedTransport, snapshot, type TestSnapshot } from './scripted-transport';

export function createHarness(options: { random?: () => number; intl?: () => IntlShape } = {}) {
  const clock = new FakeClock();
  const transport = new ScriptedTransport();
  const snapshots: { snapshot: TestSnapshot; generation: number }[] = [];
  const batches: { events: RawEvent[]; generation: number }[] = [];
  const states: ConnectionState[] = [];
  const warnings: string[] = [];
  const hooks: { onEvents?: (events: RawEvent[]) => void } = {};
  const loop = createEventLoop<TestSnapshot>({
    transport,
    clock,
    random: options.random ?? (() => 0.5),
    ...(options.intl === undefined ? {} : { intl: options.intl }),
    logger: { warn: (message) => warnings.push(message) },
    onSnapshot: (s, generation) => snapshots.push({ snapshot: s, generation }),
    onEvents: (events, generation) => {
      hooks.onEvents?.(events);
      batches.push({ events, generation });
    },
    onState: (state) => states.push(state),
  });

  /** Starts the loop and answers the first register; leaves the first poll pending. */
  async function connect(queueId = 'q1', lastEventId = -1, extra: Partial<TestSnapshot> = {}) {
    loop.start();
    transport.lastRegister().resolve(snapshot(queueId, lastEventId, extra));
    await flushMicrotasks();
  }

  async function answerPoll(events: unknown) {
    transport.lastPoll().resolve(events);
    await flushMicrotasks();
  }

  async function failLast(err: unknown) {
    transport.last().reject(err);
    await flushMicrotasks();
  }

  /** The delay of the single pending timer (the current backoff wait). */
  function pendingDelay(): number {
    const pending = clock.pending();
    if (pending.length !== 1) throw new Error(`expected one timer, found ${pending.length}`);
    return (pending[0] as { delay: number }).delay;
  }

  return {
    clock,
    transport,
    loop,
    snapshots,
    batches,
    states,
    warnings,
    hooks,
    connect,
    answerPoll,
    failLast,
    pendingDelay,
  };
}
