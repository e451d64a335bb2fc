import { describe, expect, it } from 'vitest';
import type { SnapshotAhead } from '../../../../electron/core/session/push-hub';
import { createSnapshotWire } from '../../../../electron/core/session/snapshot-wire';
import type { IpcPush } from '../../../../shared/ipc';

const KEY = 'ownKey1234567890';
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const decode = (json: Uint8Array) => JSON.parse(new TextDecoder().decode(json)) as unknown;

function wireWith(taken = true) {
  const aheads: SnapshotAhead[] = [];
  const pushes: IpcPush[] = [];
  const wire = createSnapshotWire({
    ownKey: KEY,
    accountId: 'acc',
    push: (message) => pushes.push(message),
    sendAhead: (ahead) => {
      aheads.push(ahead);
      return Promise.resolve(taken);
    },
  });
  return { wire, aheads, pushes };
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

  it('never hands on the bytes of an answer holding a bot key or the own key: it redacts the tree', async () => {
    const { wire, aheads } = wireWith();
    const snapshot = { queue_id: 'q', realm_bots: [{ user_id: 9, api_key: 'bot-secret' }], me: KEY };
    const body = encode(snapshot);
    await wire.ahead(body, 1);
    expect(aheads).toEqual([]);
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, body);
    expect(wire.prepare(parsed, 1)).toBeUndefined();
    expect(parsed).toEqual({ queue_id: 'q', realm_bots: [{ user_id: 9 }] });
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

  it('sends a clean answer ahead, and marks the accepted snapshot of those bytes as sent', async () => {
    const { wire, aheads, pushes } = wireWith();
    const snapshot = { queue_id: 'q', name: 'Zoë' };
    const body = encode(snapshot);
    await wire.ahead(body, 4);
    expect(aheads).toHaveLength(1);
    expect(aheads[0]).toMatchObject({ accountId: 'acc', generation: 4 });
    expect(decode(aheads[0]!.snapshotJson)).toEqual(snapshot);
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, body);
    expect(wire.prepare(parsed, 4)).toMatchObject({ sentAhead: true });
    wire.withdraw();
    expect(pushes).toEqual([]);
  });

  it('withdraws bytes sent ahead that main did not take, once', async () => {
    const { wire, pushes } = wireWith();
    await wire.ahead(encode({ queue_id: 'q' }), 2);
    wire.withdraw();
    wire.withdraw();
    expect(pushes).toEqual([{ type: 'snapshot-withdrawn', accountId: 'acc', generation: 2 }]);
  });

  it('withdraws the earlier answer when another one is sent ahead before a verdict', async () => {
    const { wire, pushes, aheads } = wireWith();
    await wire.ahead(encode({ queue_id: 'q1' }), 2);
    await wire.ahead(encode({ queue_id: 'q2' }), 2);
    expect(aheads).toHaveLength(2);
    expect(pushes).toEqual([{ type: 'snapshot-withdrawn', accountId: 'acc', generation: 2 }]);
  });

  it('sends a full snapshot when its bytes are not the ones sent ahead, and withdraws nothing', async () => {
    const { wire, pushes } = wireWith();
    await wire.ahead(encode({ queue_id: 'q1' }), 2);
    const other = { queue_id: 'q2' };
    wire.answered(other, encode(other));
    expect(wire.prepare(other, 2)).toMatchObject({ sentAhead: false });
    wire.withdraw();
    expect(pushes).toEqual([]);
  });

  it('withdraws bytes the loop gave up on while they were still being sent', async () => {
    const pushes: IpcPush[] = [];
    let sent = (_taken: boolean) => {};
    const wire = createSnapshotWire({
      ownKey: KEY,
      accountId: 'acc',
      push: (message) => pushes.push(message),
      sendAhead: () => new Promise<boolean>((resolve) => (sent = resolve)),
    });
    const ahead = wire.ahead(encode({ queue_id: 'q' }), 3);
    wire.withdraw();
    sent(true);
    await ahead;
    expect(pushes).toEqual([{ type: 'snapshot-withdrawn', accountId: 'acc', generation: 3 }]);
  });

  it('checks a body sent ahead once, and pushes it whole when no host took it', async () => {
    const { wire } = wireWith(false);
    const snapshot = { queue_id: 'q' };
    const body = encode(snapshot);
    await wire.ahead(body, 1);
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, body);
    expect(wire.prepare(parsed, 1)).toMatchObject({ sentAhead: false });
  });

  it('has nothing to withdraw when no host took the bytes', async () => {
    const { wire, aheads, pushes } = wireWith(false);
    await wire.ahead(encode({ queue_id: 'q' }), 1);
    expect(aheads).toHaveLength(1);
    wire.withdraw();
    expect(pushes).toEqual([]);
  });
});
