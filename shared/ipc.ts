// The IPC contract between the renderer and main (Electron's contextBridge, or the WebSocket of
// browser mode). Written once: the preload, the web host, the router and the renderer's bridge all
// take their types from here.
//
// Renderer → main: `invoke(name, params)` with one of the calls below; main parses `params` with the
// schema and answers `IpcResult`. API keys, passwords and Authorization headers never travel
// main → renderer; the only credentials that travel the other way are what the user types to sign in.
// Main → renderer: `IpcPush` messages on one channel.
import { z } from 'zod';
import type { Operations, ParamsOf, RendererOperationName } from './api';
import {
  desktopPreferences,
  doNotDisturbChoice,
  type DesktopCapabilities,
  notificationRequest,
  type AppCommand,
  type DesktopPreferences,
  type DiagnosticsReport,
  type NetworkStatus,
  type OpenTarget,
  type ServerCertificate,
  type UpdateStatus,
} from './desktop';
import type { ServerEvent } from './events';
import { CATALOGUE_LOCALES, PSEUDO_LOCALES } from './i18n/locales';
import type { BrowserSignInStart, ServerProbe } from './ipc-sign-in';
import type { SavedDownload, UploadRequest, UploadResult } from './ipc-uploads';
import { outboxLocalId, outboxTarget, type OfflineUsage, type OutboxView } from './outbox';

export type * from './ipc-sign-in';
export * from './ipc-uploads';
export * from './ipc-browser-mode';

