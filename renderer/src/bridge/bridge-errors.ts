// The failures the renderer's side of the bridge makes itself (browser mode's link to the web host
// down or closed, an upload that did not get through, a frame over the host's limit), as IpcErrors
// with a code of their own and their facts in `data`. Their `message` is the English text, for logs
// only; errorText and errorMessage (call-api.ts) word them in the window's language from the code. Failures main reports carry main's own words and are not touched here.
import { createIntl, defineMessages, type MessageDescriptor } from 'react-intl';
import type { IpcError } from '../../../shared/ipc';

export const BRIDGE_ERROR_MESSAGES = defineMessages({
  BRIDGE_LINK_LOST: {
    id: 'bridge.error.link_lost',
    defaultMessage: 'Lost the connection to Threadline. Reconnecting…',
  },
  BRIDGE_CLOSED: {
    id: 'bridge.error.closed',
    defaultMessage: 'The connection to Threadline was closed.',
  },
  BRIDGE_NO_UPLOAD: {
    id: 'bridge.error.no_upload',
    defaultMessage: 'This page cannot upload files.',
  },
  BRIDGE_UPLOAD_LOST: {
    id: 'bridge.error.upload_lost',
    defaultMessage: 'Lost the connection to Threadline while sending the file.',
  },
  BRIDGE_UPLOAD_REFUSED: {
    id: 'bridge.error.upload_refused',
    defaultMessage: 'Threadline refused the file ({reason}).',
  },
  FRAME_TOO_LARGE: {
    id: 'bridge.error.frame_too_large',
    defaultMessage:
      'The {what, select, draft {draft} message {message} edited_message {edited message} named {"{name}" request} other {request}} is too large to send: {amount, number} {unit} ({bytes, number} bytes), over the limit of {limitAmount, number} {limitUnit} ({limit, number} bytes) for one request to Threadline. Nothing was sent; shorten it and try again.',
  },
});

export type BridgeErrorCode = keyof typeof BRIDGE_ERROR_MESSAGES;

type ErrorData = NonNullable<IpcError['data']>;

/** The catalogue message of a failure the bridge made, or undefined for anyone else's. */
export function bridgeErrorMessage(code: string | null | undefined): MessageDescriptor | undefined {
  return code !== null && code !== undefined && Object.hasOwn(BRIDGE_ERROR_MESSAGES, code)
    ? BRIDGE_ERROR_MESSAGES[code as BridgeErrorCode]
    : undefined;
}

/** An IpcError of the bridge's own: its code, its facts, and its English text. */
export function bridgeError(
  kind: IpcError['kind'],
  code: BridgeErrorCode,
  data: ErrorData = {},
  extra: Pick<IpcError, 'status'> = {},
): IpcError {
  // Made only when something failed: an English formatter for that one text, not one kept around.
  const english = createIntl({ locale: 'en', onError: () => undefined });
  const message: MessageDescriptor = BRIDGE_ERROR_MESSAGES[code];
  return { kind, code, data, message: english.formatMessage(message, data), ...extra };
}
