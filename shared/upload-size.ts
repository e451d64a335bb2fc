// The account's upload limit (max_file_upload_size_mib from register), checked before a byte is
// sent, by the renderer (before reading the file) and by main (before uploading it): a file over it is
// refused with the file's size and the limit named, as people read them, in the language of the intl
// given (English without one). Plain code for both bundles.
import { createIntl, defineMessages, type IntlShape } from '@formatjs/intl';
import { plainMessages } from './plain-messages';

const MIB = 1024 * 1024;

const messages = plainMessages(
  defineMessages({
    mib: { id: 'upload.size.mib', defaultMessage: '{size, number, ::.#} MiB' },
    kib: { id: 'upload.size.kib', defaultMessage: '{size, number, ::.#} KiB' },
    bytes: { id: 'upload.size.bytes', defaultMessage: '{size, plural, one {# byte} other {# bytes}}' },
    noUploads: {
      id: 'upload.refused.no_uploads',
      defaultMessage: 'This server does not accept file uploads.',
    },
    tooLarge: {
      id: 'upload.refused.too_large',
      defaultMessage: '{name} is {size}; this server accepts files up to {limit, number} MiB.',
    },
    tooLargeExact: {
      id: 'upload.refused.too_large_exact',
      defaultMessage:
        '{name} is {size, number} bytes; this server accepts files up to {limit, number} MiB ({limitBytes, number} bytes).',
    },
  }),
);

const english = (): IntlShape => createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

export function limitBytes(limitMib: number): number {
  return limitMib * MIB;
}

/** 2.4 MiB, 512 KiB, 80 bytes: binary units, like the limit itself. */
export function formatSize(bytes: number, intl: IntlShape = english()): string {
  if (bytes >= MIB) return intl.formatMessage(messages.mib, { size: bytes / MIB });
  if (bytes >= 1024) return intl.formatMessage(messages.kib, { size: bytes / 1024 });
  return intl.formatMessage(messages.bytes, { size: bytes });
}

/** Why the file cannot go to this server, or undefined when it may (or the limit is unknown). */
export function sizeRefusal(
  name: string,
  size: number,
  limitMib: number | undefined,
  intl: IntlShape = english(),
): string | undefined {
  if (limitMib === undefined) return undefined;
  if (limitMib <= 0) return intl.formatMessage(messages.noUploads);
  const limit = limitBytes(limitMib);
  if (size <= limit) return undefined;
  // Just over the limit, rounding would say "1 MiB is over 1 MiB": give the bytes.
  if (Number((size / MIB).toFixed(1)) === limitMib)
    return intl.formatMessage(messages.tooLargeExact, { name, size, limit: limitMib, limitBytes: limit });
  return intl.formatMessage(messages.tooLarge, { name, size: formatSize(size, intl), limit: limitMib });
}
