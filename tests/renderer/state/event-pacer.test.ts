import { describe, expect, it } from 'vitest';
import { createEventPacer, type EventBatch } from '../../../renderer/src/state/event-pacer';
import { event } from '../support/factories';

const batch = (generation: number, ...ids: number[]): EventBatch => ({
  generation,
  accountId: 'a1',
  events: ids.map((id) => ({ ...event('heartbeat', {}), id })),
});
const ids = (applied: EventBatch[]) => applied.map((b) => [b.generation, b.events.map((e) => e.id)]);

function harness() {
  const applied: EventBatch[] = [];
  const windows: (() => void)[] = [];
  const pacer = createEventPacer(
    (b) => applied.push(b),
    (run) => {
      windows.push(run);
      return () => windows.splice(windows.indexOf(run), 1);
    },
  );
  const endWindow = () => windows.shift()?.();
  return { applied, windows, pacer, endWindow };
}

describe('the event pacer', () => {
  it('applies a batch in a quiet moment at once, and joins those within its frame into one', () => {
    const { applied, pacer, endWindow, windows } = harness();
    pacer.push(batch(1, 1));
    expect(ids(applied)).toEqual([[1, [1]]]);
    pacer.push(batch(1, 2));
    pacer.push(batch(1, 3, 4));
    expect(applied).toHaveLength(1);
    endWindow();
    expect(ids(applied)).toEqual([
      [1, [1]],
      [1, [2, 3, 4]],
    ]);
    // The frame that applied them opens another; with nothing waiting at its end, all is quiet again.
    endWindow();
    expect(windows).toHaveLength(0);
    pacer.push(batch(1, 5));
    expect(ids(applied).at(-1)).toEqual([1, [5]]);
  });

  it('keeps batches of different registers apart, in order, and flushes on demand', () => {
    const { applied, pacer } = harness();
    pacer.push(batch(1, 1));
    pacer.push(batch(1, 2));
    pacer.push(batch(2, 1));
    pacer.flush();
    expect(ids(applied)).toEqual([
      [1, [1]],
      [1, [2]],
      [2, [1]],
    ]);
  });

  it('never joins a replayed batch with a live one, so live news stays news', () => {
    const { applied, pacer } = harness();
    pacer.push(batch(1, 1));
    pacer.push({ ...batch(1, 2), replayed: true });
    pacer.push({ ...batch(1, 3), replayed: true });
    pacer.push(batch(1, 4));
    pacer.flush();
    expect(applied.map((b) => [b.events.map((e) => e.id), b.replayed === true])).toEqual([
      [[1], false],
      [[2, 3], true],
      [[4], false],
    ]);
  });

  it('drops what waits when stopped', () => {
    const { applied, pacer, windows } = harness();
    pacer.push(batch(1, 1));
    pacer.push(batch(1, 2));
    pacer.stop();
    expect(windows).toHaveLength(0);
    pacer.flush();
    expect(applied).toHaveLength(1);
  });
});
