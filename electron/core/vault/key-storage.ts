// How the app's keys are protected, said plainly in the UI. On Linux, Electron's safeStorage falls back
// to `basic_text` when it finds no keyring it can use (no Secret Service such as GNOME Keyring, no
// KWallet): keys are then encrypted with a password built into Chromium, which stops nobody who can
// read the profile. The user is warned so they can install or unlock a keyring, or not keep keys here.
// The texts are catalogue messages, said in the window's language by the session's state.
import { defineMessages } from '@formatjs/intl';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

export interface KeyStorageReport {
  /** Shown wherever the UI says how keys are kept. */
  description: Phrase;
  /** Shown as a warning (sign-in screen, account menu, once after sign-in) when the protection is weak. */
  warning?: Phrase;
}

const messages = defineMessages({
  builtInPassword: {
    id: 'keys.storage.built_in_password',
    defaultMessage:
      'API keys are encrypted with a password built into Electron, because no system keyring was found',
  },
  builtInPasswordWarning: {
    id: 'keys.storage.built_in_password_warning',
    defaultMessage:
      'No system keyring (such as GNOME Keyring or KWallet) is available, so your saved API keys are protected only by a password built into the app: anyone who can read your Threadline profile folder can read them. Install or unlock a keyring and restart Threadline, or sign out when done.',
  },
  keychain: {
    id: 'keys.storage.keychain',
    defaultMessage: 'API keys are encrypted with your system keychain (Electron safeStorage)',
  },
  keyFile: {
    id: 'keys.storage.key_file',
    defaultMessage:
      'Browser mode keeps API keys in {path}, encrypted with a key file readable only by your user (mode 0600).',
  },
});

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
      description: phrase(messages.builtInPassword),
      warning: phrase(messages.builtInPasswordWarning),
    };
  }
  return { description: phrase(messages.keychain) };
}

/** Browser mode: the vault file at `path`, sealed with a key file of mode 0600 (core/vault). */
export function describeKeyFile(path: string): KeyStorageReport {
  return { description: phrase(messages.keyFile, { path }) };
}
