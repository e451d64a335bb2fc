// Browser mode's open bridge sockets and what main sends them: every push in order, each encoded
// once for all of them, and a late socket caught up from the push cache.
import type { IpcPush } from '../../../shared/ipc';
import { PushCache } from './push-cache';
import { encodePushFrame, type PushFrame } from './push-frame';

/** The part of a `ws` WebSocket this needs. */
export interface BridgeSocket {
  send(data: string | Uint8Array, options: { binary: boolean }): void;
}

export class BridgeSockets<S extends BridgeSocket = BridgeSocket> {
  private readonly open = new Set<S>();
  private readonly cache = new PushCache();

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

  push(push: IpcPush): void {
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

function send(socket: BridgeSocket, frame: PushFrame): void {
  socket.send(frame.data, { binary: frame.binary });
}