export const accountSummary = z.object({
  id: z.string(),
  realmUrl: z.string(),
  email: z.string(),
  userId: z.number(),
  realmName: z.string(),
  realmIconUrl: z.string().optional(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export interface ConnectionState {
  /**
   * `offline`: the computer says it has no network (no failures are counted); `checking`: a cheap
   * request checks the server answers before polling again (after sleep or a network change);
   * `unreachable`: that check failed, and another follows at nextRetryAt.
   */
  status:
    | 'idle'
    | 'registering'
    | 'connected'
    | 'reconnecting'
    | 'offline'
    | 'checking'
    | 'unreachable'
    | 'auth-failed'
    | 'stopped';
  /** Epoch milliseconds of the next attempt while reconnecting, unreachable or offline. */
  nextRetryAt?: number;
  lastError?: string;
  failures: number;
}

export interface AppState {
  /** Every signed-in account, in the order the person chose (the switcher's). */
  accounts: AccountSummary[];
  /** The account the window shows; every account's connection runs whichever it is. */
  activeAccountId: string | null;
  /** The active account's connection (idle when none). */
  connection: ConnectionState;
  /** Each signed-in account's connection, by account id. */
  connections: Record<string, ConnectionState>;
  /** Set when an account was signed out because the server refused its key (until the next sign-in). */
  signedOutReason?: string;
  /** How API keys are kept at rest, said plainly in the UI (e.g. "system keychain" or "file, mode 0600"). */
  keyStorage: string;
  /** Set when that protection is weak (e.g. Linux without a keyring); the UI shows it as a warning. */
  keyStorageWarning?: string;
  demoAvailable: boolean;
}

/**
 * Bounds on every call's parameters, checked by main before any schema sees them (see
 * electron/core/ipc/param-bounds.ts). Lengths count characters (code points).
 */
export const IPC_LIMITS = {
  /** Any string without a named limit below (names, topics, URLs, search terms). */
  string: 2_000,
  /** Items in one array: a fetch asks for at most 5,000 messages (MAX_MESSAGES_PER_FETCH). */
  arrayItems: 5_000,
  /** Keys in one object (updateSettings sends a few at a time). */
  objectKeys: 200,
  /** Levels of objects and arrays below one call's parameters (a narrow in an `api` call is four). */
  depth: 8,
  /**
   * All strings, keys and values of one call together, in characters: a full compose draft fits.
   * Browser mode's frames are also capped (MAX_BRIDGE_FRAME_BYTES); Electron's IPC has no cap of its own.
   */
  callSize: 1_000_000,
} as const;

/** Unsent compose text that main keeps locally per conversation (compose.saveDraft). */
export const COMPOSE_DRAFT_MAX = 200_000;
/**
 * Message, draft and saved-snippet content, in code points: a ceiling, not the server's limit. A
 * server's max_message_length (10,000 by default, configurable) comes in its register answer; compose
 * refuses longer text with that limit named, and the server refuses it too.
 */
export const MESSAGE_CONTENT_MAX = COMPOSE_DRAFT_MAX;

/** Strings allowed beyond IPC_LIMITS.string, by parameter name, at any depth of any call. */
export const IPC_STRING_LIMITS: Readonly<Record<string, number>> = {
  content: MESSAGE_CONTENT_MAX,
  text: COMPOSE_DRAFT_MAX,
  /** A mobile push token: servers take up to 4096 and answer a longer one with their own error. */
  token: 8_192,
};

/** Keys that could reach an object's prototype: main refuses any call that holds one. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Names one upload from the renderer's start of it to its end (progress pushes, cancel). */
export const uploadId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'An upload id is 1–64 letters, digits, _ or -');

/** A language the window can show: one of our catalogues or a pseudo-locale (shared/i18n/locales.ts). */
const UI_LOCALES = [...CATALOGUE_LOCALES, ...PSEUDO_LOCALES] as const;
export const uiLocale = z.enum(UI_LOCALES, {
  error: `Not a language of Threadline (${UI_LOCALES.join(', ')})`,
});

const serverUrl = z.string().trim().min(1, 'Enter the server URL').max(2000);
export const accountIdSchema = z.string().min(1).max(100);
const accountId = accountIdSchema;

/**
 * Every call the renderer may make. Calls that act as an account name it (`accountId`): the account
 * the calling view belongs to, never "whichever is active when main gets the call", so a call racing
 * a switch still goes to the account it was made for. `api` runs one allow-listed API operation as
 * that account: its parameters are parsed with that operation's schema in main (see RendererApiCall).
 */
export const ipcCalls = {
  'app.state': z.object({}),
  /** The language the window shows, for main's menus, notifications and messages (core/i18n). */
  'app.setLocale': z.object({ locale: uiLocale }),
  'server.probe': z.object({ url: serverUrl }),
  'signIn.password': z.object({
    url: serverUrl,
    email: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(1000),
  }),
  'signIn.apiKey': z.object({
    url: serverUrl,
    email: z.string().trim().min(1).max(254),
    apiKey: z.string().trim().min(1).max(200),
  }),
  'signIn.zuliprc': z.object({
    text: z
      .string()
      .min(1)
      .max(64 * 1024),
  }),
  'signIn.demo': z.object({}),
  /**
   * "Sign in with your browser": main opens (Electron) or answers (browser mode) the server's login
   * page for one of its external methods, named as the probe's `externalMethods` name it.
   */
  'signIn.browserStart': z.object({ url: serverUrl, method: z.string().min(1).max(200) }),
  /** Ends it with the `zulip://login?…` address the person pasted (browser mode has no URL handler). */
  'signIn.browserFinish': z.object({ link: z.string().trim().min(1, 'Paste the sign-in address').max(2000) }),
  /** Shows another account in the window; its connection is already running (no reconnect). */
  'account.switch': z.object({ accountId }),
  /** Deregisters its event queue, deletes its key, compose drafts and cached data. */
  'account.signOut': z.object({ accountId }),
  /** The switcher's order: every account's id once. */
  'account.reorder': z.object({ accountIds: z.array(accountId).min(1).max(100) }),
  /** Retries that account's connection now, or every account's without one. */
  'connection.retryNow': z.object({ accountId: accountId.optional() }),
  'app.setBadge': z.object({ count: z.number().int().min(0).max(1_000_000) }),
  api: z.object({
    accountId,
    op: z.string().max(100),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
  /** Unsent compose text for one conversation of an account; empty text forgets it. */
  'compose.saveDraft': z.object({
    accountId,
    key: z.string().min(1).max(300),
    text: z.string().max(COMPOSE_DRAFT_MAX),
  }),
  'compose.loadDrafts': z.object({ accountId }),
  /** An account's server emoji names (register's server_emoji_data_url), fetched by main. */
  'emoji.serverData': z.object({ accountId }),
  /** Electron: main fetches a file of the account's realm and saves it in Downloads (browser mode: GET /download). */
  'file.download': z.object({ accountId, url: z.string().min(1).max(2000) }),
  /** Electron: shows a file that file.download saved in the system's file manager. */
  'file.showInFolder': z.object({ path: z.string().min(1).max(2000) }),
  /** Stops an upload (ThreadlineBridge.upload) by its id; one not started yet will not start. */
  'upload.cancel': z.object({ id: uploadId }),
  /** This computer's preferences (shared/desktop.ts), kept by main in the profile. */
  'desktop.preferences': z.object({}),
  /** Changes some of them; the answer and a `desktop-preferences` push carry the result. */
  'desktop.setPreferences': desktopPreferences.partial(),
  /** Which host this is and which of this computer's settings it can apply. */
  'desktop.capabilities': z.object({}),
  /** Pauses notifications (or ends the pause); remembered across restarts. */
  'desktop.doNotDisturb': z.object({ choice: doNotDisturbChoice }),
  /** Electron: main shows a notification the renderer decided on (browser mode: the page does). */
  'notification.show': notificationRequest,
  /** Help → Diagnostics: versions, connections, proxy, do-not-disturb, updates; no secrets. */
  'diagnostics.report': z.object({}),
  /** The page saw the network go away or come back (`online`/`offline` events). */
  'connection.networkChanged': z.object({ online: z.boolean() }),
  /** Trust a server's certificate that the system does not, for that server only (sign-in screen). */
  'server.trustCertificate': z.object({
    url: serverUrl,
    fingerprint: z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'Not a SHA-256 fingerprint'),
  }),
  /** The proxy in use, the modes this host supports and the trusted certificates (This computer). */
  'network.status': z.object({}),
  /** Stops trusting a certificate trusted with server.trustCertificate. */
  'server.forgetCertificate': z.object({
    host: z.string().min(1).max(300),
    port: z.number().int().min(1).max(65_535),
    fingerprint: z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'Not a SHA-256 fingerprint'),
  }),
  'update.check': z.object({}),
  /** Restart to install a downloaded update, when the user said so. */
  'update.install': z.object({}),
  /**
   * Sends a message through the account's outbox in main: kept on disk at once, sent in order when
   * the server can be reached, never twice. `localId` (made by the renderer) names its echo.
   */
  'outbox.send': z.object({
    accountId,
    localId: outboxLocalId,
    target: outboxTarget,
    content: z.string().min(1).max(MESSAGE_CONTENT_MAX),
  }),
  /** Sends a refused message again as it is. */
  'outbox.retry': z.object({ accountId, localId: outboxLocalId }),
  /** Gives up on an unsent message; answers its text (null once it is on its way or gone). */
  'outbox.discard': z.object({ accountId, localId: outboxLocalId }),
  /** Marks messages read, through the outbox: queued while the server cannot be reached. */
  'outbox.markRead': z.object({
    accountId,
    messageIds: z.array(z.number().int().positive()).min(1).max(IPC_LIMITS.arrayItems),
  }),
  /** What the offline cache uses on disk, and its limit. */
  'offline.usage': z.object({}),
  /** Deletes every account's offline cache (never the outbox: unsent messages stay). */
  'offline.clear': z.object({}),
} as const;
export type IpcCallName = keyof typeof ipcCalls;
/** One operation of the renderer's allow-list with its parameters, as an account: nothing else can be named. */
export type RendererApiCall = {
  [K in RendererOperationName]: { accountId: string; op: K; params: ParamsOf<Operations[K]> };
}[RendererOperationName];
export type IpcParams<N extends IpcCallName> = N extends 'api'
  ? RendererApiCall
  : z.input<(typeof ipcCalls)[N]>;

/** What each call answers with (the `api` call answers with the operation's response). */
export interface IpcResults {
  'app.state': AppState;
  'app.setLocale': null;
  'server.probe': ServerProbe;
  'signIn.password': AccountSummary;
  'signIn.apiKey': AccountSummary;
  'signIn.zuliprc': AccountSummary;
  'signIn.demo': AccountSummary;
  'signIn.browserStart': BrowserSignInStart;
  'signIn.browserFinish': AccountSummary;
  'account.switch': AppState;
  'account.signOut': AppState;
  'account.reorder': AppState;
  'connection.retryNow': null;
  api: unknown;
  'app.setBadge': null;
  'compose.saveDraft': null;
  /** Conversation key → unsent text. */
  'compose.loadDrafts': Record<string, string>;
  /** Null when the server publishes no emoji data URL (before feature level 140). */
  'emoji.serverData': ServerEmojiData | null;
  'file.download': SavedDownload;
  'file.showInFolder': null;
  'upload.cancel': null;
  'desktop.preferences': DesktopPreferences;
  'desktop.setPreferences': DesktopPreferences;
  'desktop.capabilities': DesktopCapabilities;
  'desktop.doNotDisturb': DesktopPreferences;
  'notification.show': null;
  'diagnostics.report': DiagnosticsReport;
  'connection.networkChanged': null;
  'server.trustCertificate': null;
  'network.status': NetworkStatus;
  'server.forgetCertificate': NetworkStatus;
  'update.check': UpdateStatus;
  'update.install': null;
  'outbox.send': null;
  'outbox.retry': null;
  'outbox.discard': { content: string | null };
  'outbox.markRead': null;
  'offline.usage': OfflineUsage;
  'offline.clear': OfflineUsage;
}

/** The server's Unicode emoji names: emoji code → names, canonical first (its `code_to_names`). */
export interface ServerEmojiData {
  codeToNames: Record<string, string[]>;
}

/** A failure as the renderer sees it: enough to show a clear message and decide what to do. */
export interface IpcError {
  kind:
    | 'http'
    | 'network'
    | 'tls'
    | 'timeout'
    | 'malformed'
    | 'invalid-request'
    | 'not-signed-in'
    | 'internal'
    /** The user cancelled (an upload): nothing to report. */
    | 'cancelled';
  message: string;
  code?: string | null;
  status?: number;
  retryAfterSeconds?: number;
  /** The error body's extra scalar fields (e.g. MOVE_MESSAGES_TIME_LIMIT_EXCEEDED's counts). */
  data?: Record<string, string | number | boolean | null>;
  /** A `tls` failure on a certificate the system does not trust: what main saw, to show and maybe trust. */
  certificate?: ServerCertificate;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export type IpcPush =
  | { type: 'app-state'; state: AppState }
  | {
      type: 'snapshot';
      accountId: string;
      generation: number;
      snapshot: Record<string, unknown>;
      /**
       * Set on what the offline cache kept from an earlier run (generation 0), pushed at start until
       * the live register replaces it: when it was saved, and when its event log filled up, if it did.
       */
      cached?: { savedAt: number; cappedAt?: number };
    }
  | {
      type: 'events';
      accountId: string;
      generation: number;
      events: ServerEvent[];
      /** Sent again to a renderer that connected late (a reload): state to catch up on, not news to notify. */
      replayed?: true;
    }
  | { type: 'connection'; accountId: string; state: ConnectionState }
  /** How much of an upload has gone to the server; not replayed to a renderer that connects later. */
  | { type: 'upload-progress'; id: string; sent: number; total: number }
  | { type: 'desktop-preferences'; preferences: DesktopPreferences }
  /** From the menu, the tray or an accelerator of the shell. */
  | { type: 'command'; command: AppCommand }
  /** A notification click or a link from outside: open this account and view. */
  | { type: 'open'; target: OpenTarget }
  /** A link from outside that was not opened (another organization's, malformed…), said plainly. */
  | { type: 'link-refused'; message: string }
  /** A `zulip://login` callback handed over from outside ended a browser sign-in, or was refused. */
  | {
      type: 'browser-sign-in';
      outcome: { ok: true; account: AccountSummary } | { ok: false; message: string };
    }
  | { type: 'update-status'; status: UpdateStatus }
  /** One account's outbox changed (and, at start, as it was left). */
  | { type: 'outbox'; accountId: string; outbox: OutboxView }
  /**
   * The account is connected again after an outage in which main answered message views from the
   * offline cache (or could not): the renderer loads its message views again from the server.
   */
  | { type: 'messages-stale'; accountId: string }
  /** Something about offline data the person should know once (e.g. the disk is full). */
  | { type: 'offline-notice'; message: string };

/** What the preload (Electron) or the WebSocket client (browser mode) puts at `window.threadline`. */
export interface ThreadlineBridge {
  invoke<N extends IpcCallName>(name: N, params: IpcParams<N>): Promise<IpcResult<IpcResults[N]>>;
  /** Uploads a file as `request.accountId`; progress comes as `upload-progress` pushes. */
  upload(request: UploadRequest): Promise<IpcResult<UploadResult>>;
  /** Subscribes to pushes from main; returns the unsubscribe function. */
  on(listener: (message: IpcPush) => void): () => void;
  /** 'electron' or 'browser': the renderer says plainly where keys are kept. */
  readonly host: 'electron' | 'browser';
}
