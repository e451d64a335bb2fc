// The one entry point for renderer calls, whatever carries them (Electron IPC or the browser-mode
// WebSocket). In order: the sender must be trusted, the name must be a known call, the parameters
// must match its schema; only then does the session run it. It never throws: every failure becomes
// an IpcResult the renderer can show. Logs name the call, never its parameters (passwords, keys).
import type { z } from 'zod';
import {
  ipcCalls,
  type IpcCallName,
  type IpcError,
  type IpcResult,
  type IpcResults,
} from '../../../shared/ipc';
import { describeZodError, levelled, rendererOperation, toIpcError } from '../session';
import type { CoreLog, Session } from '../session';

export type IpcSession = Pick<
  Session,
  | 'state'
  | 'probe'
  | 'signInWithPassword'
  | 'signInWithApiKey'
  | 'signInWithZuliprc'
  | 'signInDemo'
  | 'switchAccount'
  | 'signOut'
  | 'retryNow'
  | 'callApi'
  | 'saveComposeDraft'
  | 'loadComposeDrafts'
  | 'setBadgeCount'
>;

export interface IpcRouterOptions {
  session: IpcSession;
  /** The host's check of who is calling (the app's own frame, or the WebSocket with the launch token). */
  isTrustedSender: (sender: unknown) => boolean;
  log: CoreLog;
}

export interface IpcRouter {
  handle(sender: unknown, name: unknown, params: unknown): Promise<IpcResult<unknown>>;
}

type Handlers = {
  [N in IpcCallName]: (
    session: IpcSession,
    params: z.output<(typeof ipcCalls)[N]>,
  ) => IpcResults[N] | Promise<IpcResults[N]>;
};

const handlers: Handlers = {
  'app.state': (session) => session.state(),
  'server.probe': (session, { url }) => session.probe(url),
  'signIn.password': (session, { url, email, password }) => session.signInWithPassword(url, email, password),
  'signIn.apiKey': (session, { url, email, apiKey }) => session.signInWithApiKey(url, email, apiKey),
  'signIn.zuliprc': (session, { text }) => session.signInWithZuliprc(text),
  'signIn.demo': (session) => session.signInDemo(),
  'account.switch': (session, { accountId }) => session.switchAccount(accountId),
  'account.signOut': (session, { accountId }) => session.signOut(accountId),
  'connection.retryNow': (session) => {
    session.retryNow();
    return null;
  },
  api: (session, { op, params }) => {
    // Checked here as well as in the session, so no host wiring can open main-only operations.
    rendererOperation(op);
    return session.callApi(op, params);
  },
  'compose.saveDraft': async (session, { key, text }) => {
    await session.saveComposeDraft(key, text);
    return null;
  },
  'compose.loadDrafts': (session) => session.loadComposeDrafts(),
  'app.setBadge': (session, { count }) => {
    session.setBadgeCount(count);
    return null;
  },
};

const failure = (error: IpcError): IpcResult<never> => ({ ok: false, error });

export function isIpcCallName(name: unknown): name is IpcCallName {
  return typeof name === 'string' && Object.hasOwn(ipcCalls, name);
}

export function createIpcRouter(options: IpcRouterOptions): IpcRouter {
  const { session } = options;
  const log = levelled(options.log);

  async function dispatch(name: IpcCallName, params: unknown): Promise<IpcResult<unknown>> {
    const schema: z.ZodType = ipcCalls[name];
    const parsed = schema.safeParse(params ?? {});
    if (!parsed.success) {
      const message = describeZodError(parsed.error);
      log.warn('ipc: invalid parameters', { call: name, problem: message });
      return failure({ kind: 'invalid-request', message });
    }
    try {
      // The schema of `name` produced parsed.data, so it is that handler's input.
      const handler = handlers[name] as (session: IpcSession, params: unknown) => unknown;
      return { ok: true, value: await handler(session, parsed.data) };
    } catch (err) {
      const error = toIpcError(err);
      if (error.kind === 'internal')
        log.error('ipc: call failed unexpectedly', { call: name, error: error.message });
      return failure(error);
    }
  }

  return {
    async handle(sender, name, params) {
      try {
        if (!options.isTrustedSender(sender)) {
          log.warn('ipc: refused a call from an untrusted sender', { call: describeName(name) });
          return failure({ kind: 'invalid-request', message: 'Untrusted sender' });
        }
        if (!isIpcCallName(name)) {
          log.warn('ipc: unknown call', { call: describeName(name) });
          return failure({ kind: 'invalid-request', message: 'Unknown call' });
        }
        return await dispatch(name, params);
      } catch (err) {
        // Only a throwing isTrustedSender gets here; the renderer still gets an answer.
        return failure({ kind: 'internal', message: toIpcError(err).message });
      }
    },
  };
}

function describeName(name: unknown): string {
  return typeof name === 'string' ? name.slice(0, 100) : typeof name;
}
