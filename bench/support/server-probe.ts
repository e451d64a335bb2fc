// Hooks into a reference server started in this process: records when the server pushes an event
// to one user's queue (the start of every event→screen measurement) and performs API operations as
// any user without HTTP, so generating load costs the measured processes as little as possible.
import type { RunningServer } from '../../server/app';
import type { EventQueue } from '../../server/events/event-queue';
import { runOperation } from '../../server/http/dispatch';
import { encodeValue } from '../../shared/api/wire';
import { epochNow } from './clock';

/** Marks the harness writes into message content and channel names, found again in the DOM. */
export const TOKEN_PATTERN = /qz[a-z]+\d+/g;

export function token(kind: string, n: number): string {
  return `qz${kind}${n}`;
}

export interface PushProbe {
  /** First push time (epoch ms) of every token seen in an event, and `typing:<user_id>:<op>` keys. */
  readonly firstPush: Map<string, number>;
  /** Push times of typing events, in order: [sender id, op, time]. */
  readonly typing: [number, string, number][];
  /** Number of events pushed to the watched user's queues. */
  readonly pushed: () => number;
  /** Number of queues the watched user registered since the probe started. */
  readonly registrations: () => number;
  stop(): void;
}

/** Watches every queue `userId` registers from now on (re-registrations included). */
export function probePushes(
  server: RunningServer,
  userId: number,
  onPush?: (event: Record<string, unknown>, at: number) => void,
): PushProbe {
  const firstPush = new Map<string, number>();
  const typing: [number, string, number][] = [];
  let pushed = 0;
  let registrations = 0;
  let active = true;
  const queues = server.queues;
  const register = queues.register.bind(queues);

  const watch = (queue: EventQueue) => {
    const push = queue.push.bind(queue);
    queue.push = (event) => {
      const at = epochNow();
      const queued = push(event);
      if (active) record(event, at);
      onPush?.(queued, at);
      return queued;
    };
  };
  const record = (event: Record<string, unknown> & { type: string }, at: number) => {
    pushed += 1;
    if (event.type === 'typing') {
      const sender = event.sender as { user_id?: number } | undefined;
      typing.push([sender?.user_id ?? -1, String(event.op), at]);
      return;
    }
    if (event.type === 'heartbeat') return;
    for (const key of JSON.stringify(event).match(TOKEN_PATTERN) ?? []) {
      if (!firstPush.has(key)) firstPush.set(key, at);
    }
  };

  queues.register = (options) => {
    const queue = register(options);
    if (queue.userId === userId) {
      registrations += 1;
      watch(queue);
    }
    return queue;
  };
  for (const queue of queues.queuesOf(userId)) watch(queue);
  return {
    firstPush,
    typing,
    pushed: () => pushed,
    registrations: () => registrations,
    stop() {
      active = false;
      queues.register = register;
    },
  };
}

/** Performs an API operation as `userId` in-process, exactly as POST /__control/act does. */
export async function actAs(
  server: RunningServer,
  userId: number,
  method: string,
  path: string,
  params: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const user = server.realm.user(userId);
  if (!user) throw new Error(`no user ${userId}`);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) fields[name] = encodeValue(value);
  }
  const outcome = await runOperation(server.deps, {
    method,
    path,
    fields,
    user,
    signal: new AbortController().signal,
    cut: () => undefined,
  });
  if (!outcome.ok) {
    throw new Error(`${method} ${path} as ${userId}: ${outcome.failure.code} ${outcome.failure.message}`);
  }
  return outcome.body;
}

/**
 * True once the user's newest queue holds nothing its client has not confirmed and a poll is
 * waiting: everything was delivered to the app's main process.
 */
export function queueDrained(server: RunningServer, userId: number): boolean {
  const newest = server.queues.queuesOf(userId).at(-1);
  return newest !== undefined && newest.size === 0 && newest.waiter !== undefined;
}

/** Counts uses of injected faults (each failed, delayed or dropped request is one). */
export function countFaultUses(server: RunningServer): { used: () => number; stop(): void } {
  const faults = server.deps.faults;
  const take = faults.take.bind(faults);
  let used = 0;
  faults.take = (path, method) => {
    const fault = take(path, method);
    if (fault) used += 1;
    return fault;
  };
  return { used: () => used, stop: () => void (faults.take = take) };
}
