// Works one account's outbox (outbox-machine.ts) against the server, one entry at a time, in order:
// each attempt is saved as "sending" before the request leaves, so a crash or a lost answer reads as
// unknown, and an unknown message is looked for among your recent messages (outbox-check.ts) before
// it goes again; a message the check cannot rule out is not sent again but handed to you as failed.
// While the server cannot be reached the runner waits (jittered backoff, cut short by wake()).
// Clock, random, transport and persistence are injected.
//
// Wiring (round two): session.ts makes one per signed-in account with createOutboxTransport over its
// AccountConnection (client, featureLevel, queueId), persistence = createOutboxStore over the offline
// store's outboxFiles, newestKnownId from the snapshot's max_message_id and events, onChange → an
// `outbox` push; start() with the connection, stop() when it stops, wake() when the connection state
// turns 'connected' and on connection.networkChanged(online); onEvents → noteEvents(batch). New IPC
// calls outbox.send / outbox.markRead / outbox.retry / outbox.discard reach send, markFlags, retry,
// discard; the renderer's compose sends through outbox.send instead of the `api` call.
import type { ServerEvent } from '../../../shared/events';
import { Backoff } from '../loop/backoff';
import type { Clock, Random } from '../loop/types';
import type { LevelledLog } from '../session/log';
import { attempt, type AttemptContext, type OutboxTransport } from './outbox-attempt';
import * as machine from './outbox-machine';
import type { OutboxPersistence } from './outbox-store';
import type { OutboxState, OutboxTarget } from './outbox-types';

export { UNDECIDED_REASON, type OutboxTransport } from './outbox-attempt';

const RETRY = { firstMs: 1_000, maxMs: 60_000 } as const;

export interface OutboxRunnerOptions {
  ownUserId: number;
  transport: OutboxTransport;
  persistence: OutboxPersistence;
  clock: Clock;
  log: LevelledLog;
  random?: Random;
  /** The newest message id the account knows now (register's max_message_id, events since). */
  newestKnownId?(): number | undefined;
  newLocalId(): string;
  onChange?(state: OutboxState): void;
}

export interface OutboxRunner {
  /** Loads the saved outbox and starts working it. */
  start(): Promise<void>;
  stop(): void;
  /** The server may be back: try now. */
  wake(): void;
  state(): OutboxState;
  /** Queues a message (saved before this resolves); returns its local id. */
  send(target: OutboxTarget, content: string, localId?: string): Promise<string>;
  markFlags(flag: string, op: 'add' | 'remove', messageIds: readonly number[]): Promise<void>;
  retry(id: string): Promise<void>;
  /** Gives up on a waiting or failed entry; a message's text comes back. Not while it is on its way. */
  discard(id: string): Promise<string | undefined>;
  noteEvents(events: readonly ServerEvent[]): void;
  /** Resolves when the runner has nothing it can do now (tests). */
  settled(): Promise<void>;
}

export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { transport, persistence, clock, log, ownUserId } = options;
  const backoff = new Backoff(RETRY.firstMs, RETRY.maxMs, options.random ?? Math.random);
  let state: OutboxState = machine.emptyOutbox;
  let loading: Promise<void> | undefined;
  let running: Promise<void> | undefined;
  let timer: unknown;
  let stopped = false;
  /** Work arrived while the runner was finishing: look again once it has. */
  let again = false;
  const attemptContext: AttemptContext = {
    state: () => state,
    commit,
    transport,
    backoff,
    clock,
    log,
    ownUserId,
  };

  function commit(next: OutboxState): Promise<boolean> {
    if (next === state) return Promise.resolve(true);
    state = next;
    options.onChange?.(state);
    return persistence.save(state);
  }

  function kick(): void {
    if (stopped || !loading) return;
    if (running) {
      again = true;
      return;
    }
    if (timer !== undefined) return;
    running = loading.then(work).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  async function work(): Promise<void> {
    for (;;) {
      const entry = machine.nextEntry(state);
      if (stopped || !entry) return;
      const waitMs = await attempt(entry, attemptContext);
      if (waitMs === undefined) continue;
      timer = clock.setTimeout(() => {
        timer = undefined;
        kick();
      }, waitMs);
      return;
    }
  }

  async function ready(): Promise<void> {
    if (!loading) throw new Error('outbox: start() first');
    await loading;
  }

  return {
    start() {
      stopped = false;
      loading ??= persistence.load().then((loaded) => {
        state = loaded;
        options.onChange?.(state);
      });
      kick();
      return loading;
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
    wake() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      backoff.reset();
      kick();
    },
    state: () => state,
    async send(target, content, localId) {
      await ready();
      const id = localId ?? options.newLocalId();
      const after = options.newestKnownId?.();
      const normal: OutboxTarget =
        target.type === 'channel' ? target : { type: 'direct', userIds: others(target.userIds, ownUserId) };
      await commit(
        machine.withMessage(state, {
          localId: id,
          target: normal,
          content,
          createdAt: clock.now(),
          ...(after === undefined ? {} : { afterMessageId: after }),
        }),
      );
      kick();
      return id;
    },
    async markFlags(flag, op, messageIds) {
      await ready();
      if (messageIds.length === 0) return;
      await commit(
        machine.withFlags(state, {
          id: options.newLocalId(),
          flag,
          op,
          messages: [...messageIds],
          createdAt: clock.now(),
        }),
      );
      kick();
    },
    async retry(id) {
      await ready();
      await commit(machine.retried(state, id));
      kick();
    },
    async discard(id) {
      await ready();
      const entry = state.entries.find((e) => machine.entryId(e) === id);
      if (!entry || entry.status === 'sending') return undefined;
      await commit(machine.without(state, id));
      return entry.kind === 'message' ? entry.content : undefined;
    },
    noteEvents(events) {
      for (const event of events) {
        if (event.kind !== 'message' || event.local_message_id === undefined) continue;
        void commit(machine.echoed(state, event.local_message_id, event.message.id));
      }
    },
    async settled() {
      while (running) await running;
    },
  };
}

function others(ids: readonly number[], ownUserId: number): number[] {
  const rest = [...new Set(ids)].filter((id) => id !== ownUserId).sort((a, b) => a - b);
  return rest.length > 0 ? rest : [ownUserId];
}
