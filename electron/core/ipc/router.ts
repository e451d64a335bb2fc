// The one entry point for renderer calls, whatever carries them (Electron IPC or the browser-mode
// WebSocket). In order: the sender must be trusted, the name must be a known call, the parameters
// must be plain data within IPC_LIMITS and match the call's schema (unknown keys are dropped), and an
// `api` call must name an operation of the renderer's allow-list; only then does the session run it.
// It never throws: every failure becomes an IpcResult the renderer can show, in the window's language
// (`intl`). Logs say which call and what kind of failure, never a value the renderer sent (passwords,
// keys, message text). Refusals of malformed calls are for developers and stay English.
import type { IntlShape } from '@formatjs/intl';
import type { z } from 'zod';
import {
  ipcCalls,
  type IpcCallName,
  type IpcError,
  type IpcResult,
  type IpcResults,
  type UploadResult,
} from '../../../shared/ipc';
import { describeZodError, levelled, toIpcError } from '../session';
import type { CoreLog, Session } from '../session';
import { notOnThisHost, type DesktopHost } from '../desktop/desktop-host';
import type { DownloadHost } from '../hosting/save-download';
import { IpcFailure } from '../session/ipc-failure';
import { refuseOperation } from './operation-gate';
import { checkParamBounds } from './param-bounds';

export type IpcSession = Pick<
  Session,
  | 'state'
  | 'probe'
  | 'signInWithPassword'
  | 'signInWithApiKey'
  | 'signInWithZuliprc'
  | 'signInDemo'
  | 'startBrowserSignIn'
  | 'finishBrowserSignIn'
  | 'switchAccount'
  | 'reorderAccounts'
  | 'signOut'
  | 'retryNow'
  | 'callApi'
  | 'saveComposeDraft'
  | 'loadComposeDrafts'
  | 'serverEmojiData'
  | 'setBadgeCount'
  | 'upload'
  | 'cancelUpload'
  | 'outboxSend'
  | 'outboxRetry'
  | 'outboxDiscard'
  | 'outboxMarkRead'
  | 'offlineUsage'
  | 'clearOfflineData'
>;

export interface IpcRouterOptions {
  session: IpcSession;
  /** The host's check of who is calling (the app's own frame, or the WebSocket with the launch token). */
  isTrustedSender: (sender: unknown) => boolean;
  log: CoreLog;
  /** Electron saves files itself; browser mode has none (the browser downloads from GET /download). */
  downloads?: DownloadHost;
  /** This computer's preferences, notifications, diagnostics and updates (core/desktop). */
  desktop?: DesktopHost;
  /** The host's language now (core/i18n/main-intl.ts): failures are said in it. */
  intl: () => IntlShape;
}

/** The host's own parts a handler may need besides the session. */
type HostParts = Pick<IpcRouterOptions, 'downloads' | 'desktop'>;

export interface IpcRouter {
  handle(sender: unknown, name: unknown, params: unknown): Promise<IpcResult<unknown>>;
  /** ThreadlineBridge.upload from Electron's IPC: the same sender check, then runUpload. */
  upload(sender: unknown, request: unknown): Promise<IpcResult<UploadResult>>;
}

/**
 * An upload for a caller the host has already trusted (Electron: the router's sender check; browser
 * mode: the /upload route's secret). The session checks the request; failures come back as results.
 */
export async function runUpload(
  session: Pick<IpcSession, 'upload'>,
  request: unknown,
  intl: () => IntlShape,
): Promise<IpcResult<UploadResult>> {
  try {
    return { ok: true, value: await session.upload(request) };
  } catch (err) {
    return failure(toIpcError(err, intl()));
  }
}

type Handlers = {
  [N in IpcCallName]: (
    session: IpcSession,
    params: z.output<(typeof ipcCalls)[N]>,
    host: HostParts,
  ) => IpcResults[N] | Promise<IpcResults[N]>;
};

