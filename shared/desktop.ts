// What the desktop side of the app keeps and says, apart from any server: this computer's
// preferences (main keeps them in the profile, both hosts), do-not-disturb, the notifications the
// renderer asks main to show, commands from the menu, tray and links, update status and the
// diagnostics report. The IPC calls and pushes that carry them are in ipc.ts.
import { z } from 'zod';
import type { CertificateReason } from './certificate-problems';
import { DEFAULT_OFFLINE_CACHE_MB } from './outbox';

/** How main's requests reach servers (Electron: session.setProxy; browser mode: env or undici agent). */
export const proxySetting = z.discriminatedUnion('mode', [
  /** The operating system's settings (Electron), HTTPS_PROXY/NO_PROXY (browser mode). */
  z.object({ mode: z.literal('system') }),
  z.object({ mode: z.literal('none') }),
  /** Chromium proxy rules, e.g. `http=proxy:8080;https=proxy:8443` or `proxy.corp:3128`. */
  z.object({
    mode: z.literal('manual'),
    proxyRules: z.string().trim().min(1).max(1000),
    bypassRules: z.string().trim().max(1000).default(''),
  }),
  z.object({ mode: z.literal('pac'), pacUrl: z.string().trim().min(1).max(2000) }),
]);
export type ProxySetting = z.infer<typeof proxySetting>;

/** BCP 47 tags as Chromium's spell checker names them (`en-US`, `de`, `pt-BR`). */
export const spellcheckLanguage = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, 'Not a language tag');

/** Epoch ms the pause ends, 'forever' until turned back on, null when notifications are not paused. */
export const doNotDisturbUntil = z.union([z.number().int().nonnegative(), z.literal('forever'), z.null()]);
export type DoNotDisturbUntil = z.infer<typeof doNotDisturbUntil>;

export const desktopPreferences = z.object({
  /** Closing the window hides it to the tray instead of quitting (Electron). */
  closeToTray: z.boolean(),
  /** Start with the operating system's session (Electron: app.setLoginItemSettings). */
  startAtLogin: z.boolean(),
  /** Languages of the spell checker; [] turns it off. */
  spellcheckLanguages: z.array(spellcheckLanguage).max(10),
  proxy: proxySetting,
  updates: z.object({ enabled: z.boolean(), channel: z.enum(['stable', 'beta']) }),
  doNotDisturbUntil,
  /** The offline cache's size limit across every account, in MB (2^20 bytes); the outbox is not counted. */
  offlineCacheLimitMb: z.number().int().min(1).max(100_000),
});
export type DesktopPreferences = z.infer<typeof desktopPreferences>;

export const DEFAULT_DESKTOP_PREFERENCES: DesktopPreferences = {
  closeToTray: false,
  startAtLogin: false,
  spellcheckLanguages: ['en-US'],
  proxy: { mode: 'system' },
  updates: { enabled: true, channel: 'stable' },
  doNotDisturbUntil: null,
  offlineCacheLimitMb: DEFAULT_OFFLINE_CACHE_MB,
};

/** The pauses the tray, the menu and the app offer. */
export const doNotDisturbChoice = z.enum([
  '30-minutes',
  '1-hour',
  'until-tomorrow',
  'until-turned-off',
  'off',
]);
export type DoNotDisturbChoice = z.infer<typeof doNotDisturbChoice>;

/** The settings of this computer that a host may be unable to apply. */
export type ShellSetting = 'closeToTray' | 'startAtLogin' | 'spellcheckLanguages';

/**
 * What this host's shell can do (`desktop.capabilities`), so the settings show a desktop-only
 * setting disabled with the reason instead of one that silently does nothing.
 */
export interface DesktopCapabilities {
  host: 'electron' | 'browser';
  /** Why a setting cannot be used here; a setting that is absent can. */
  unavailable: Partial<Record<ShellSetting, string>>;
  /** The spell checker's languages to choose from (Electron's availableSpellCheckerLanguages). */
  spellcheckLanguages: string[];
}

