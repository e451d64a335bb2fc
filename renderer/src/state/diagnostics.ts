// Diagnostics slice: events the store does not (yet) apply, counted by kind so a missing handler shows
// up in a debug view instead of silently or by throwing in the middle of a batch.
import type { ServerEvent } from '../../../shared/events';

export interface DiagnosticsState {
  /** Count per event kind; unknown events are counted as `unknown:<type>`. */
  unhandledEvents: Readonly<Record<string, number>>;
  /** Event batches dropped because they belonged to another queue generation or account. */
  droppedBatches: number;
}

export const initialDiagnostics: DiagnosticsState = { unhandledEvents: {}, droppedBatches: 0 };

export function unhandledKey(event: ServerEvent): string {
  return event.kind === 'unknown' ? `unknown:${event.type || '(none)'}` : event.kind;
}

export function withUnhandled(
  state: DiagnosticsState,
  counts: ReadonlyMap<string, number>,
): DiagnosticsState {
  if (counts.size === 0) return state;
  const unhandledEvents = { ...state.unhandledEvents };
  for (const [key, count] of counts) unhandledEvents[key] = (unhandledEvents[key] ?? 0) + count;
  return { ...state, unhandledEvents };
}

export function withDroppedBatch(state: DiagnosticsState): DiagnosticsState {
  return { ...state, droppedBatches: state.droppedBatches + 1 };
}
