// An updater failure in one plain sentence for the Updates panel. electron-updater's errors carry a
// `code` (ERR_UPDATER_…, ERR_CHECKSUM_MISMATCH, HTTP_ERROR_<status>), Node's network errors an
// errno code, and Electron's network stack a `net::ERR_…` message; the full error goes to the log,
// never to the user. Every sentence ends by saying what happens next, so none needs an answer. The
// sentences are catalogue messages: the updater says them in the window's language.
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';

export const UPDATE_ERROR_TEXT = defineMessages({
  offline: {
    id: 'update.error.offline',
    defaultMessage: 'Could not reach the update server. Threadline will try again later.',
  },
  noRelease: {
    id: 'update.error.no_release',
    defaultMessage: 'The update server has no release for this channel yet. Threadline will try again later.',
  },
  server: {
    id: 'update.error.server',
    defaultMessage: 'The update server had a problem. Threadline will try again later.',
  },
  integrity: {
    id: 'update.error.integrity',
    defaultMessage:
      'The downloaded update did not pass its integrity check, so it was discarded. Threadline will try again later.',
  },
  disk: {
    id: 'update.error.disk',
    defaultMessage: 'There is not enough disk space to download the update. Threadline will try again later.',
  },
  install: {
    id: 'update.error.install',
    defaultMessage:
      'The update could not be installed. Download the latest version from the Threadline website.',
  },
  unknown: {
    id: 'update.error.unknown',
    defaultMessage: 'Updating failed. Threadline will try again later.',
  },
});

const OFFLINE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPIPE',
]);
const NO_RELEASE_CODES = new Set([
  'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND',
  'ERR_UPDATER_LATEST_VERSION_NOT_FOUND',
  'ERR_UPDATER_NO_PUBLISHED_VERSIONS',
  'ERR_UPDATER_RELEASE_NOT_FOUND',
  'ERR_UPDATER_ASSET_NOT_FOUND',
  'ERR_UPDATER_ZIP_FILE_NOT_FOUND',
  'ERR_UPDATER_NO_FILES_PROVIDED',
]);
const INTEGRITY_CODES = new Set([
  'ERR_CHECKSUM_MISMATCH',
  'ERR_UPDATER_INVALID_SIGNATURE',
  'ERR_UPDATER_NO_CHECKSUM',
  'ERR_UPDATER_INVALID_UPDATE_INFO',
  'ERR_UPDATER_INVALID_VERSION',
]);

/** The sentence for `error`; `phase` says whether it happened while installing. */
export function describeUpdateError(
  error: unknown,
  phase: 'update' | 'install' = 'update',
): MessageDescriptor {
  if (phase === 'install') return UPDATE_ERROR_TEXT.install;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : '';
  if (
    OFFLINE_CODES.has(code) ||
    /net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED|CONNECTION|NETWORK|PROXY|TIMED_OUT|ADDRESS_UNREACHABLE)/.test(
      message,
    )
  )
    return UPDATE_ERROR_TEXT.offline;
  if (code === 'ENOSPC') return UPDATE_ERROR_TEXT.disk;
  if (NO_RELEASE_CODES.has(code) || code === 'HTTP_ERROR_404') return UPDATE_ERROR_TEXT.noRelease;
  if (INTEGRITY_CODES.has(code) || /sha512 checksum mismatch/i.test(message))
    return UPDATE_ERROR_TEXT.integrity;
  if (/^HTTP_ERROR_\d+$/.test(code)) return UPDATE_ERROR_TEXT.server;
  return UPDATE_ERROR_TEXT.unknown;
}

function codeOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}
