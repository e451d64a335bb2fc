// What the IPC router asks of the desktop side of a host (shared/desktop.ts): preferences,
// do-not-disturb, notifications shown by main, diagnostics, network changes, certificate trust and
// updates, and the language the window shows (for main's own text). Each host (electron/main.ts, electron/web-host.ts) assembles one from the modules of this
// folder; a part a host cannot do answers with a clear `invalid-request`.
import type {
  DesktopCapabilities,
  DesktopPreferences,
  DiagnosticsReport,
  DoNotDisturbChoice,
  NetworkStatus,
  NotificationRequest,
  UpdateStatus,
} from '../../../shared/desktop';
import type { UiLocale } from '../../../shared/i18n/locales';
import { IpcFailure } from '../session/ipc-failure';

export interface DesktopHost {
  preferences(): DesktopPreferences;
  setPreferences(change: Partial<DesktopPreferences>): Promise<DesktopPreferences>;
  capabilities(): DesktopCapabilities;
  doNotDisturb(choice: DoNotDisturbChoice): Promise<DesktopPreferences>;
  showNotification(request: NotificationRequest): void;
  diagnostics(): Promise<DiagnosticsReport>;
  networkChanged(online: boolean): void;
  trustCertificate(url: string, fingerprint: string): Promise<void>;
  /** The proxy in use, the modes this host supports, the trusted certificates (core/network). */
  networkStatus(): NetworkStatus;
  forgetCertificate(host: string, port: number, fingerprint: string): Promise<NetworkStatus>;
  checkForUpdates(): Promise<UpdateStatus>;
  installUpdate(): void;
  /** The window shows this language now: main's menus, notifications and messages follow. */
  setLocale(locale: UiLocale): Promise<void>;
}

/** The refusal for something this host does not do (e.g. main's notifications in browser mode). */
export function notOnThisHost(what: string): never {
  throw new IpcFailure({ kind: 'invalid-request', message: `${what} is not available here` });
}
