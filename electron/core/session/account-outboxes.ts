// Every signed-in account's outbox at work (electron/core/offline's runner, store and transport):
// started with the account, woken when its connection is back, told of its events (a message event
// naming a local id proves that send arrived), and shown to the renderer as `outbox` pushes.
//
// The runner reaches the server through whatever connection the account has at that moment (a sign-in
// again replaces it); with none, a send waits. A forced sign-out (the server refused the key) does not
// lose unsent words: `stop(…, keep)` sets the outbox aside under the server and user, and the same
// person signing in to the same server again (a new account id) finds it joined to theirs.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import { randomUUID } from 'node:crypto';
import type { IpcPush } from '../../../shared/ipc';
import type { OutboxTarget } from '../../../shared/outbox';
import type { AnyOperation, ParamsOf, ResponseOf } from '../../../shared/api/operation';
import type { CallOptions } from '../api/client';
import type { Clock, Random } from '../loop/types';
import {
  createOutboxRunner,
  createOutboxStore,
  createOutboxTransport,
  type OfflineStore,
  type OutboxPersistence,
  type OutboxRunner,
  type OutboxState,
} from '../offline';
import { isEmptyOutbox, joinOutboxes, outboxView } from '../offline/outbox-view';
import type { Account } from '../vault';
import type { AccountConnection } from './account-connection';
import { userFailure } from './ipc-failure';

const messages = defineMessages({
  notConnected: { id: 'main.session.account_not_connected', defaultMessage: 'That account is not connected' },
  notSignedIn: { id: 'main.session.account_not_signed_in', defaultMessage: 'That account is not signed in' },
});
import type { LevelledLog } from './log';
import { phrase } from '../../../shared/i18n/phrase';

export interface AccountOutboxesOptions {
  store: OfflineStore;
  push(message: IpcPush): void;
  log: LevelledLog;
  clock: Clock;
  random?: Random;
  connection(accountId: string): AccountConnection | undefined;
  /** The window's language now: the outbox's own words for an entry are said in it. */
  intl: () => IntlShape;
}

interface Running {
  account: Account;
  runner: OutboxRunner;
  /** The newest message id the account has seen (a copy of a lost send has a larger one). */
  newest: number | undefined;
  lastSave: Promise<unknown>;
}

export interface AccountOutboxes {
  /** Loads the account's outbox (joining one kept aside for the same person) and starts working it. */
  start(account: Account): Promise<void>;
  /** Stops working it; `keep`: set it aside for the same person's next sign-in to this server. */
  stop(accountId: string, keep?: boolean): Promise<void>;
  /** An account that never ran here (its saved key was unusable): its outbox on disk is set aside. */
  setAside(account: Account): Promise<void>;
  stopAll(): Promise<void>;
  /** The server may be back: try now (every account without an id). */
  wake(accountId?: string): void;
  /** A push of an account's connection: newest ids, and echoes of sent messages. */
  observe(message: IpcPush): void;
  /** The runner of a signed-in account, or a not-signed-in failure the renderer can show. */
  require(accountId: string): OutboxRunner;
  send(accountId: string, localId: string, target: OutboxTarget, content: string): Promise<void>;
}

/** The key an outbox is kept aside under: the same person on the same server signs in with a new id. */
export const keptOutboxKey = (account: Pick<Account, 'realmUrl' | 'userId'>) =>
  `kept-outbox:${account.realmUrl}#${account.userId}`;

