// The app's data path end to end, without a browser: the reference server, a real session (main's
// core) signed in as the seed's member, and a renderer store fed through connectBridge exactly as
// the app feeds it. Plus the control API, and a wait for "everything delivered and applied".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession, type Session } from '../../../electron/core/session';
import { createFileKeyCipher, describeKeyFile } from '../../../electron/core/vault';
import { connectBridge } from '../../../renderer/src/state/connect-bridge';
import type { QueryClient } from '@tanstack/react-query';
import { createAccountStores } from '../../../renderer/src/state/account-stores';
import { activeConnection } from '../../../renderer/src/state/session';
import { createShellStore, type ShellStoreApi } from '../../../renderer/src/state/shell-store';
import type { AppStoreApi } from '../../../renderer/src/state/store';
import { startServer, type RunningServer } from '../../../server/app';
import type { SeedAccount } from '../../../server/seed/seed-types';
import type { ThreadlineBridge } from '../../../shared/ipc';
import { englishIntl } from '../../../shared/i18n/phrase';

export interface LiveClient {
  server: RunningServer;
  session: Session;
  /** The signed-in account's store, fed as the app feeds it. */
  store: AppStoreApi;
  shell: ShellStoreApi;
  me: SeedAccount;
  /** POSTs to the control API; resolves with the HTTP status and the body. */
  control(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Acts as another user (or as "me" on another device); failures come back, they do not throw. */
  act(userId: number, method: string, path: string, params?: Record<string, unknown>): Promise<boolean>;
  truth(): Promise<Record<string, unknown>>;
  /** Resolves once the store is connected and the server has nothing left to deliver to it. */
  waitUntilIdle(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The one seam the renderer has to main, backed by the session instead of IPC. */
function sessionBridge(session: Session): ThreadlineBridge {
  return {
    host: 'browser',
    on: (listener) => session.onPush(listener),
    invoke: (name) =>
      Promise.resolve(
        (name === 'app.state'
          ? { ok: true, value: session.state() }
          : { ok: false, error: { kind: 'internal', message: `${name} is not used here` } }) as never,
      ),
    upload: () =>
      Promise.resolve({ ok: false, error: { kind: 'internal', message: 'uploads are not used here' } }),
  };
}

export async function startLiveClient(): Promise<LiveClient> {
  const server = await startServer({
    seed: 'demo',
    control: true,
    port: 0,
    heartbeatSeconds: 2,
    log: () => {},
  });
  // Weekly traffic and topic timestamps read the clock; a fixed one keeps every run alike.
  const fixedNow = server.realm.now();
  server.realm.now = () => fixedNow;
  const root = await mkdtemp(join(tmpdir(), 'threadline-convergence-'));
  const profileDir = join(root, 'profile');
  const session = createSession({
    profileDir,
    cipher: createFileKeyCipher(profileDir),
    keyStorage: describeKeyFile('vault.json'),
    intl: englishIntl,
    log: () => {},
  });
  const shell = createShellStore();
  const accounts = createAccountStores({ newQueryClient: () => ({ clear() {} }) as unknown as QueryClient });
  const disconnect = connectBridge(sessionBridge(session), { shell, accounts });
  const me = server.accounts[3] as SeedAccount;
  const account = await session.signInWithPassword(server.url, me.email, me.password);
  const store = accounts.ensure(account.id).store;

  async function control(path: string, body: unknown = {}) {
    const res = await fetch(`${server.url}/__control${path}`, {
      method: path.startsWith('/truth') ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(path.startsWith('/truth') ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  function isIdle(): boolean {
    const s = store.getState();
    if (activeConnection(shell.getState().session).status !== 'connected' || s.sync.generation === null)
      return false;
    const queues = server.queues.queuesOf(me.user_id);
    // A poll is parked on every queue with nothing pending: all events were taken, and main asks
    // for the next ones only after pushing the last batch, which the store applies synchronously.
    return queues.length > 0 && queues.every((queue) => queue.waiter !== undefined && queue.size === 0);
  }

  return {
    server,
    session,
    store,
    shell,
    me,
    control,
    async act(userId, method, path, params = {}) {
      const { status } = await control('/act', { user_id: userId, method, path, params });
      return status === 200;
    },
    async truth() {
      const { status, body } = await control(`/truth?user_id=${me.user_id}`);
      if (status !== 200) throw new Error(`truth failed: ${JSON.stringify(body)}`);
      return body;
    },
    async waitUntilIdle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let calm = 0;
      // Idle twice in a row, a little apart, so a batch in flight between the checks is not missed.
      while (calm < 2) {
        if (Date.now() > deadline) throw new Error('the client did not settle in time');
        calm = isIdle() ? calm + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      disconnect();
      await session.stop();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
