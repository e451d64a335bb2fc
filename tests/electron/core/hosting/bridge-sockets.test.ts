import { describe, expect, it } from 'vitest';
import { BridgeSockets, type BridgeSocket } from '../../../../electron/core/hosting/bridge-sockets';
import type { IpcPush } from '../../../../shared/ipc';

class FakeSocket implements BridgeSocket {
  sent: { data: string | Uint8Array; binary: boolean }[] = [];
  send(data: string | Uint8Array, options: { binary: boolean }): void {
    this.sent.push({ data, binary: options.binary });
  }
  /** The push line of each frame (binary ones: up to the newline). */
  heads(): unknown[] {
    return this.sent.map(({ data }) =>
      JSON.parse(
        typeof data === 'string' ? data : Buffer.from(data.subarray(0, data.indexOf(0x0a))).toString(),
      ),
    );
  }
}

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

describe('BridgeSockets', () => {
  it('sends every push, in order, to every open socket, one frame encoded for all', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const first = new FakeSocket();
    const second = new FakeSocket();
    sockets.add(first);
    sockets.add(second);
    sockets.push(snapshotPush(1));
    sockets.push(connection);
    for (const socket of [first, second]) {
      expect(socket.heads()).toEqual([snapshotHead(1), { t: 'push', message: connection }]);
      expect(socket.sent.map((frame) => frame.binary)).toEqual([true, false]);
    }
    expect(first.sent[0]?.data).toBe(second.sent[0]?.data);
    const frame = first.sent[0]?.data as Uint8Array;
    expect(JSON.parse(Buffer.from(frame.subarray(frame.indexOf(0x0a) + 1)).toString())).toEqual({
      queue_id: 'q',
    });
  });

  it('replays what a late socket needs: the latest snapshot and the batches since', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    sockets.push(snapshotPush(1));
    sockets.push(snapshotPush(2));
    sockets.push(connection);
    const late = new FakeSocket();
    sockets.add(late);
    expect(late.heads()).toEqual([snapshotHead(2), { t: 'push', message: connection }]);
  });

  it("replays each account's snapshot as the very frame sent live, and a batch marked as replayed", () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const live = new FakeSocket();
    sockets.add(live);
    sockets.push(snapshotPush(3));
    sockets.push({ ...snapshotPush(1), accountId: 'other' });
    sockets.push({ type: 'events', accountId: 'acc', generation: 3, events: [] });
    const late = new FakeSocket();
    sockets.add(late);
    // Kept as bytes: the same frame object, not the snapshot's objects encoded again.
    expect(late.sent[0]?.data).toBe(live.sent[0]?.data);
    expect(late.sent[2]?.data).toBe(live.sent[1]?.data);
    expect(late.heads()[1]).toEqual({
      t: 'push',
      message: { type: 'events', accountId: 'acc', generation: 3, events: [], replayed: true },
    });
  });

  it('answers a call only to an open socket, and forgets a socket once removed', () => {
    const sockets = new BridgeSockets<FakeSocket>();
    const socket = new FakeSocket();
    sockets.add(socket);
    sockets.reply(socket, '{"t":"result","id":1,"result":{"ok":true}}');
    expect(socket.heads()).toEqual([{ t: 'result', id: 1, result: { ok: true } }]);
    sockets.remove(socket);
    expect(sockets.has(socket)).toBe(false);
    sockets.push(connection);
    sockets.reply(socket, '{}');
    expect(socket.sent).toHaveLength(1);
  });
});
