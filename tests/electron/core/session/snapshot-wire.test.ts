import { describe, expect, it } from 'vitest';
import { createSnapshotWire } from '../../../../electron/core/session/snapshot-wire';

const KEY = 'ownKey1234567890';
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const decode = (json: Uint8Array) => JSON.parse(new TextDecoder().decode(json)) as unknown;

describe('createSnapshotWire', () => {
  it("hands on a clean answer's own bytes and leaves its tree alone", () => {
    const wire = createSnapshotWire(KEY);
    const snapshot = { queue_id: 'q', realm_users: [{ user_id: 1, full_name: 'A' }] };
    const body = encode(snapshot);
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, body);
    const prepared = wire.prepare(parsed);
    expect(decode(prepared!.snapshotJson)).toEqual(snapshot);
    expect(prepared!.snapshotJson.byteLength).toBe(body.byteLength);
    expect(parsed).toEqual(snapshot);
  });

  it('never hands on the bytes of an answer holding a bot key or the own key: it redacts the tree', () => {
    const wire = createSnapshotWire(KEY);
    const snapshot = { queue_id: 'q', realm_bots: [{ user_id: 9, api_key: 'bot-secret' }], me: KEY };
    const parsed = structuredClone(snapshot);
    wire.answered(parsed, encode(snapshot));
    expect(wire.prepare(parsed)).toBeUndefined();
    expect(parsed).toEqual({ queue_id: 'q', realm_bots: [{ user_id: 9 }] });
  });

  it('redacts a snapshot whose body it never saw, and forgets a body once used', () => {
    const wire = createSnapshotWire(KEY);
    const unseen = { queue_id: 'q', realm_bots: [{ api_key: 'bot-secret' }] };
    expect(wire.prepare(unseen)).toBeUndefined();
    expect(unseen).toEqual({ queue_id: 'q', realm_bots: [{}] });

    const snapshot = { queue_id: 'q' };
    wire.answered(snapshot, encode(snapshot));
    expect(decode(wire.prepare(snapshot)!.snapshotJson)).toEqual(snapshot);
    expect(wire.prepare(snapshot)).toBeUndefined();
  });
});
