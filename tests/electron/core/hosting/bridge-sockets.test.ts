import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AHEAD_FLUSH_LIMIT_MS,
  BridgeSockets,
  type BridgeSocket,
} from '../../../../electron/core/hosting/bridge-sockets';
import type { IpcPush } from '../../../../shared/ipc';

interface Sent {
  data: string | Uint8Array;
  binary: boolean;
  fin: boolean;
}

class FakeSocket implements BridgeSocket {
  sent: Sent[] = [];
  /** Write callbacks not yet called, as a socket whose reader is slow would hold them. */
  held: (() => void)[] = [];
  constructor(private readonly flushAtOnce = true) {}
  send(
    data: string | Uint8Array,
    options: { binary: boolean; fin?: boolean },
    done?: (err?: Error) => void,
  ): void {
    this.sent.push({ data, binary: options.binary, fin: options.fin ?? true });
    if (!done) return;
    if (this.flushAtOnce) done();
    else this.held.push(() => done());
  }
  /** Whole messages, fragments joined, as the page receives them. */
  messages(): (string | Buffer)[] {
    const out: (string | Buffer)[] = [];
    let parts: Buffer[] = [];
    for (const { data, fin } of this.sent) {
      if (typeof data === 'string' && parts.length === 0 && fin) {
        out.push(data);
        continue;
      }
      if (typeof data === 'string') throw new Error('a text frame went between fragments');
      parts.push(Buffer.from(data));
      if (fin) {
        out.push(Buffer.concat(parts));
        parts = [];
      }
    }
    return out;
  }
  /** The push line of each message (binary ones: up to the newline). */
  heads(): unknown[] {
    return this.messages().map((data) =>
      JSON.parse(typeof data === 'string' ? data : data.subarray(0, data.indexOf(0x0a)).toString()),
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
const connection: IpcPush = {
  type: 'connection',
  accountId: 'acc',
  state: { status: 'connected', failures: 0 },
};
const snapshotHead = (generation: number) => ({
  t: 'push',
  message: { type: 'snapshot', accountId: 'acc', generation },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BridgeSockets', () => {
  it('streams an answer as one message to every open socket, and skips its accepted snapshot there', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const early = new FakeSocket();
    sockets.add(early);
    const stream = sockets.openAhead({ accountId: 'acc', generation: 1 })!;
    stream.write(json({ queue_id: 'q' }).subarray(0, 5));
    const late = new FakeSocket();
    sockets.add(late);
    stream.write(json({ queue_id: 'q' }).subarray(5));
    await stream.end();
    sockets.push(snapshotPush(1), { snapshotJson: json({ queue_id: 'q' }), sentAhead: true });
    expect(early.messages()).toHaveLength(1);
    expect(early.sent.length).toBeGreaterThan(1);
    const message = early.messages()[0] as Buffer;
    expect(message.subarray(message.indexOf(0x0a) + 1).toString()).toBe('{"queue_id":"q"}');
    expect(early.heads()).toEqual([snapshotHead(1)]);
    expect(late.heads()).toEqual([snapshotHead(1)]);
    expect(late.sent).toHaveLength(1);
  });

  it('holds other frames for a socket until its streamed message is complete', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    const stream = sockets.openAhead({ accountId: 'acc', generation: 1 })!;
    stream.write(json({ queue_id: 'q' }));
    sockets.push(connection);
    sockets.reply(socket, '{"t":"result","id":1,"result":{"ok":true}}');
    expect(socket.sent.every((frame) => frame.binary)).toBe(true);
    await stream.end();
    expect(socket.heads()).toEqual([
      snapshotHead(1),
      { t: 'push', message: connection },
      { t: 'result', id: 1, result: { ok: true } },
    ]);
  });

  it('ends a stream cut short with bytes the page cannot parse, and sends it the snapshot in full', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    const stream = sockets.openAhead({ accountId: 'acc', generation: 1 })!;
    stream.write(json({ queue_id: 'q' }).subarray(0, 5));
    stream.abort();
    stream.write(json({ queue_id: 'q' }).subarray(5));
    const cut = socket.messages()[0] as Buffer;
    expect(() => JSON.parse(cut.subarray(cut.indexOf(0x0a) + 1).toString()) as unknown).toThrow();
    sockets.push(snapshotPush(1), { snapshotJson: json({ queue_id: 'q' }), sentAhead: true });
    expect(socket.heads()).toHaveLength(2);
  });

  it('sends the full snapshot to a socket that held bytes of another generation', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    const stream = sockets.openAhead({ accountId: 'acc', generation: 1 })!;
    stream.write(json({ queue_id: 'q' }));
    await stream.end();
    sockets.push(snapshotPush(2), { snapshotJson: json({ queue_id: 'q' }), sentAhead: true });
    expect(socket.messages()).toHaveLength(2);
  });

  it('opens no stream without sockets, and none to a socket still in the middle of one', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    expect(sockets.openAhead({ accountId: 'acc', generation: 1 })).toBeUndefined();
    const socket = new FakeSocket();
    sockets.add(socket);
    expect(sockets.openAhead({ accountId: 'acc', generation: 1 })).toBeDefined();
    expect(sockets.openAhead({ accountId: 'acc', generation: 2 })).toBeUndefined();
  });

  it('replays what a late socket needs, and sends other pushes as text to all', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    sockets.push(snapshotPush(1));
    sockets.push(connection);
    const late = new FakeSocket();
    sockets.add(late);
    expect(late.heads()).toEqual([snapshotHead(1), { t: 'push', message: connection }]);
    expect(late.sent.map((f) => f.binary)).toEqual([true, false]);
  });

  it('stops waiting for a slow socket to take the bytes after a bound', async () => {
    vi.useFakeTimers();
    const sockets = new BridgeSockets<FakeSocket>();
    sockets.add(new FakeSocket(false));
    let done = false;
    void sockets
      .openAhead({ accountId: 'acc', generation: 1 })!
      .end()
      .then(() => {
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
    const sent = sockets
      .openAhead({ accountId: 'acc', generation: 1 })!
      .end()
      .then(() => {
        done = true;
      });
    await Promise.resolve();
    expect(done).toBe(false);
    for (const flush of slow.held) flush();
    await sent;
    expect(done).toBe(true);
  });

  it('forgets a socket once removed, also in the middle of a stream', async () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    const stream = sockets.openAhead({ accountId: 'acc', generation: 1 })!;
    sockets.remove(socket);
    expect(sockets.has(socket)).toBe(false);
    stream.write(json({}));
    await stream.end();
    sockets.push(connection);
    sockets.reply(socket, '{}');
    expect(socket.sent).toHaveLength(1);
  });
});
