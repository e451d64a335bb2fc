// One signed-in account at work: its API client and its event loop, with the loop's output turned
// into pushes for the renderer. Every register answer takes one path, whichever host sends it on:
// the client checks it, it is redacted here (redact-secrets.ts), and only then pushed.
import type { IntlShape } from '@formatjs/intl';
import { z } from 'zod';
import { getEvents, register, registerResponse } from '../../../shared/api/queue';
import { parseEventBatch } from '../../../shared/events';
import type { ConnectionState, IpcPush } from '../../../shared/ipc';
import { basicAuthHeader, createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createApiTransport, createEventLoop, type EventLoop, type EventTransport } from '../loop';
import type { Clock, Random, RegisterResult, ServerInfo } from '../loop';
import type { Account } from '../vault';
import { createUploadLimit } from '../uploads/upload-limit';
import { assertConnectableRealm } from './server-url';
import { REGISTER_PARAMS } from './register-params';
import { redactSecrets } from './redact-secrets';
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
  /** The language of the connection's `lastError` (the host's); English without one. */
  intl?: () => IntlShape;
}

export interface ConnectionHandlers {
  push(message: IpcPush): void;
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
  /** After sleep or a proxy change: check the server answers, then poll (the loop's reachability step). */
  checkServer(): void;
  networkChanged(online: boolean): void;
  state(): ConnectionState;
  /** Known once a register has succeeded. */
  featureLevel(): number | undefined;
  /** The server's version and feature level, once a register has succeeded (restart events update it). */
  serverInfo(): ServerInfo | undefined;
  /** `text` with this account's key taken out, wherever it occurs (for error texts in a report). */
  withoutKey(text: string): string;
  /** max_file_upload_size_mib from the latest register; undefined before one. */
  uploadLimitMib(): number | undefined;
  /** server_emoji_data_url from the latest register; undefined before one or when the server has none. */
  serverEmojiDataUrl(): string | undefined;
  /** The live event queue's id, if any: sends carry it so their echo names the local_id. */
  queueId(): string | undefined;
  /** Removes every secret from server data bound for the renderer, in place (redact-secrets.ts). */
  redact(value: unknown): void;
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
  const uploadLimit = createUploadLimit();
  let emojiDataUrl: string | undefined;
  const transport = observeFailures(
    createApiTransport({
      client,
      registerOp: loopRegister,
      registerParams: () => REGISTER_PARAMS,
      getEventsOp: getEvents,
      registerTimeoutMs: REGISTER_TIMEOUT_MS,
    }),
    (message) => {
      authFailure = message;
    },
  );
  const loop: EventLoop<Snapshot> = createEventLoop<Snapshot>({
    transport,
    logger: deps.log,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.random ? { random: deps.random } : {}),
    ...(deps.intl ? { intl: deps.intl } : {}),
    onSnapshot(snapshot, generation) {
      uploadLimit.fromSnapshot(snapshot);
      const { server_emoji_data_url: url } = snapshot;
      emojiDataUrl = typeof url === 'string' ? url : undefined;
      redactSecrets(snapshot, apiKey);
      handlers.push({ type: 'snapshot', accountId, generation, snapshot });
    },
    onEvents(raw, generation) {
      uploadLimit.fromEvents(raw);
      redactSecrets(raw, apiKey);
      handlers.push({ type: 'events', accountId, generation, events: parseEventBatch(raw) });
    },
    onState(state) {
      handlers.push({ type: 'connection', accountId, state });
      handlers.onState(state);
      if (state.status === 'auth-failed') {
        handlers.onAuthFailed(authFailure ?? state.lastError ?? 'HTTP 401');
      }
    },
  });

  return {
    account,
    client,
    authorization: basicAuthHeader(account.email, apiKey),
    start: () => loop.start(),
    wake: () => loop.wake(),
    checkServer: () => loop.checkServer(),
    networkChanged: (online) => loop.networkChanged(online),
    state: () => loop.state(),
    featureLevel: () => (loop.generation > 0 ? loop.serverInfo().featureLevel : undefined),
    serverInfo: () => (loop.generation > 0 ? loop.serverInfo() : undefined),
    withoutKey: (text) => (apiKey === '' ? text : text.replaceAll(apiKey, '[removed]')),
    queueId: () => loop.currentQueue()?.queueId,
    uploadLimitMib: () => uploadLimit.mib(),
    serverEmojiDataUrl: () => emojiDataUrl,
    redact: (value) => redactSecrets(value, apiKey),
    async stop() {
      const queue = loop.currentQueue();
      loop.stop();
      if (queue) await deleteQueueQuietly(client, queue.queueId);
    },
  };
}

/** The loop only reports "auth-failed"; the person should read what the server said. */
function observeFailures<S extends RegisterResult>(
  inner: EventTransport<S>,
  authFailed: (message: string) => void,
): EventTransport<S> {
  const note = (err: unknown): never => {
    if (err instanceof ApiError && err.detail.kind === 'http' && err.status === 401) {
      authFailed(err.detail.msg);
    }
    throw err;
  };
  return {
    register: (signal) => inner.register(signal).catch(note),
    getEvents: (request, timeoutMs, signal) => inner.getEvents(request, timeoutMs, signal).catch(note),
    ...(inner.checkReachable ? { checkReachable: inner.checkReachable.bind(inner) } : {}),
  };
}
