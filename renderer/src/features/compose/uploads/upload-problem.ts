// Why an upload failed, kept as facts on the upload's row and put into words where the row is shown,
// in the user's language: sizes through Intl's byte, kilobyte and megabyte units (binary multiples,
// as the server's max_file_upload_size_mib counts them). Main's and the server's own reasons arrive
// as text and are shown as they are.
import { defineMessages, type IntlShape, type NoMessageValues, type MessageValue } from 'react-intl';

const KIB = 1024;
const MIB = 1024 * 1024;

export type UploadProblem =
  /** The organization takes no uploads (a limit of 0). */
  | { kind: 'uploads-off' }
  /** Over the account's limit: refused before a byte was read. */
  | { kind: 'too-large'; name: string; size: number; limitMib: number }
  /** The limit is unknown and the file is too big to hold in memory. */
  | { kind: 'beyond-ceiling'; name: string }
  /** The file could not be read or handed to main; `detail` is the error's own text. */
  | { kind: 'not-read'; name: string; detail: string }
  /** Main or the server refused it, in their words. */
  | { kind: 'refused'; message: string };

const messages = defineMessages<{
  readonly uploadsOff: NoMessageValues;
  readonly tooLarge: {
    readonly limit: MessageValue;
    readonly name: MessageValue;
    readonly size: MessageValue;
  };
  readonly tooLargeExact: {
    readonly limit: MessageValue;
    readonly limitBytes: MessageValue;
    readonly name: MessageValue;
    readonly size: MessageValue;
  };
  readonly beyondCeiling: { readonly name: MessageValue };
  readonly notRead: { readonly detail: MessageValue; readonly name: MessageValue };
}>({
  uploadsOff: {
    id: 'compose.upload.uploads_off',
    defaultMessage: 'This server does not accept file uploads.',
  },
  tooLarge: {
    id: 'compose.upload.too_large',
    defaultMessage: '{name} is {size}; this server accepts files up to {limit}.',
  },
  tooLargeExact: {
    id: 'compose.upload.too_large_exact',
    defaultMessage: '{name} is {size}; this server accepts files up to {limit} ({limitBytes}).',
  },
  beyondCeiling: { id: 'compose.upload.beyond_ceiling', defaultMessage: '{name} is too large to upload.' },
  notRead: { id: 'compose.upload.not_read', defaultMessage: 'Could not upload {name} ({detail}).' },
});

/** Every byte, grouped as the language groups digits: "1,048,577 bytes", "1.048.577 Byte". */
function exactBytes(intl: IntlShape, bytes: number): string {
  return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
}

/** "2.4 MB", "512 kB", "80 bytes", in the user's language (1 MB = 1,048,576 bytes here). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const short = { style: 'unit', unitDisplay: 'short', maximumFractionDigits: 1 } as const;
  if (bytes >= MIB) return intl.formatNumber(bytes / MIB, { ...short, unit: 'megabyte' });
  if (bytes >= KIB) return intl.formatNumber(bytes / KIB, { ...short, unit: 'kilobyte' });
  return exactBytes(intl, bytes);
}

/** The file's size against the limit, or undefined when it fits (or the limit is unknown). */
export function sizeProblem(
  name: string,
  size: number,
  limitMib: number | undefined,
): UploadProblem | undefined {
  if (limitMib === undefined) return undefined;
  if (limitMib <= 0) return { kind: 'uploads-off' };
  return size <= limitMib * MIB ? undefined : { kind: 'too-large', name, size, limitMib };
}

export function describeUploadProblem(intl: IntlShape, problem: UploadProblem): string {
  switch (problem.kind) {
    case 'uploads-off':
      return intl.formatMessage(messages.uploadsOff);
    case 'too-large': {
      const { name, size } = problem;
      const limitBytes = problem.limitMib * MIB;
      const limit = formatFileSize(intl, limitBytes);
      const said = formatFileSize(intl, size);
      // Just over the limit, rounding would say "1 MB is over 1 MB": give the bytes.
      if (said !== limit) return intl.formatMessage(messages.tooLarge, { name, size: said, limit });
      return intl.formatMessage(messages.tooLargeExact, {
        name,
        size: exactBytes(intl, size),
        limit,
        limitBytes: exactBytes(intl, limitBytes),
      });
    }
    case 'beyond-ceiling':
      return intl.formatMessage(messages.beyondCeiling, { name: problem.name });
    case 'not-read':
      return intl.formatMessage(messages.notRead, { name: problem.name, detail: problem.detail });
    case 'refused':
      return problem.message;
  }
}
