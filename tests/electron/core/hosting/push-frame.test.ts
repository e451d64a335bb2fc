import { describe, expect, it } from 'vitest';
import {
  aheadFrameHead,
  BROKEN_FRAME_END,
  encodePushFrame,
} from '../../../../electron/core/hosting/push-frame';
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

  it("sends main's own bytes as they are, after a head no account id can break out of", () => {
    const json = new TextEncoder().encode('{"queue_id":"q",\n"realm_users":[{"full_name":"Čapek \\"K\\""}]}');
    const push: IpcPush = { type: 'snapshot', accountId: 'a"}\nb', generation: 7, snapshot: {} };
    const frame = encodePushFrame(push, json);
    const data = frame.data as Uint8Array;
    const end = data.indexOf(0x0a);
    expect(Buffer.from(data.subarray(end + 1)).equals(json)).toBe(true);
    expect(split(data).head).toEqual({
      t: 'push',
      message: { type: 'snapshot', accountId: 'a"}\nb', generation: 7 },
    });
  });
});

describe('aheadFrameHead', () => {
  it('starts a frame that, once the bytes follow, is exactly the snapshot push they stand for', () => {
    const json = new TextEncoder().encode('{"queue_id":"q"}');
    const head = aheadFrameHead({ accountId: 'acc', generation: 3 });
    const pushed = encodePushFrame({ type: 'snapshot', accountId: 'acc', generation: 3, snapshot: {} }, json);
    expect(Buffer.concat([head, json])).toEqual(pushed.data);
  });

  it('is ended, when cut short, by a byte no JSON document can hold', () => {
    for (const sent of ['', '{"queue_id":"q"', '{"queue_id":"q"}', '{"name":"ab']) {
      const text = new TextDecoder().decode(Buffer.concat([Buffer.from(sent), BROKEN_FRAME_END]));
      expect(() => JSON.parse(text) as unknown).toThrow();
    }
  });
});
