// Browser mode's open bridge sockets and what main sends them: every push in order, each encoded
// once for all of them, and a late socket caught up from the push cache, which keeps each
// account's snapshot as the frame encoded here (bytes, not megabytes of objects per account).
import type { IpcPush } from '../../../shared/ipc';
import { PushCache } from './push-cache';
import { encodePushFrame, type PushFrame } from './push-frame';

/** The part of a `ws` WebSocket this needs. */
export interface BridgeSocket {
  send(data: string | Uint8Array, options: { binary: boolean }): void;
}

export class BridgeSockets<S extends BridgeSocket = BridgeSocket> {
  private readonly open = new Set<S>();
  private readonly cache = new PushCache<PushFrame>();

  has(socket: unknown): boolean {
    return this.open.has(socket as S);
  }

  add(socket: S): void {
    this.open.add(socket);
    for (const item of this.cache.replay()) send(socket, isFrame(item) ? item : encodePushFrame(item));
  }

  remove(socket: S): void {
    this.open.delete(socket);
  }

  push(push: IpcPush): void {
    // A snapshot is encoded even with no socket open: the cache keeps it in that form.
    if (push.type === 'snapshot') {
      const frame = encodePushFrame(push);
      this.cache.record(push, frame);
      for (const socket of this.open) send(socket, frame);
      return;
    }
    this.cache.record(push);
    if (this.open.size === 0) return;
    const frame = encodePushFrame(push);
    for (const socket of this.open) send(socket, frame);
  }

  /** An answer to one socket's own call. */
  reply(socket: S, text: string): void {
    if (this.open.has(socket)) send(socket, { data: text, binary: false });
  }
}

function isFrame(item: IpcPush | PushFrame): item is PushFrame {
  return 'data' in item;
}

function send(socket: BridgeSocket, frame: PushFrame): void {
  socket.send(frame.data, { binary: frame.binary });
}