const handlers: Handlers = {
  'app.state': (session) => session.state(),
  'app.setLocale': async (_session, { locale }, { desktop }) => {
    await needDesktop(desktop).setLocale(locale);
    return null;
  },
  'server.probe': (session, { url }) => session.probe(url),
  'signIn.password': (session, { url, email, password }) => session.signInWithPassword(url, email, password),
  'signIn.apiKey': (session, { url, email, apiKey }) => session.signInWithApiKey(url, email, apiKey),
  'signIn.zuliprc': (session, { text }) => session.signInWithZuliprc(text),
  'signIn.demo': (session) => session.signInDemo(),
  'signIn.browserStart': (session, { url, method }) => session.startBrowserSignIn(url, method),
  'signIn.browserFinish': (session, { link }) => session.finishBrowserSignIn(link),
  'account.switch': (session, { accountId }) => session.switchAccount(accountId),
  'account.signOut': (session, { accountId }) => session.signOut(accountId),
  'account.reorder': (session, { accountIds }) => session.reorderAccounts(accountIds),
  'connection.retryNow': (session, { accountId }) => {
    session.retryNow(accountId);
    return null;
  },
  // The session checks the operation again and parses `params` with its schema.
  api: (session, { accountId, op, params }) => session.callApi(accountId, op, params),
  'compose.saveDraft': async (session, { accountId, key, text }) => {
    await session.saveComposeDraft(accountId, key, text);
    return null;
  },
  'compose.loadDrafts': (session, { accountId }) => session.loadComposeDrafts(accountId),
  'emoji.serverData': (session, { accountId }) => session.serverEmojiData(accountId),
  'app.setBadge': (session, { count }) => {
    session.setBadgeCount(count);
    return null;
  },
  'file.download': (_session, { accountId, url }, { downloads }) =>
    needDownloads(downloads).save(url, accountId),
  'file.showInFolder': (_session, { path }, { downloads }) => {
    needDownloads(downloads).show(path);
    return null;
  },
  'upload.cancel': (session, { id }) => {
    session.cancelUpload(id);
    return null;
  },
  'desktop.preferences': (_session, _params, { desktop }) => needDesktop(desktop).preferences(),
  'desktop.setPreferences': (_session, change, { desktop }) => needDesktop(desktop).setPreferences(change),
  'desktop.capabilities': (_session, _params, { desktop }) => needDesktop(desktop).capabilities(),
  'desktop.doNotDisturb': (_session, { choice }, { desktop }) => needDesktop(desktop).doNotDisturb(choice),
  'notification.show': (_session, request, { desktop }) => {
    needDesktop(desktop).showNotification(request);
    return null;
  },
  'diagnostics.report': (_session, _params, { desktop }) => needDesktop(desktop).diagnostics(),
  'connection.networkChanged': (_session, { online }, { desktop }) => {
    needDesktop(desktop).networkChanged(online);
    return null;
  },
  'server.trustCertificate': async (_session, { url, fingerprint }, { desktop }) => {
    await needDesktop(desktop).trustCertificate(url, fingerprint);
    return null;
  },
  'network.status': (_session, _params, { desktop }) => needDesktop(desktop).networkStatus(),
  'server.forgetCertificate': (_session, { host, port, fingerprint }, { desktop }) =>
    needDesktop(desktop).forgetCertificate(host, port, fingerprint),
  'update.check': (_session, _params, { desktop }) => needDesktop(desktop).checkForUpdates(),
  'update.install': (_session, _params, { desktop }) => {
    needDesktop(desktop).installUpdate();
    return null;
  },
  'outbox.send': async (session, { accountId, localId, target, content }) => {
    await session.outboxSend(accountId, localId, target, content);
    return null;
  },
  'outbox.retry': async (session, { accountId, localId }) => {
    await session.outboxRetry(accountId, localId);
    return null;
  },
  'outbox.discard': (session, { accountId, localId }) => session.outboxDiscard(accountId, localId),
  'outbox.markRead': async (session, { accountId, messageIds }) => {
    await session.outboxMarkRead(accountId, messageIds);
    return null;
  },
  'offline.usage': (session) => session.offlineUsage(),
  'offline.clear': (session) => session.clearOfflineData(),
};

