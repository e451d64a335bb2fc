// An error that already knows what the renderer should be told. Session code throws it where it can
// say something more useful than the generic translation in toIpcError (e.g. naming the host). A
// failure people read carries its text (core/i18n): toIpcError formats it in the window's language,
// and `error.message` keeps the English for logs. One meant for developers (a malformed call) is
// plain English.
import type { IpcError } from '../../../shared/ipc';
import { type Phrase, inEnglish } from '../../../shared/i18n/phrase';

export class IpcFailure extends Error {
  override readonly name = 'IpcFailure';

  constructor(
    readonly error: IpcError,
    /** The message for people, formatted where it reaches the window. */
    readonly text?: Phrase,
  ) {
    super(error.message);
  }
}

/** A failure whose message people read, in the window's language once it reaches it. */
export function userFailure(
  kind: IpcError['kind'],
  shown: Phrase,
  more: Omit<IpcError, 'kind' | 'message'> = {},
): IpcFailure {
  return new IpcFailure({ ...more, kind, message: inEnglish(shown) }, shown);
}

/** A refused request: said to people (a Phrase), or to developers (a string, English). */
export function invalidRequest(message: string | Phrase): IpcFailure {
  return typeof message === 'string'
    ? new IpcFailure({ kind: 'invalid-request', message })
    : userFailure('invalid-request', message);
}
