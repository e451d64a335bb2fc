// The session's public shape: what the IPC router and the hosts (Electron, browser mode) call.
import type { IntlShape } from '@formatjs/intl';
import type {
  AccountSummary,
  AppState,
  ConnectionState,
  BrowserSignInStart,
  ServerEmojiData,
  ServerProbe,
  UploadResult,
} from '../../../shared/ipc';
import type { OfflineUsage, OutboxTarget } from '../../../shared/outbox';
import type { LoginCallback } from '../desktop/login-callback';
import type { MediaAuthority, MediaGrant } from '../hosting/media';
import type { Clock, Random } from '../loop';
import type { Cipher, KeyStorageReport } from '../vault';
import type { ConnectFn } from './connection-set';
import type { CoreLog } from './log';
import type { PushListener } from './push-hub';

export interface DemoLogin {
  realmUrl: string;
  email: string;
  apiKey: string;
}

/**
 * Where other parts of main follow the accounts (the offline cache): each account's snapshots and
 * event batches come through `onPush`, tagged with its id; these say the rest.
 */
export interface SessionHooks {
  /** An account was signed out (by the person, or its key was refused): delete what is kept for it. */
  accountRemoved?(accountId: string): Promise<void>;
  /** An `api` call of the renderer answered, as that account; the answer is already redacted. */
  apiAnswered?(accountId: string, operation: string, params: unknown, answer: unknown): void;
}

export interface SessionOptions {
  profileDir: string;
  cipher: Cipher;
  /**
   * How keys are kept, said plainly in the UI ("system keychain", "file in your profile, mode 0600"),
   * with a warning when they are protected only weakly (Linux safeStorage's `basic_text`).
   */
  keyStorage: KeyStorageReport;
  /** The host's language now (core/i18n/main-intl.ts): what the session says, it says in it. */
  intl: () => IntlShape;
  /** Every request main makes goes through this one (core/network: the host's proxy and certificates). */
  fetch?: typeof fetch;
  log: CoreLog;
  /** Starts the bundled demo server; absent where the build has none. */
  startDemo?: () => Promise<DemoLogin>;
  clock?: Clock;
  random?: Random;
  /** Cryptographic random bytes (one-time pads of browser sign-in); node:crypto's by default. */
  randomBytes?: (count: number) => Uint8Array;
  /** Opens a page in the system browser (Electron's shell.openExternal); absent in browser mode. */
  openExternal?: (url: string) => Promise<void>;
  /** For tests; default 15 s. */
  probeTimeoutMs?: number;
  /** Shows the unread count on the app icon (Electron); absent in browser mode, where the title shows it. */
  setBadgeCount?: (count: number) => void;
  hooks?: SessionHooks;
  /** The offline cache's size limit in MB (This computer's setting), read whenever it is applied; 200 by default. */
  offlineCacheLimitMb?: () => number;
  /** Makes an account's connection (account-connection.ts's connectAccount); tests count them. */
  connect?: ConnectFn;
}

/** What Help → Diagnostics says about one signed-in account; it holds no secret. */
export interface AccountDiagnostics {
  id: string;
  realmUrl: string;
  email: string;
  active: boolean;
  /** Known once the account's connection has registered. */
  zulipVersion?: string;
  featureLevel?: number;
  /** Absent only while the account has no connection (its stored key could not be used). */
  connection?: ConnectionState;
}

/** The ways in: looking a server up, then each way of signing in (sign-in-paths.ts). */
export interface SignInPaths {
  probe(url: string): Promise<ServerProbe>;
  signInWithPassword(url: string, email: string, password: string): Promise<AccountSummary>;
  signInWithApiKey(url: string, email: string, apiKey: string): Promise<AccountSummary>;
  signInWithZuliprc(text: string): Promise<AccountSummary>;
  signInDemo(): Promise<AccountSummary>;
  /** "Sign in with your browser": opens (or answers) the server's login page with a one-time pad. */
  startBrowserSignIn(url: string, method: string): Promise<BrowserSignInStart>;
  /** Ends a browser sign-in with the `zulip://login` address the person pasted. */
  finishBrowserSignIn(link: string): Promise<AccountSummary>;
  /**
   * A `zulip://login` callback handed over from outside (link-handover.ts): ends the matching browser
   * sign-in, and says how in a `browser-sign-in` push (signed in, or refused and why).
   */
  receiveLoginCallback(callback: LoginCallback): Promise<void>;
}

