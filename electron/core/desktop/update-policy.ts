// Whether this copy of the app may update itself, and if not, why (said to the user as it is). An
// install is "managed" when someone else keeps it up to date:
// - an administrator: the THREADLINE_DISABLE_UPDATES environment variable, or a policy file
//   `{"disableUpdates": true}` at /etc/threadline/policy.json (Linux), /Library/Application
//   Support/Threadline/policy.json (macOS) or %ProgramData%\Threadline\policy.json (Windows); a
//   policy file that cannot be read counts as "off", since someone put it there on purpose;
// - a package manager: deb, rpm and pacman packages (electron-builder writes resources/package-type,
//   which electron-updater reads too), Snap and Flatpak, and the Mac App Store or Microsoft Store.
// electron-updater updates NSIS (Windows), dmg/zip (macOS, only from the Applications folder) and
// the AppImage (Linux); any other kind of copy, and an unpackaged development run, cannot.
// The reasons are catalogue messages: the updater says them in the window's language.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import { posix, win32 } from 'node:path';
import type { UpdateStatus } from '../../../shared/desktop';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

export const UPDATE_POLICY_ENV = 'THREADLINE_DISABLE_UPDATES';

export type PolicyFile = { state: 'absent' } | { state: 'unreadable' } | { state: 'present'; text: string };

/** What the host knows about how it was installed (main reads these from Electron and the disk). */
export interface InstallFacts {
  platform: string;
  /** app.isPackaged */
  packaged: boolean;
  /** process.mas or process.windowsStore */
  storeBuild: boolean;
  env: Readonly<Record<string, string | undefined>>;
  /** resources/package-type, trimmed (deb, rpm, pacman), or null when there is none. */
  packageType: string | null;
  /** macOS: app.isInApplicationsFolder(); ignored elsewhere. */
  inApplicationsFolder: boolean;
  policy: PolicyFile;
}

export const UPDATE_BLOCK_REASONS = defineMessages({
  administrator: {
    id: 'update.blocked.administrator',
    defaultMessage: 'Your administrator manages updates of Threadline on this computer.',
  },
  store: {
    id: 'update.blocked.store',
    defaultMessage: 'Threadline came from an app store, which keeps it up to date.',
  },
  development: {
    id: 'update.blocked.development',
    defaultMessage:
      'This is a development copy of Threadline: it updates with its source code, not by itself.',
  },
  otherLinux: {
    id: 'update.blocked.other_linux',
    defaultMessage:
      'This kind of Linux installation cannot update itself. The AppImage updates itself; deb and rpm packages update with your system.',
  },
  notInApplications: {
    id: 'update.blocked.not_in_applications',
    defaultMessage: 'Move Threadline to your Applications folder to receive updates.',
  },
  packageManager: {
    id: 'update.blocked.package_manager',
    defaultMessage:
      "Threadline was installed by your system's package manager ({kind}), which keeps it up to date.",
  },
  browserMode: {
    id: 'update.blocked.browser_mode',
    defaultMessage:
      "Updates are not available in browser mode: it runs from this copy of Threadline's files, and is updated with them.",
  },
});

export function packageManagerReason(kind: string): Phrase {
  return phrase(UPDATE_BLOCK_REASONS.packageManager, { kind });
}

/** Browser mode: there is no installed app to update, only the files it runs from. */
export function browserModeUpdates(intl: IntlShape): UpdateStatus {
  return { state: 'disabled', reason: intl.formatMessage(UPDATE_BLOCK_REASONS.browserMode) };
}

/** Where the facts come from (main.ts: process, app and the file system). */
export interface InstallProbe {
  platform: string;
  packaged: boolean;
  storeBuild: boolean;
  env: Readonly<Record<string, string | undefined>>;
  /** process.resourcesPath, where electron-builder puts `package-type`. */
  resourcesPath: string;
  /** Asked on macOS only (app.isInApplicationsFolder). */
  inApplicationsFolder(): boolean;
  /** Throws as fs.readFileSync does (ENOENT when there is no such file). */
  readFile(path: string): string;
}

export function readInstallFacts(probe: InstallProbe): InstallFacts {
  const read = (path: string): PolicyFile => {
    try {
      return { state: 'present', text: probe.readFile(path) };
    } catch (err) {
      return (err as { code?: unknown }).code === 'ENOENT' ? { state: 'absent' } : { state: 'unreadable' };
    }
  };
  const join = probe.platform === 'win32' ? win32.join : posix.join;
  const packageType = read(join(probe.resourcesPath, 'package-type'));
  return {
    platform: probe.platform,
    packaged: probe.packaged,
    storeBuild: probe.storeBuild,
    env: probe.env,
    packageType: packageType.state === 'present' ? packageType.text.trim() : null,
    inApplicationsFolder: probe.platform === 'darwin' && probe.packaged && probe.inApplicationsFolder(),
    policy: read(policyFilePath(probe.platform, probe.env)),
  };
}

/** Where an administrator puts the policy file on `platform`. */
export function policyFilePath(platform: string, env: Readonly<Record<string, string | undefined>>): string {
  if (platform === 'win32')
    return win32.join(env.ProgramData ?? 'C:\\ProgramData', 'Threadline', 'policy.json');
  if (platform === 'darwin') return posix.join('/Library/Application Support/Threadline', 'policy.json');
  return '/etc/threadline/policy.json';
}

/** Why this copy must not update itself, or null when electron-updater may. */
export function updateBlockReason(facts: InstallFacts): Phrase | null {
  if (administratorSaysOff(facts)) return phrase(UPDATE_BLOCK_REASONS.administrator);
  if (facts.storeBuild) return phrase(UPDATE_BLOCK_REASONS.store);
  if (!facts.packaged) return phrase(UPDATE_BLOCK_REASONS.development);
  switch (facts.platform) {
    case 'win32':
      return null;
    case 'darwin':
      return facts.inApplicationsFolder ? null : phrase(UPDATE_BLOCK_REASONS.notInApplications);
    default:
      return linuxReason(facts);
  }
}

function linuxReason(facts: InstallFacts): Phrase | null {
  if (facts.env.SNAP) return packageManagerReason('Snap');
  if (facts.env.FLATPAK_ID) return packageManagerReason('Flatpak');
  if (facts.packageType !== null && facts.packageType !== '') return packageManagerReason(facts.packageType);
  return facts.env.APPIMAGE ? null : phrase(UPDATE_BLOCK_REASONS.otherLinux);
}

function administratorSaysOff(facts: InstallFacts): boolean {
  const variable = facts.env[UPDATE_POLICY_ENV]?.trim().toLowerCase();
  if (variable !== undefined && !['', '0', 'false', 'no'].includes(variable)) return true;
  if (facts.policy.state === 'absent') return false;
  if (facts.policy.state === 'unreadable') return true;
  try {
    const policy: unknown = JSON.parse(facts.policy.text);
    return (
      typeof policy === 'object' &&
      policy !== null &&
      (policy as Record<string, unknown>).disableUpdates === true
    );
  } catch {
    return true;
  }
}
