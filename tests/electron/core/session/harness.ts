// A reference server, a fresh profile directory and a session against them, plus a recorder of the
// session's pushes that tests can wait on.
import { plainIntl } from '../../../support/intl';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession, type Session, type SessionOptions } from '../../../../electron/core/session';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import type { IpcPush } from '../../../../shared/ipc';
import { startServer, type RunningServer } from '../../../../server/app';
import type { SeedAccount } from '../../../../server/seed/seed-types';
import { recordingLog } from './recording-log';

export interface Harness {
  server: RunningServer;
  profileDir: string;
  session: Session;
  pushes: IpcPush[];
  log: ReturnType<typeof recordingLog>;
  /** The seed's ordinary member ("me" in e2e tests). */
  me: SeedAccount;
  /** Resolves with the first push (from now on, or already recorded at index >= `from`) that matches. */
  waitForPush<T extends IpcPush>(match: (push: IpcPush) => push is T, from?: number): Promise<T>;
  waitForPush(match: (push: IpcPush) => boolean, from?: number): Promise<IpcPush>;
  newSession(extra?: Partial<SessionOptions>): Session;
  close(): Promise<void>;
}

/** How the harness says keys are kept (a message of the tests' own, not in the catalogue). */
export const KEYS_IN_PROFILE = {
  message: { id: 'test.keys_in_profile', defaultMessage: 'file in the profile, mode 0600' },
};

export async function startHarness(extra: Partial<SessionOptions> = {}): Promise<Harness> {
  const server = await startServer({ seed: 'demo', control: true, port: 0, log: () => {} });
  const root = await mkdtemp(join(tmpdir(), 'threadline-session-'));
  const profileDir = join(root, 'profile');
  const log = recordingLog();
  const sessions: Session[] = [];
  const pushes: IpcPush[] = [];
  const waiters = new Set<() => void>();

  function newSession(more: Partial<SessionOptions> = {}): Session {
    const session = createSession({
      profileDir,
      cipher: createFileKeyCipher(profileDir),
      keyStorage: { description: KEYS_IN_PROFILE },
      intl: plainIntl,
      log,
      ...extra,
      ...more,
    });
    session.onPush((push) => {
      pushes.push(push);
      for (const wake of [...waiters]) wake();
    });
    sessions.push(session);
    return session;
  }

  function waitForPush(match: (push: IpcPush) => boolean, from = pushes.length): Promise<IpcPush> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = pushes.slice(from).find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching push; got: ${pushes.map((p) => p.type).join(', ')}`));
      }, 10_000);
      waiters.add(check);
      check();
    });
  }

  const me = server.accounts[3] as SeedAccount;
  return {
    server,
    profileDir,
    session: newSession(),
    pushes,
    log,
    me,
    waitForPush: waitForPush as Harness['waitForPush'],
    newSession,
    async close() {
      for (const session of sessions) await session.stop();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The control API: act as any user (another device, a colleague). */
export async function act(
  server: RunningServer,
  userId: number,
  method: string,
  path: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const res = await fetch(`${server.url}/__control/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, method, path, params }),
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`control act failed: ${JSON.stringify(body)}`);
  return body;
}
