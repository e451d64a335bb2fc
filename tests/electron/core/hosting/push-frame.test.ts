import { describe, expect, it } from 'vitest';
import { encodePushFrame } from '../../../../electron/core/hosting/push-frame';
import type { IpcPush, WsServerMessage } from '../../../../shared/ipc';

const decode = (data: string | Uint8Array) =>
  JSON.parse(typeof data === 'string' ? data : new TextDecoder().decode(data)) as WsServerMessage;

describe('encodePushFrame', () => {
  it('sends pushes other than snapshots as JSON text', () => {
    const push: IpcPush = { type: 'connection', accountId: 'a', state: { status: 'connected', failures: 0 } };
    const frame = encodePushFrame(push);
    expect(frame.binary).toBe(false);
    expect(frame.data).toBe(JSON.stringify({ t: 'push', message: push }));
  });

  it('sends a snapshot as a binary frame of the same JSON in UTF-8', () => {
    const push: IpcPush = { type: 'snapshot', accountId: 'a', generation: 2, snapshot: { name: 'Zoë' } };
    const frame = encodePushFrame(push);
    expect(frame.binary).toBe(true);
    expect(decode(frame.data)).toEqual({ t: 'push', message: push });
  });

  it('splices in the wire form of a snapshot, yielding exactly the frame serializing would', () => {
    const snapshot = { queue_id: 'q', realm_users: [{ user_id: 1, full_name: 'Čapek "K"' }] };
    // An account id that needs escaping must stay inside its string.
    const push: IpcPush = { type: 'snapshot', accountId: 'a"}b', generation: 7, snapshot };
    const frame = encodePushFrame(push, { snapshotJson: new TextEncoder().encode(JSON.stringify(snapshot)) });
    expect(frame.binary).toBe(true);
    expect(new TextDecoder().decode(frame.data as Uint8Array)).toBe(
      JSON.stringify({ t: 'push', message: push }),
    );
  });
});