export function createAccountOutboxes(options: AccountOutboxesOptions): AccountOutboxes {
  const { store, log } = options;
  const files = store.outboxFiles;
  const running = new Map<string, Running>();

  /** The account's outbox file, with one kept aside at a forced sign-out joined in at load. */
  function persistence(account: Account, entry: Pick<Running, 'lastSave'>): OutboxPersistence {
    const own = createOutboxStore({ accountId: account.id, files, log });
    const keptKey = keptOutboxKey(account);
    const kept = createOutboxStore({ accountId: keptKey, files, log });
    return {
      async load() {
        const mine = await own.load();
        const aside = await kept.load();
        if (isEmptyOutbox(aside)) return mine;
        const joined = joinOutboxes(mine, aside);
        // Only once the joined outbox is on disk does the copy set aside go.
        if (await own.save(joined)) await files.removeAccount(keptKey);
        log.info('outbox: unsent messages from before a forced sign-out resume', { accountId: account.id });
        return joined;
      },
      save(state) {
        const saved = own.save(state);
        entry.lastSave = saved;
        return saved;
      },
    };
  }

  function clientOf(accountId: string) {
    return {
      call<O extends AnyOperation>(op: O, params: ParamsOf<O>, callOptions?: CallOptions) {
        const connection = options.connection(accountId);
        if (!connection) throw userFailure('not-signed-in', phrase(messages.notConnected));
        return connection.client.call(op, params, callOptions) as Promise<ResponseOf<O>>;
      },
    };
  }

  function require(accountId: string): OutboxRunner {
    const entry = running.get(accountId);
    if (!entry) throw userFailure('not-signed-in', phrase(messages.notSignedIn));
    return entry.runner;
  }

  /** Joins `state` to whatever was already set aside for the same person on the same server. */
  async function setAside(account: Account, state: OutboxState): Promise<void> {
    if (state.entries.length === 0) return;
    const kept = createOutboxStore({ accountId: keptOutboxKey(account), files, log });
    await kept.save(joinOutboxes(state, await kept.load()));
    log.info('outbox: unsent messages kept for the next sign-in', { accountId: account.id });
  }

  async function stop(accountId: string, keep = false): Promise<void> {
    const entry = running.get(accountId);
    if (!entry) return;
    running.delete(accountId);
    entry.runner.stop();
    await entry.lastSave;
    if (keep) await setAside(entry.account, entry.runner.state());
  }

  return {
    async start(account) {
      if (running.has(account.id)) return;
      const accountId = account.id;
      const entry = { account, newest: undefined, lastSave: Promise.resolve() } as Running;
      entry.runner = createOutboxRunner({
        ownUserId: account.userId,
        transport: createOutboxTransport({
          client: clientOf(accountId),
          ownUserId: account.userId,
          featureLevel: () => options.connection(accountId)?.featureLevel(),
          queueId: () => options.connection(accountId)?.queueId(),
        }),
        persistence: persistence(account, entry),
        clock: options.clock,
        log,
        ...(options.random ? { random: options.random } : {}),
        newestKnownId: () => entry.newest,
        newLocalId: randomUUID,
        onChange: (state) => {
          if (running.get(accountId) === entry)
            options.push({ type: 'outbox', accountId, outbox: outboxView(state, options.intl()) });
        },
      });
      running.set(accountId, entry);
      await entry.runner.start();
    },
    stop,
    async setAside(account) {
      if (running.has(account.id)) return stop(account.id, true);
      await setAside(account, await createOutboxStore({ accountId: account.id, files, log }).load());
    },
    async stopAll() {
      await Promise.all([...running.keys()].map((id) => stop(id)));
    },
    wake(accountId) {
      for (const [id, entry] of running) if (accountId === undefined || id === accountId) entry.runner.wake();
    },
    observe(message) {
      if (message.type !== 'snapshot' && message.type !== 'events') return;
      // The cached snapshot's ids count too: a copy of a send would be newer than anything seen.
      const entry = running.get(message.accountId);
      if (!entry) return;
      if (message.type === 'snapshot') {
        const max = message.snapshot.max_message_id;
        if (typeof max === 'number') entry.newest = Math.max(entry.newest ?? 0, max);
        return;
      }
      for (const event of message.events) {
        if (event.kind === 'message') entry.newest = Math.max(entry.newest ?? 0, event.message.id);
      }
      entry.runner.noteEvents(message.events);
    },
    require,
    async send(accountId, localId, target, content) {
      await require(accountId).send(target, content, localId);
    },
  };
}
