// A host that takes register answers ahead (push-hub.ts AheadStream) and records what it was sent.
import type { AheadStream, SnapshotAhead } from '../../../../electron/core/session/push-hub';

export interface RecordedAhead {
  ahead: SnapshotAhead;
  pieces: Uint8Array[];
  outcome: 'open' | 'ended' | 'aborted';
  /** What the caller's counter said when the stream ended or was aborted. */
  pushesAtOutcome: number;
  text(): string;
}

export function recordAhead(
  into: RecordedAhead[],
  ahead: SnapshotAhead,
  counter: () => number = () => 0,
  end: () => Promise<void> = () => Promise.resolve(),
): AheadStream {
  const record: RecordedAhead = {
    ahead,
    pieces: [],
    outcome: 'open',
    pushesAtOutcome: -1,
    text: () => Buffer.concat(record.pieces).toString('utf8'),
  };
  into.push(record);
  const settle = (outcome: 'ended' | 'aborted') => {
    if (record.outcome !== 'open') throw new Error(`a stream ${record.outcome} was settled again`);
    record.outcome = outcome;
    record.pushesAtOutcome = counter();
  };
  return {
    write: (bytes) => {
      if (record.outcome !== 'open') throw new Error(`written after it ${record.outcome}`);
      record.pieces.push(Uint8Array.from(bytes));
    },
    end: () => {
      settle('ended');
      return end();
    },
    abort: () => settle('aborted'),
  };
}
