// How the app's keys are protected, said plainly in the UI. On Linux, Electron's safeStorage falls back
// to `basic_text` when it finds no keyring it can use (no Secret Service such as GNOME Keyring, no
// KWallet): keys are then encrypted with a password built into Chromium, which stops nobody who can
// read the profile. The user is warned so they can install or unlock a keyring, or not keep keys here.

export interface KeyStorageReport {
  /** Shown wherever the UI says how keys are kept. */
  description: string;
  /** Shown as a warning (sign-in screen, account menu, once after sign-in) when the protection is weak. */
  warning?: string;
}

/** The safeStorage backend names that mean "no real keyring" (Electron's getSelectedStorageBackend). */
const WEAK_BACKENDS: ReadonlySet<string> = new Set(['basic_text']);

/**
 * `backend` is `safeStorage.getSelectedStorageBackend()` on Linux (after the app is ready), undefined
 * elsewhere, where safeStorage always uses the system's own store (Keychain, DPAPI).
 */
export function describeSafeStorage(
  platform: NodeJS.Platform,
  backend: string | undefined,
): KeyStorageReport {
  if (platform === 'linux' && backend !== undefined && WEAK_BACKENDS.has(backend)) {
    return {
      description:
        'API keys are encrypted with a password built into Electron, because no system keyring was found',
      warning:
        'No system keyring (such as GNOME Keyring or KWallet) is available, so your saved API keys are ' +
        'protected only by a password built into the app: anyone who can read your Threadline profile ' +
        'folder can read them. Install or unlock a keyring and restart Threadline, or sign out when done.',
    };
  }
  return { description: 'API keys are encrypted with your system keychain (Electron safeStorage)' };
}
