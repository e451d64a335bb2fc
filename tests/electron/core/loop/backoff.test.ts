import { describe, expect, it } from 'vitest';
import { Backoff } from '../../../../electron/core/loop/backoff';
import { applyRestarts, checkBatch, highestId } from '../../../../electron/core/loop/batch';

describe('Backoff', () => {
  it('draws each wait uniformly below the bound, doubling the bound up to the cap', () => {
    const draws = [0, 0.25, 0.5, 0.999999];
    let i = 0;
    const backoff = new Backoff(100, 1000, () => draws[i++ % draws.length] as number);
    const seen: { bound: number; wait: number }[] = [];
    for (let n = 0; n < 7; n++) {
      const bound = backoff.currentBound;
      seen.push({ bound, wait: backoff.nextWait() });
    }
    expect(seen.map((s) => s.bound)).toEqual([100, 200, 400, 800, 1000, 1000, 1000]);
    expect(seen.map((s) => s.wait)).toEqual([0, 50, 200, 800 * 0.999999, 0, 250, 500]);
    backoff.reset();
    expect(backoff.currentBound).toBe(100);
  });
});

describe('event batches', () => {
  it('accepts a list of events with numeric ids and string types', () => {
    const events = [
      { id: 1, type: 'message', message: {} },
      { id: 5, type: 'heartbeat' },
    ];
    expect(checkBatch(events)).toEqual({ ok: true, events });
    expect(checkBatch([])).toEqual({ ok: true, events: [] });
  });

  it.each([
    [null, 'not a list'],
    [{ 0: { id: 1, type: 'x' } }, 'not a list'],
    [[1], 'event 0 is not an object'],
    [[{ id: 1, type: 'x' }, { type: 'x' }], 'event 1 has no numeric id'],
    [[{ id: Number.NaN, type: 'x' }], 'event 0 has no numeric id'],
    [[{ id: 3 }], 'event 0 has no type'],
  ])('rejects %j', (raw, problem) => {
    expect(checkBatch(raw)).toEqual({ ok: false, problem: expect.stringContaining(problem) });
  });

  it('rejects ids that go backwards, within the batch or behind the last id handed over', () => {
    const ids = (...list: number[]) => list.map((id) => ({ id, type: 'x' }));
    expect(checkBatch(ids(5, 7), 4)).toMatchObject({ ok: true });
    expect(checkBatch(ids(7, 5), 4)).toEqual({ ok: false, problem: 'event ids go backwards (5 after 7)' });
    expect(checkBatch(ids(4), 4)).toEqual({ ok: false, problem: 'event ids go backwards (4 after 4)' });
    expect(checkBatch(ids(2, 3), 4)).toMatchObject({ ok: false });
  });

  it('takes the highest id, whatever the order', () => {
    expect(
      highestId(
        [
          { id: 9, type: 'a' },
          { id: 4, type: 'b' },
        ],
        2,
      ),
    ).toBe(9);
    expect(highestId([], 2)).toBe(2);
  });

  it('applies restart events to the server info, keeping fields a restart leaves out', () => {
    const info = { featureLevel: 100, version: '7.0', mergeBase: '7.0' };
    expect(applyRestarts(info, [{ id: 1, type: 'message' }])).toBe(info);
    expect(
      applyRestarts(info, [{ id: 2, type: 'restart', zulip_version: '8.0', zulip_feature_level: 200 }]),
    ).toEqual({
      featureLevel: 200,
      version: '8.0',
      mergeBase: '7.0',
    });
  });
});
