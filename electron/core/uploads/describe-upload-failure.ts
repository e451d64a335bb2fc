// What the person reads when an upload fails: the file's name and why, in the words the connection
// banner uses for the same failures (loop/describe-failure.ts), with the kind and status kept so
// the renderer can tell a refusal from a lost connection.
import type { IpcError } from '../../../shared/ipc';
import { ApiError } from '../api/errors';
import { describeFailure } from '../loop/describe-failure';
import { toIpcError } from '../session/to-ipc-error';

export function describeUploadFailure(name: string, err: unknown): IpcError {
  const base = toIpcError(err);
  if (!(err instanceof ApiError)) return { ...base, message: `Could not upload ${name}: ${base.message}` };
  const { detail } = err;
  if (detail.kind === 'http' && detail.status === 413) {
    return { ...base, message: `Could not upload ${name}: the server refused it as too large (HTTP 413).` };
  }
  if (detail.kind === 'http' && detail.status === 400 && detail.msg) {
    // The server's own reason (e.g. its size limit) says it best.
    return { ...base, message: `Could not upload ${name}: ${detail.msg}` };
  }
  if (detail.kind === 'network') {
    return {
      ...base,
      message: `Could not upload ${name}: the connection to the server was lost (${detail.description}).`,
    };
  }
  return { ...base, message: `Could not upload ${name}. ${describeFailure(err)}` };
}