/** A notification the renderer decided to show, shown by main in Electron (its Notification). */
export const notificationRequest = z.object({
  accountId: z.string().min(1).max(100),
  /** Where a click lands: a route hash of the renderer (`#/channel/5/topic/lunch`). */
  hash: z.string().min(1).max(2000),
  title: z.string().max(500),
  body: z.string().max(2000),
  /** Replaces an earlier notification with the same tag (one per conversation). */
  tag: z.string().max(300),
  /**
   * Keeps the system's own notification sound off. The renderer plays the decided sound itself
   * (notification_sound), so it always sends true; main passes it on as it is.
   */
  silent: z.boolean(),
});
export type NotificationRequest = z.infer<typeof notificationRequest>;

/** A place in the account switcher that Ctrl+1…9 (Cmd on macOS) goes to. */
export type AccountSlot = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const ACCOUNT_SLOTS: readonly AccountSlot[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** What the menu, the tray and keyboard accelerators of the shell ask the renderer to do. */
export type AppCommand =
  | 'open-settings'
  | 'open-desktop-settings'
  | 'open-diagnostics'
  | 'keyboard-shortcuts'
  | 'toggle-sidebar'
  | 'add-account'
  | 'next-account'
  | 'previous-account'
  /** Show the account at that place in the switcher. */
  | `account-${AccountSlot}`
  | 'copy-server-address'
  | 'focus-search';

/** Where a link from outside (notification click, zulip:// or https://<org>/#narrow/…) lands. */
export interface OpenTarget {
  /** Switch to this account first, when it is not the active one. */
  accountId?: string;
  /** A route hash of the renderer. */
  hash: string;
  /** Focus the composer after opening (a notification click). */
  focusCompose?: boolean;
}

export type UpdateStatus =
  | { state: 'disabled'; reason: string }
  | { state: 'idle'; lastCheckedAt?: number }
  | { state: 'checking' }
  | { state: 'downloading'; version: string; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'error'; message: string };

/** Help → Diagnostics, built by main (electron/core/desktop/diagnostics.ts); it holds no secret. */
export interface DiagnosticsReport {
  /** Epoch ms the report was made. */
  generatedAt: number;
  app: { name: string; version: string; host: 'electron' | 'browser'; platform: string; arch: string };
  /** process.versions: electron, chrome and node where present. */
  versions: Record<string, string>;
  accounts: {
    id: string;
    realmUrl: string;
    email: string;
    active: boolean;
    zulipVersion?: string;
    featureLevel?: number;
    connection: string;
    lastError?: string;
  }[];
  /** The proxy in use, said plainly ("system settings", "none", "manual: proxy:3128", "PAC …"). */
  proxy: string;
  doNotDisturbUntil: DoNotDisturbUntil;
  /** How main shows notifications, said plainly (browser mode: the page shows them itself). */
  notifications: string;
  /** The unread count main last put on the app icon (app.setBadge); null before the first. */
  badgeCount: number | null;
  update: UpdateStatus;
}

/**
 * A server's certificate that the system does not trust, as main saw it during the handshake: the
 * sign-in screen shows it, and the person may trust it for this server (host and port) only.
 */
export interface ServerCertificate {
  host: string;
  port: number;
  /** SHA-256 of the certificate, upper-case hex pairs joined by colons. */
  fingerprint: string;
  subject: string;
  issuer: string;
  /** Epoch ms. */
  validFrom: number;
  validTo: number;
  /** False when trusting it would not help or would be unsafe (expired, for another name, revoked). */
  trustable: boolean;
  /** What is wrong with it, said from certificate-problems.ts in the window's language. */
  reason: CertificateReason;
}

/** A certificate the person trusted for one server; main keeps the list in the profile. */
export interface TrustedCertificate {
  host: string;
  port: number;
  fingerprint: string;
  subject: string;
  /** Epoch ms. */
  trustedAt: number;
}

/** What the network panel of "This computer" shows. */
export interface NetworkStatus {
  /** The proxy in use, said plainly (the same words as the diagnostics report). */
  proxy: string;
  /** The proxy modes this host can use (browser mode cannot run a PAC script). */
  proxyModes: ProxySetting['mode'][];
  trustedCertificates: TrustedCertificate[];
}
