// What the person reads when an upload fails: the file's name and why, in the words the connection
// banner uses for the same failures (loop/describe-failure.ts), with the kind and status kept so
// the renderer can tell a refusal from a lost connection. Said in the window's language (`intl`).
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { IpcError } from '../../../shared/ipc';
import { ApiError } from '../api/errors';
import { describeFailure } from '../loop/describe-failure';
import { toIpcError } from '../session/to-ipc-error';
import { plainMessages } from '../../../shared/plain-messages';

const messages = plainMessages(
  defineMessages({
    because: { id: 'upload.failed.because', defaultMessage: 'Could not upload {name}: {reason}' },
    tooLarge: {
      id: 'upload.failed.too_large',
      defaultMessage: 'Could not upload {name}: the server refused it as too large (HTTP 413).',
    },
    connectionLost: {
      id: 'upload.failed.connection_lost',
      defaultMessage: 'Could not upload {name}: the connection to the server was lost ({detail}).',
    },
    other: { id: 'upload.failed.other', defaultMessage: 'Could not upload {name}. {reason}' },
  }),
);

export function describeUploadFailure(name: string, err: unknown, intl: IntlShape): IpcError {
  const base = toIpcError(err, intl);
  const say = (message: IpcError['message']): IpcError => ({ ...base, message });
  if (!(err instanceof ApiError))
    return say(intl.formatMessage(messages.because, { name, reason: base.message }));
  const { detail } = err;
  if (detail.kind === 'http' && detail.status === 413)
    return say(intl.formatMessage(messages.tooLarge, { name }));
  if (detail.kind === 'http' && detail.status === 400 && detail.msg) {
    // The server's own reason (e.g. its size limit) says it best.
    return say(intl.formatMessage(messages.because, { name, reason: detail.msg }));
  }
  if (detail.kind === 'network') {
    return say(intl.formatMessage(messages.connectionLost, { name, detail: detail.description }));
  }
  return say(intl.formatMessage(messages.other, { name, reason: describeFailure(err, intl) }));
}
