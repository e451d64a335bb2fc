import { describe, expect, it } from 'vitest';
import { encodePushFrame } from '../../../../electron/core/hosting/push-frame';
import type { IpcPush } from '../../../../shared/ipc';

/** The two parts of a binary frame: the push line and the snapshot's JSON. */
function split(data: string | Uint8Array): { head: unknown; snapshot: unknown } {
  if (typeof data === 'string') throw new Error('expected a binary frame');
  const end = data.indexOf(0x0a);
  const text = new TextDecoder();
  return {
    head: JSON.parse(text.decode(data.subarray(0, end))),
    snapshot: JSON.parse(text.decode(data.subarray(end + 1))),
  };
}

describe('encodePushFrame', () => {
  it('sends pushes other than snapshots as JSON text', () => {
    const push: IpcPush = { type: 'connection', accountId: 'a', state: { status: 'connected', failures: 0 } };
    const frame = encodePushFrame(push);
    expect(frame.binary).toBe(false);
    expect(frame.data).toBe(JSON.stringify({ t: 'push', message: push }));
  });

  it('sends a snapshot as a binary frame: the push line, a newline, the snapshot in UTF-8', () => {
    const push: IpcPush = {
      type: 'snapshot',
      accountId: 'a',
      generation: 2,
      snapshot: { name: 'Zoë\nSmith' },
    };
    const frame = encodePushFrame(push);
    expect(frame.binary).toBe(true);
    expect(split(frame.data)).toEqual({
      head: { t: 'push', message: { type: 'snapshot', accountId: 'a', generation: 2 } },
      snapshot: { name: 'Zoë\nSmith' },
    });
  });

  it('puts the snapshot after a head no account id can break out of', () => {
    const snapshot = { queue_id: 'q', realm_users: [{ full_name: 'Čapek "K"\n' }] };
    const push: IpcPush = { type: 'snapshot', accountId: 'a"}\nb', generation: 7, snapshot };
    expect(split(encodePushFrame(push).data)).toEqual({
      head: { t: 'push', message: { type: 'snapshot', accountId: 'a"}\nb', generation: 7 } },
      snapshot,
    });
  });
});
