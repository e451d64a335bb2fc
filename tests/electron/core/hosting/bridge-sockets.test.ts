import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AHEAD_FLUSH_LIMIT_MS,
  BridgeSockets,
  type BridgeSocket,
} from '../../../../electron/core/hosting/bridge-sockets';
import type { IpcPush } from '../../../../shared/ipc';

class FakeSocket implements BridgeSocket {
  frames: { data: string | Uint8Array; binary: boolean }[] = [];
  /** Write callbacks not yet called, as a socket whose reader is slow would hold them. */
  held: (() => void)[] = [];
  constructor(private readonly flushAtOnce = true) {}
  send(data: string | Uint8Array, options: { binary: boolean }, done?: (err?: Error) => void): void {
    this.frames.push({ data, binary: options.binary });
    if (!done) return;
    if (this.flushAtOnce) done();
    else this.held.push(() => done());
  }
  /** The push line of each frame (binary frames: up to the newline). */
  heads(): unknown[] {
    return this.frames.map(({ data }) =>
      JSON.parse(
        typeof data === 'string' ? data : new TextDecoder().decode(data.subarray(0, data.indexOf(0x0a))),
      ),
    );
  }
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const snapshotPush = (generation: number): Extract<IpcPush, { type: 'snapshot' }> => ({
  type: 'snapshot',
  accountId: 'acc',
  generation,
  snapshot: { queue_id: 'q' },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BridgeSockets', () => {
  it('sends bytes ahead to every open socket, and the accepted snapshot only to those without them', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const early = new FakeSocket();
    sockets.add(early);
    await sockets.sendAhead({ accountId: 'acc', generation: 1, snapshotJson: json({ queue_id: 'q' }) });
    const late = new FakeSocket();
    sockets.add(late);
    sockets.push(snapshotPush(1), { snapshotJson: json({ queue_id: 'q' }), sentAhead: true });
    const head = { t: 'push', message: { type: 'snapshot', accountId: 'acc', generation: 1 } };
    expect(early.heads()).toEqual([head]);
    expect(late.heads()).toEqual([head]);
  });

  it('sends the full snapshot to a socket that held bytes of another generation', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    await sockets.sendAhead({ accountId: 'acc', generation: 1, snapshotJson: json({ queue_id: 'q' }) });
    sockets.push(snapshotPush(2), { snapshotJson: json({ queue_id: 'q' }), sentAhead: true });
    expect(socket.frames).toHaveLength(2);
  });

  it('replays what a late socket needs, and sends other pushes as text to all', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    sockets.push(snapshotPush(1));
    const connection: IpcPush = {
      type: 'connection',
      accountId: 'acc',
      state: { status: 'connected', failures: 0 },
    };
    sockets.push(connection);
    const late = new FakeSocket();
    sockets.add(late);
    expect(late.heads()).toEqual([
      { t: 'push', message: { type: 'snapshot', accountId: 'acc', generation: 1 } },
      { t: 'push', message: connection },
    ]);
    expect(late.frames.map((f) => f.binary)).toEqual([true, false]);
  });

  it('stops waiting for a slow socket to take the bytes after a bound', async () => {
    vi.useFakeTimers();
    const sockets = new BridgeSockets<FakeSocket>();
    const slow = new FakeSocket(false);
    sockets.add(slow);
    let done = false;
    void sockets.sendAhead({ accountId: 'acc', generation: 1, snapshotJson: json({}) }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(AHEAD_FLUSH_LIMIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the bytes to leave before main goes on', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const slow = new FakeSocket(false);
    sockets.add(slow);
    let done = false;
    const sent = sockets.sendAhead({ accountId: 'acc', generation: 1, snapshotJson: json({}) }).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    for (const flush of slow.held) flush();
    await sent;
    expect(done).toBe(true);
  });

  it('forgets a socket once removed', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    expect(sockets.has(socket)).toBe(true);
    sockets.remove(socket);
    expect(sockets.has(socket)).toBe(false);
    await sockets.sendAhead({ accountId: 'acc', generation: 1, snapshotJson: json({}) });
    expect(socket.frames).toEqual([]);
  });
});
