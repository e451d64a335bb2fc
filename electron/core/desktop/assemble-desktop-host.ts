// One DesktopHost (desktop-host.ts) from the parts both hosts share — this computer's preferences,
// the do-not-disturb pause, the network, the session's view for Diagnostics, the language main
// speaks (core/i18n: the host's own, switched by `app.setLocale`) — and the few that
// differ: what this host can do, how it shows notifications, and how (or whether) it updates itself.
// electron/main.ts and electron/web-host.ts each pass their own three; everything else is the same.
import type {
  DesktopCapabilities,
  DiagnosticsReport,
  NotificationRequest,
  UpdateStatus,
} from '../../../shared/desktop';
import type { MainIntl } from '../i18n/main-intl';
import type { MainNetwork } from '../network/main-network';
import { networkDesktopParts, type NetworkDesktopDeps } from '../network/network-desktop';
import { buildDiagnosticsReport, type DiagnosticsSources } from './diagnostics';
import type { DesktopHost } from './desktop-host';
import type { DoNotDisturb } from './do-not-disturb';
import type { PreferencesStore } from './preferences';
import { englishIntl } from '../../../shared/i18n/phrase';

export interface SharedDesktopParts {
  preferences: PreferencesStore;
  doNotDisturb: DoNotDisturb;
  network: MainNetwork;
  intl: MainIntl;
  session: NetworkDesktopDeps['session'] & DiagnosticsSources['session'];
  now(): number;
}

export interface HostDesktopParts {
  app: DiagnosticsReport['app'];
  /** process.versions of the host's process. */
  versions: DiagnosticsSources['versions'];
  capabilities(): DesktopCapabilities;
  notifications: {
    /** Shows one the renderer decided on, or refuses with the reason (browser mode: the page shows them). */
    show(request: NotificationRequest): void;
    /** How this host shows them, in plain words (Diagnostics). */
    describe(): string;
  };
  updates: { status(): UpdateStatus; check(): Promise<UpdateStatus>; install(): void };
}

export function assembleDesktopHost(shared: SharedDesktopParts, host: HostDesktopParts): DesktopHost {
  const { preferences, doNotDisturb, network, session } = shared;
  return {
    preferences: preferences.get,
    capabilities: host.capabilities,
    doNotDisturb: doNotDisturb.choose,
    showNotification: host.notifications.show,
    diagnostics: async () =>
      buildDiagnosticsReport({
        app: host.app,
        versions: host.versions,
        session,
        preferences: preferences.get,
        // The report is for us, the maintainers: in English whatever the window shows.
        describeProxy: () => network.describeProxy(englishIntl()),
        notifications: host.notifications.describe,
        updateStatus: host.updates.status,
        now: shared.now,
      }),
    checkForUpdates: host.updates.check,
    installUpdate: host.updates.install,
    setLocale: shared.intl.setLocale,
    ...networkDesktopParts({ network, preferences, session, intl: shared.intl.intl }),
  };
}
