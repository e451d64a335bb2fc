import { describe, expect, it } from 'vitest';
import type { BodySink } from '../../../../electron/core/api/client';
import { createSnapshotWire } from '../../../../electron/core/session/snapshot-wire';
import type { IpcPush } from '../../../../shared/ipc';
import { recordAhead, type RecordedAhead } from './ahead-recorder';

const KEY = 'ownKey1234567890';
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const decode = (json: Uint8Array) => JSON.parse(new TextDecoder().decode(json)) as unknown;

function wireWith(taken = true, end?: () => Promise<void>) {
  const aheads: RecordedAhead[] = [];
  const pushes: IpcPush[] = [];
  const wire = createSnapshotWire({
    ownKey: KEY,
    accountId: 'acc',
    push: (message) => pushes.push(message),
    openAhead: (ahead) => (taken ? recordAhead(aheads, ahead, () => pushes.length, end) : undefined),
  });
  return { wire, aheads, pushes };
}

/** Feeds `body` to the sink in pieces of `size` bytes, as a response body arrives. */
async function stream(sink: BodySink | undefined, body: Uint8Array, size = 5): Promise<void> {
  for (let at = 0; at < body.length; at += size) sink?.write(body.subarray(at, at + size));
  await sink?.end(body);
}

describe('createSnapshotWire', () => {
  it("hands on a clean answer's own bytes and leaves its tree alone", () => {
    const { wire } = wireWith();
    const snapshot = { queue_id: 'q', realm_users: [{ user_id: 1, full_name: 'A' }] };
    const body = encode(snapshot);
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, body);
    const prepared = wire.prepare(parsed, 1);
    expect(decode(prepared!.snapshotJson)).toEqual(snapshot);
    expect(prepared).toMatchObject({ sentAhead: false });
    expect(prepared!.snapshotJson.byteLength).toBe(body.byteLength);
    expect(parsed).toEqual(snapshot);
  });

  it('cuts the stream short before a bot key or the own key, and redacts the tree', async () => {
    for (const snapshot of [
      { queue_id: 'q', realm_bots: [{ user_id: 9, api_key: 'bot-secret' }] },
      { queue_id: 'q', padding: 'x'.repeat(40), me: KEY },
    ]) {
      const { wire, aheads, pushes } = wireWith();
      const body = encode(snapshot);
      await stream(wire.ahead(1), body, 7);
      expect(aheads[0]!.outcome).toBe('aborted');
      expect(aheads[0]!.text()).not.toMatch(/api_key|ownKey/);
      expect(body.byteLength).toBeGreaterThan(aheads[0]!.text().length);
      const parsed = structuredClone(snapshot);
      wire.answered(parsed, body);
      expect(wire.prepare(parsed, 1)).toBeUndefined();
      expect(JSON.stringify(parsed)).not.toMatch(/bot-secret|ownKey/);
      wire.withdraw();
      expect(pushes).toEqual([]);
    }
  });

  it('redacts a snapshot whose body it never saw, and forgets a body once used', () => {
    const { wire } = wireWith();
    const unseen = { queue_id: 'q', realm_bots: [{ api_key: 'bot-secret' }] };
    expect(wire.prepare(unseen, 1)).toBeUndefined();
    expect(unseen).toEqual({ queue_id: 'q', realm_bots: [{}] });

    const snapshot = { queue_id: 'q' };
    wire.answered(snapshot, encode(snapshot));
    expect(decode(wire.prepare(snapshot, 1)!.snapshotJson)).toEqual(snapshot);
    expect(wire.prepare(snapshot, 1)).toBeUndefined();
  });

  it('streams a clean answer ahead, and marks the accepted snapshot of those bytes as sent', async () => {
    const { wire, aheads, pushes } = wireWith();
    const snapshot = { queue_id: 'q', name: 'Zoë' };
    const body = encode(snapshot);
    await stream(wire.ahead(4), body, 3);
    expect(aheads).toHaveLength(1);
    expect(aheads[0]).toMatchObject({ ahead: { accountId: 'acc', generation: 4 }, outcome: 'ended' });
    expect(aheads[0]!.text()).toBe(JSON.stringify(snapshot));
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, body);
    const prepared = wire.prepare(parsed, 4);
    expect(prepared).toMatchObject({ sentAhead: true });
    expect(decode(prepared!.snapshotJson)).toEqual(snapshot);
    wire.withdraw();
    expect(pushes).toEqual([]);
  });

  it('streams without a leading byte order mark, as the decoder main parses with drops it', async () => {
    const { wire, aheads } = wireWith();
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...encode({ queue_id: 'q' })]);
    await stream(wire.ahead(1), body, 1);
    expect(aheads[0]!.text()).toBe('{"queue_id":"q"}');
    const parsed = { queue_id: 'q' };
    wire.answered(parsed, body);
    expect(new TextDecoder().decode(wire.prepare(parsed, 1)!.snapshotJson)).toBe('{"queue_id":"q"}');
  });

  it('withdraws a streamed answer that main did not take, once', async () => {
    const { wire, pushes } = wireWith();
    await stream(wire.ahead(2), encode({ queue_id: 'q' }));
    wire.withdraw();
    wire.withdraw();
    expect(pushes).toEqual([{ type: 'snapshot-withdrawn', accountId: 'acc', generation: 2 }]);
  });

  it('cuts an unfinished stream short instead of withdrawing it: the page never had it whole', () => {
    const { wire, aheads, pushes } = wireWith();
    const sink = wire.ahead(2);
    sink?.write(encode({ queue_id: 'q' }).subarray(0, 4));
    wire.withdraw();
    sink?.write(encode({ queue_id: 'q' }).subarray(4));
    expect(aheads[0]).toMatchObject({ outcome: 'aborted' });
    expect(pushes).toEqual([]);
  });

  it('cuts the stream short when the body fails to arrive', () => {
    const { wire, aheads, pushes } = wireWith();
    const sink = wire.ahead(2);
    sink?.write(encode({ queue_id: 'q' }).subarray(0, 4));
    sink?.abort();
    wire.withdraw();
    expect(aheads[0]).toMatchObject({ outcome: 'aborted' });
    expect(pushes).toEqual([]);
  });

  it('cuts the stream short when the body ends in half a character', async () => {
    const { wire, aheads } = wireWith();
    const body = new Uint8Array([...encode({ name: 'Zoë' }).subarray(0, 12)]);
    await stream(wire.ahead(1), body);
    expect(aheads[0]).toMatchObject({ outcome: 'aborted' });
  });

  it('withdraws the earlier answer when another one is streamed before a verdict', async () => {
    const { wire, pushes, aheads } = wireWith();
    await stream(wire.ahead(2), encode({ queue_id: 'q1' }));
    await stream(wire.ahead(2), encode({ queue_id: 'q2' }));
    expect(aheads).toHaveLength(2);
    expect(pushes).toEqual([{ type: 'snapshot-withdrawn', accountId: 'acc', generation: 2 }]);
  });

  it('sends a full snapshot when its bytes are not the ones streamed, and withdraws nothing', async () => {
    const { wire, pushes } = wireWith();
    await stream(wire.ahead(2), encode({ queue_id: 'q1' }));
    const other = { queue_id: 'q2' };
    wire.answered(other, encode(other));
    expect(wire.prepare(other, 2)).toMatchObject({ sentAhead: false });
    wire.withdraw();
    expect(pushes).toEqual([]);
  });

  it('withdraws an answer the loop gave up on while its last bytes were still leaving', async () => {
    let flushed = () => {};
    const { wire, pushes } = wireWith(true, () => new Promise<void>((resolve) => (flushed = resolve)));
    const sent = stream(wire.ahead(3), encode({ queue_id: 'q' }));
    await Promise.resolve();
    wire.withdraw();
    flushed();
    await sent;
    expect(pushes).toEqual([{ type: 'snapshot-withdrawn', accountId: 'acc', generation: 3 }]);
  });

  it('takes no sink when no host takes bytes ahead, and checks the body once at the push', () => {
    const { wire, pushes } = wireWith(false);
    expect(wire.ahead(1)).toBeUndefined();
    const snapshot = { queue_id: 'q' };
    wire.answered(snapshot, encode(snapshot));
    expect(wire.prepare(snapshot, 1)).toMatchObject({ sentAhead: false });
    wire.withdraw();
    expect(pushes).toEqual([]);
  });
});
