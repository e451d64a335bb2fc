// One signed-in account at work: its API client and its event loop, with the loop's output turned
// into pushes for the renderer (secrets removed, events parsed).
import { z } from 'zod';
import { getEvents, register, registerResponse } from '../../../shared/api/queue';
import { parseEventBatch } from '../../../shared/events';
import type { ConnectionState, IpcPush } from '../../../shared/ipc';
import { basicAuthHeader, createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createApiTransport, createEventLoop, type EventLoop, type EventTransport } from '../loop';
import type { Clock, Random, RegisterResult } from '../loop';
import type { Account } from '../vault';
import { assertConnectableRealm } from './server-url';
import { REGISTER_PARAMS } from './register-params';
import type { AheadStream, PushWire, SnapshotAhead } from './push-hub';
import { redactSecrets } from './redact-secrets';
import { createSnapshotWire } from './snapshot-wire';
import { deleteQueueQuietly } from './sign-in';
import type { LevelledLog } from './log';

/** Big realms take a while to build the register answer. */
const REGISTER_TIMEOUT_MS = 120_000;

/** The shared schema allows a null queue_id (register without events); the loop needs a queue. */
const loopRegister = { ...register, response: registerResponse.extend({ queue_id: z.string() }) };
type Snapshot = z.output<typeof loopRegister.response>;

export interface ConnectionDeps {
  fetch?: typeof fetch;
  clock?: Clock;
  random?: Random;
  log: LevelledLog;
}

export interface ConnectionHandlers {
  push(message: IpcPush, wire?: PushWire): void;
  /** Streams a register answer's bytes ahead of main's checks (push-hub.ts); leave out to never. */
  openAhead?(ahead: SnapshotAhead): AheadStream | undefined;
  /** After the `connection` push for the same change. */
  onState(state: ConnectionState): void;
  /** The server refused the key (401); `reason` is the server's message. The loop has halted. */
  onAuthFailed(reason: string): void;
}

export interface AccountConnection {
  readonly account: Account;
  readonly client: ApiClient;
  /** The Basic auth header for this account, for main's own media fetches on the realm. */
  readonly authorization: string;
  start(): void;
  wake(): void;
  state(): ConnectionState;
  /** Known once a register has succeeded. */
  featureLevel(): number | undefined;
  /** The live event queue's id, if any: sends carry it so their echo names the local_id. */
  queueId(): string | undefined;
  /** Halts the loop and deletes its queue (best effort, so quitting never waits long). */
  stop(): Promise<void>;
}

/** Throws InsecureRealmError, before any request, for a realm URL sign-in would refuse (server-url.ts). */
export function connectAccount(
  account: Account,
  apiKey: string,
  deps: ConnectionDeps,
  handlers: ConnectionHandlers,
): AccountConnection {
  assertConnectableRealm(account.realmUrl);
  const accountId = account.id;
  const client = createApiClient({
    realmUrl: account.realmUrl,
    email: account.email,
    apiKey,
    logger: deps.log,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  let authFailure: string | undefined;
  const snapshotWire = createSnapshotWire({
    ownKey: apiKey,
    accountId,
    push: handlers.push,
    ...(handlers.openAhead ? { openAhead: handlers.openAhead } : {}),
  });
  const transport = observeFailures(
    createApiTransport({
      client,
      registerOp: loopRegister,
      registerParams: () => REGISTER_PARAMS,
      getEventsOp: getEvents,
      registerTimeoutMs: REGISTER_TIMEOUT_MS,
      streamRegisterBody: () => snapshotWire.ahead(loop.generation + 1),
      onRegisterAnswer: (snapshot, body) => snapshotWire.answered(snapshot, body),
    }),
    {
      authFailed: (message) => {
        authFailure = message;
      },
      registerFailed: () => snapshotWire.withdraw(),
    },
  );
  const loop: EventLoop<Snapshot> = createEventLoop<Snapshot>({
    transport,
    logger: deps.log,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.random ? { random: deps.random } : {}),
    onSnapshot(snapshot, generation) {
      const wire = snapshotWire.prepare(snapshot, generation);
      handlers.push({ type: 'snapshot', accountId, generation, snapshot }, wire);
    },
    onEvents(raw, generation) {
      redactSecrets(raw, apiKey);
      handlers.push({ type: 'events', accountId, generation, events: parseEventBatch(raw) });
    },
    onState(state) {
      handlers.push({ type: 'connection', accountId, state });
      handlers.onState(state);
      if (state.status === 'auth-failed') {
        handlers.onAuthFailed(authFailure ?? state.lastError ?? 'the server refused the key');
      }
    },
  });

  return {
    account,
    client,
    authorization: basicAuthHeader(account.email, apiKey),
    start: () => loop.start(),
    wake: () => loop.wake(),
    state: () => loop.state(),
    featureLevel: () => (loop.generation > 0 ? loop.serverInfo().featureLevel : undefined),
    queueId: () => loop.currentQueue()?.queueId,
    async stop() {
      const queue = loop.currentQueue();
      loop.stop();
      snapshotWire.withdraw();
      if (queue) await deleteQueueQuietly(client, queue.queueId);
    },
  };
}

interface FailureObservers {
  /** The loop only reports "auth-failed"; the person should read what the server said. */
  authFailed(message: string): void;
  registerFailed(): void;
}

function observeFailures<S extends RegisterResult>(
  inner: EventTransport<S>,
  observers: FailureObservers,
): EventTransport<S> {
  const note = (err: unknown): never => {
    if (err instanceof ApiError && err.detail.kind === 'http' && err.status === 401) {
      observers.authFailed(err.detail.msg);
    }
    throw err;
  };
  return {
    register: (signal) =>
      inner.register(signal).catch((err: unknown) => {
        observers.registerFailed();
        return note(err);
      }),
    getEvents: (request, timeoutMs, signal) => inner.getEvents(request, timeoutMs, signal).catch(note),
  };
}
