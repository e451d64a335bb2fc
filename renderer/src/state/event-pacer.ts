// Event batches from main, paced to what the screen can show. Applying a batch re-renders what
// reads the changed slices; under a flood (hundreds of batches a second) rendering once per batch
// falls ever further behind. So a batch arriving in a quiet moment is applied at once (no added
// latency), and batches arriving within a frame of it wait for that frame's end and are applied
// together, in order, as one batch.
import type { ServerEvent } from '../../../shared/events';

export interface EventBatch {
  events: readonly ServerEvent[];
  generation: number;
  accountId?: string | undefined;
  /** Sent again to a renderer that connected late: catching up, not news (see IpcPush). */
  replayed?: boolean | undefined;
}

/** About one frame at 60 Hz. */
export const PACE_MS = 16;

export interface EventPacer {
  push(batch: EventBatch): void;
  /** Applies whatever is waiting now (before any other push from main, to keep the order). */
  flush(): void;
  stop(): void;
}

export function createEventPacer(
  apply: (batch: EventBatch) => void,
  schedule: (run: () => void) => () => void = (run) => {
    const timer = setTimeout(run, PACE_MS);
    return () => clearTimeout(timer);
  },
): EventPacer {
  let waiting: EventBatch[] = [];
  let cancelWindow: (() => void) | null = null;

  const flush = () => {
    const batches = waiting;
    waiting = [];
    for (const batch of merged(batches)) apply(batch);
  };
  const openWindow = () => {
    cancelWindow = schedule(() => {
      cancelWindow = null;
      if (waiting.length === 0) return;
      flush();
      openWindow();
    });
  };

  return {
    push(batch) {
      if (cancelWindow !== null) {
        waiting.push(batch);
        return;
      }
      apply(batch);
      openWindow();
    },
    flush,
    stop() {
      cancelWindow?.();
      cancelWindow = null;
      waiting = [];
    },
  };
}

/** Consecutive batches of one register (same account and generation, both replayed or both live) joined into one. */
function merged(batches: readonly EventBatch[]): EventBatch[] {
  const out: EventBatch[] = [];
  for (const batch of batches) {
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      last.generation === batch.generation &&
      last.accountId === batch.accountId &&
      (last.replayed === true) === (batch.replayed === true)
    ) {
      out[out.length - 1] = { ...last, events: [...last.events, ...batch.events] };
    } else {
      out.push(batch);
    }
  }
  return out;
}
