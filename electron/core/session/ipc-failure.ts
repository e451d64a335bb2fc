// An error that already knows what the renderer should be told. Session code throws it where it can
// say something more useful than the generic translation in toIpcError (e.g. naming the host).
import type { IpcError } from '../../../shared/ipc';

export class IpcFailure extends Error {
  override readonly name = 'IpcFailure';

  constructor(readonly error: IpcError) {
    super(error.message);
  }
}

export function invalidRequest(message: string): IpcFailure {
  return new IpcFailure({ kind: 'invalid-request', message });
}
