// What the loop does after something went wrong, as a pure decision. Anything that is not an ApiError
// (a bug in a transport or a callback) counts as unexpected.
import { isAuthFailure, isBadEventQueue, isTransient, type ApiError } from '../api/errors';
import { clampDelay, RETRY_AFTER_SECONDS } from '../../../shared/api/server-delays';
import type { Backoff } from './backoff';

/** Where the failure happened; 'handling' is our own processing of a good answer (always unexpected). */
export type FailedStep = 'poll' | 'register' | 'handling';

export type Recovery =
  | { do: 'auth-failed' }
  | { do: 'register-now' }
  | { do: 'wait'; then: 'poll' | 'register'; ms: number; unexpected: boolean };

export interface Backoffs {
  transient: Backoff;
  unexpected: Backoff;
}

/**
 * Advances the backoff it draws the wait from. `queueUnproven`: no poll has succeeded on the current
 * queue yet; a queue that is "bad" straight after its register points at a broken server, so that case
 * waits on the unexpected backoff instead of re-registering in a tight loop.
 */
export function planRecovery(
  step: FailedStep,
  err: unknown,
  backoffs: Backoffs,
  queueUnproven = false,
): Recovery {
  if (step !== 'handling') {
    if (isAuthFailure(err)) return { do: 'auth-failed' };
    if (step === 'poll' && isBadEventQueue(err) && !queueUnproven) return { do: 'register-now' };
    if (isTransient(err)) {
      // Clamped again here: an ApiError can be built with any number, and a timer must never see it raw.
      const asked = clampDelay((err as ApiError).retryAfterSeconds, RETRY_AFTER_SECONDS) * 1000;
      const ms = Math.max(backoffs.transient.nextWait(), asked);
      return { do: 'wait', then: step, ms, unexpected: false };
    }
  }
  return { do: 'wait', then: 'register', ms: backoffs.unexpected.nextWait(), unexpected: true };
}

export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}