/**
 * Every method that can fail rejects with something toIpcError turns into a clear message; methods
 * that take renderer input expect it already parsed by the router's schemas.
 */
export interface Session extends SignInPaths {
  state(): AppState;
  /** Pushes for the renderer, already checked and redacted: every host sends them on as they are. */
  onPush(listener: PushListener): () => void;
  /** Loads the vault and connects every signed-in account. */
  start(): Promise<void>;
  /** Stops every event loop and deletes their queues (best effort). */
  stop(): Promise<void>;
  setBadgeCount(count: number): void;
  /** The count last given to setBadgeCount; null before the first. */
  badgeCount(): number | null;
  /** Each account with its server and connection, error texts already cleared of secrets. */
  accountDiagnostics(): AccountDiagnostics[];
  /** Shows another account; its connection keeps running as it was (no reconnect). */
  switchAccount(accountId: string): Promise<AppState>;
  /** The switcher's order: `accountIds` names every account once. */
  reorderAccounts(accountIds: readonly string[]): Promise<AppState>;
  /** Deregisters the account's queue and deletes its key, drafts and (hooks) cached data. */
  signOut(accountId: string): Promise<AppState>;
  /** Polls that account now, or every account without one. */
  retryNow(accountId?: string): void;
  /** After sleep (Electron's powerMonitor) or a proxy change: check the servers answer, then poll. */
  checkServer(): void;
  /** The page saw the network go away or come back; remembered for the next connection too. */
  networkChanged(online: boolean): void;
  /**
   * Whether main may fetch images from `origin` for the renderer: `accountId`'s realm with its
   * credentials, a signed-in account's or a recently probed server's without, else undefined.
   */
  mediaGrant(origin: string, accountId?: string): MediaGrant | undefined;
  /** mediaGrant bound to one account (or none), for fetchMedia and downloads. */
  mediaAuthority(accountId: string | undefined): MediaAuthority;
  /** Runs one allow-listed API operation as that account. */
  callApi(accountId: string, opName: string, params: unknown): Promise<unknown>;
  /** Keeps an account's unsent text for one conversation (empty text forgets it). */
  saveComposeDraft(accountId: string, key: string, text: string): Promise<void>;
  /** An account's unsent texts by conversation key. */
  loadComposeDrafts(accountId: string): Promise<Record<string, string>>;
  /** An account's server emoji names; null when its server publishes none. */
  serverEmojiData(accountId: string): Promise<ServerEmojiData | null>;
  /** Uploads a file (an UploadRequest, checked here) as its account (core/uploads/uploader.ts). */
  upload(request: unknown): Promise<UploadResult>;
  /** Stops an upload, or keeps it from starting. */
  cancelUpload(id: string): void;
  /** An account's max_file_upload_size_mib, once registered. */
  uploadLimitMib(accountId: string): number | undefined;
  /** Queues a message in the account's outbox (on disk before this resolves); it is sent in order. */
  outboxSend(accountId: string, localId: string, target: OutboxTarget, content: string): Promise<void>;
  /** Sends a refused message again. */
  outboxRetry(accountId: string, localId: string): Promise<void>;
  /** Gives up on an unsent message; its text, or null when it is on its way or gone. */
  outboxDiscard(accountId: string, localId: string): Promise<{ content: string | null }>;
  /** Marks messages read through the outbox (queued while the server cannot be reached). */
  outboxMarkRead(accountId: string, messageIds: readonly number[]): Promise<void>;
  offlineUsage(): Promise<OfflineUsage>;
  /** Deletes every account's cached data; unsent messages stay. */
  clearOfflineData(): Promise<OfflineUsage>;
  /** The size-limit setting changed: apply it now. */
  offlineLimitChanged(): void;
}
