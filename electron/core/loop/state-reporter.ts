// Builds the connection state shown to the user and reports it only when something changed.
import { describeError } from './recovery';
import type { ConnectionState, ConnectionStatus, EventLoopLogger } from './types';

export type Phase =
  'idle' | 'registering' | 'polling' | 'waiting' | 'checking' | 'offline' | 'auth-failed' | 'stopped';

export interface LoopFacts {
  phase: Phase;
  /** Polling with dont_block after a failure: not yet known to be healthy again. */
  recovering: boolean;
  /** The last reachability check failed, and nothing has succeeded since. */
  unreachable: boolean;
  failures: number;
  nextRetryAt: number | undefined;
  lastError: string | undefined;
}

export function statusOf(phase: Phase, recovering: boolean, unreachable = false): ConnectionStatus {
  if (phase === 'polling') return recovering ? 'reconnecting' : 'connected';
  if (phase === 'waiting') return unreachable ? 'unreachable' : 'reconnecting';
  // Checking again after a failed check: still unreachable until the server answers.
  if (phase === 'checking') return unreachable ? 'unreachable' : 'checking';
  return phase;
}

export function connectionState(facts: LoopFacts): ConnectionState {
  return {
    status: statusOf(facts.phase, facts.recovering, facts.unreachable),
    failures: facts.failures,
    ...(facts.nextRetryAt === undefined ? {} : { nextRetryAt: facts.nextRetryAt }),
    ...(facts.lastError === undefined ? {} : { lastError: facts.lastError }),
  };
}

export class StateReporter {
  private last: ConnectionState | undefined;

  constructor(
    private readonly onState: (state: ConnectionState) => void,
    private readonly logger: EventLoopLogger | undefined,
  ) {}

  report(state: ConnectionState): void {
    const last = this.last;
    if (
      last &&
      last.status === state.status &&
      last.failures === state.failures &&
      last.nextRetryAt === state.nextRetryAt &&
      last.lastError === state.lastError
    ) {
      return;
    }
    this.last = state;
    try {
      this.onState(state);
    } catch (err) {
      // A broken state listener must not stop the event stream.
      this.logger?.warn('event loop: onState threw', { error: describeError(err) });
    }
  }
}
