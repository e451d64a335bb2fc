// Browser mode's open bridge sockets and what main pushes to them: every push in order, a late
// socket caught up from the push cache, and register answers sent ahead of main's checks
// (session/push-hub.ts) to the sockets open at the time, which then skip the accepted snapshot's
// bytes they already hold.
import type { IpcPush } from '../../../shared/ipc';
import type { PushWire, SnapshotAhead } from '../session';
import { PushCache } from './push-cache';
import { encodeAheadFrame, encodePushFrame, type PushFrame } from './push-frame';

/** The part of a `ws` WebSocket this needs. */
export interface BridgeSocket {
  send(data: string | Uint8Array, options: { binary: boolean }, done?: (err?: Error) => void): void;
}

/**
 * Main waits for bytes sent ahead to leave before it parses them itself (a busy event loop would hold
 * back the writes), but never longer than this for a page that reads slowly.
 */
export const AHEAD_FLUSH_LIMIT_MS = 500;

export class BridgeSockets<S extends BridgeSocket = BridgeSocket> {
  private readonly open = new Set<S>();
  private readonly cache = new PushCache();
  /** Per socket, the account and generation of the snapshot it was last sent ahead. */
  private readonly heldAhead = new WeakMap<S, string>();

  has(socket: unknown): boolean {
    return this.open.has(socket as S);
  }

  add(socket: S): void {
    this.open.add(socket);
    for (const push of this.cache.replay()) send(socket, encodePushFrame(push));
  }

  remove(socket: S): void {
    this.open.delete(socket);
  }

  push(push: IpcPush, wire?: PushWire): void {
    this.cache.record(push);
    if (push.type === 'snapshot' && wire) return this.pushSnapshot(push, wire);
    const frame = encodePushFrame(push);
    for (const socket of this.open) send(socket, frame);
  }

  sendAhead(ahead: SnapshotAhead): Promise<void> {
    const frame = encodeAheadFrame(ahead);
    const key = aheadKey(ahead.accountId, ahead.generation);
    const sent = [...this.open].map((socket) => {
      this.heldAhead.set(socket, key);
      return flushed(socket, frame);
    });
    return Promise.all(sent).then(() => undefined);
  }

  private pushSnapshot(push: Extract<IpcPush, { type: 'snapshot' }>, wire: PushWire): void {
    const key = aheadKey(push.accountId, push.generation);
    let frame: PushFrame | undefined;
    for (const socket of this.open) {
      const held = wire.sentAhead && this.heldAhead.get(socket) === key;
      this.heldAhead.delete(socket);
      if (!held) send(socket, (frame ??= encodePushFrame(push, wire.snapshotJson)));
    }
  }
}

function aheadKey(accountId: string, generation: number): string {
  return JSON.stringify([accountId, generation]);
}

function send(socket: BridgeSocket, frame: PushFrame): void {
  socket.send(frame.data, { binary: frame.binary });
}

function flushed(socket: BridgeSocket, frame: PushFrame): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, AHEAD_FLUSH_LIMIT_MS);
    socket.send(frame.data, { binary: frame.binary }, () => {
      clearTimeout(limit);
      resolve();
    });
  });
}