function needDesktop(desktop: DesktopHost | undefined): DesktopHost {
  return desktop ?? notOnThisHost('This part of the desktop app');
}

function needDownloads(downloads: DownloadHost | undefined): DownloadHost {
  if (downloads === undefined)
    throw new IpcFailure({ kind: 'invalid-request', message: 'This host downloads through the browser' });
  return downloads;
}

type ApiCall = z.output<(typeof ipcCalls)['api']>;

const failure = (error: IpcError): IpcResult<never> => ({ ok: false, error });

export function isIpcCallName(name: unknown): name is IpcCallName {
  return typeof name === 'string' && Object.hasOwn(ipcCalls, name);
}

export function createIpcRouter(options: IpcRouterOptions): IpcRouter {
  const { session } = options;
  const log = levelled(options.log);

  async function dispatch(name: IpcCallName, params: unknown): Promise<IpcResult<unknown>> {
    const tooBig = checkParamBounds(params);
    if (tooBig) {
      log.warn('ipc: parameters out of bounds', { call: name, problem: tooBig.kind });
      return failure({ kind: 'invalid-request', message: tooBig.message });
    }
    const schema: z.ZodType = ipcCalls[name];
    const parsed = schema.safeParse(params ?? {});
    if (!parsed.success) {
      log.warn('ipc: invalid parameters', { call: name, problem: 'schema' });
      return failure({ kind: 'invalid-request', message: describeZodError(parsed.error) });
    }
    const refused = name === 'api' ? refuseOperation((parsed.data as ApiCall).op) : undefined;
    if (refused) {
      log.warn('ipc: operation refused', { call: name, operation: refused.operation });
      return failure(refused.error);
    }
    try {
      // The schema of `name` produced parsed.data, so it is that handler's input.
      const handler = handlers[name] as (session: IpcSession, params: unknown, host: HostParts) => unknown;
      return { ok: true, value: await handler(session, parsed.data, options) };
    } catch (err) {
      const error = toIpcError(err, options.intl());
      if (error.kind === 'internal') {
        log.error('ipc: call failed unexpectedly', {
          call: name,
          error: err instanceof Error ? err.name : typeof err,
        });
      }
      return failure(error);
    }
  }

  return {
    async upload(sender, request) {
      try {
        if (!options.isTrustedSender(sender)) {
          log.warn('ipc: refused an upload from an untrusted sender');
          return failure({ kind: 'invalid-request', message: 'Untrusted sender' });
        }
      } catch {
        return failure({ kind: 'internal', message: 'The call could not be handled' });
      }
      return runUpload(session, request, options.intl);
    },
    async handle(sender, name, params) {
      try {
        if (!options.isTrustedSender(sender)) {
          log.warn('ipc: refused a call from an untrusted sender', { call: knownName(name) });
          return failure({ kind: 'invalid-request', message: 'Untrusted sender' });
        }
        if (!isIpcCallName(name)) {
          log.warn('ipc: unknown call');
          return failure({ kind: 'invalid-request', message: 'Unknown call' });
        }
        return await dispatch(name, params);
      } catch {
        // A throwing isTrustedSender, or a hostile value (a proxy or getter) that threw while checked.
        log.error('ipc: call could not be checked', { call: knownName(name) });
        return failure({ kind: 'internal', message: 'The call could not be handled' });
      }
    },
  };
}

/** The call's name for a log line, only when it is one of ours (anything else may be a renderer value). */
function knownName(name: unknown): string {
  return isIpcCallName(name) ? name : 'unknown';
}
