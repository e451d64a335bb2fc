// Browser mode's open bridge sockets and what main sends them: every push in order, a late socket
// caught up from the push cache, and register answers streamed ahead of main's checks
// (session/push-hub.ts) to the sockets open at the time, which then skip the accepted snapshot's
// bytes they already hold. A streamed answer goes out as one WebSocket message in fragments, and
// nothing else may go between fragments, so a socket's other frames wait until it is complete.
import type { IpcPush } from '../../../shared/ipc';
import type { AheadStream, PushWire, SnapshotAhead } from '../session';
import { PushCache } from './push-cache';
import { aheadFrameHead, BROKEN_FRAME_END, encodePushFrame, type PushFrame } from './push-frame';

/** The part of a `ws` WebSocket this needs. */
export interface BridgeSocket {
  send(
    data: string | Uint8Array,
    options: { binary: boolean; fin?: boolean },
    done?: (err?: Error) => void,
  ): void;
}

/**
 * Main waits for bytes sent ahead to leave before it parses them itself (a busy event loop would hold
 * back the writes), but never longer than this for a page that reads slowly.
 */
export const AHEAD_FLUSH_LIMIT_MS = 500;

const NO_BYTES = new Uint8Array(0);

export class BridgeSockets<S extends BridgeSocket = BridgeSocket> {
  private readonly open = new Set<S>();
  private readonly cache = new PushCache();
  /** Per socket, the account and generation of the snapshot it was last sent ahead. */
  private readonly heldAhead = new WeakMap<S, string>();
  /** Sockets in the middle of a streamed message, and the frames waiting for it to end. */
  private readonly waiting = new Map<S, PushFrame[]>();

  has(socket: unknown): boolean {
    return this.open.has(socket as S);
  }

  add(socket: S): void {
    this.open.add(socket);
    for (const push of this.cache.replay()) this.send(socket, encodePushFrame(push));
  }

  remove(socket: S): void {
    this.open.delete(socket);
    this.waiting.delete(socket);
  }

  push(push: IpcPush, wire?: PushWire): void {
    this.cache.record(push);
    if (push.type === 'snapshot' && wire) return this.pushSnapshot(push, wire);
    const frame = encodePushFrame(push);
    for (const socket of this.open) this.send(socket, frame);
  }

  /** An answer to one socket's own call (it waits for a streamed message like any other frame). */
  reply(socket: S, text: string): void {
    if (this.open.has(socket)) this.send(socket, { data: text, binary: false });
  }

  /** A stream to the sockets open now, or undefined when there are none. */
  openAhead(ahead: SnapshotAhead): AheadStream | undefined {
    const targets = [...this.open].filter((socket) => !this.waiting.has(socket));
    if (targets.length === 0) return undefined;
    const key = aheadKey(ahead.accountId, ahead.generation);
    const head = aheadFrameHead(ahead);
    for (const socket of targets) {
      this.waiting.set(socket, []);
      this.heldAhead.delete(socket);
      socket.send(head, { binary: true, fin: false });
    }
    const live = () => targets.filter((socket) => this.waiting.has(socket));
    let finished = false;
    const finish = (last: Uint8Array, hold: boolean): Promise<void>[] => {
      if (finished) return [];
      finished = true;
      return live().map((socket) => {
        const sent = flushed(socket, last);
        if (hold) this.heldAhead.set(socket, key);
        this.release(socket);
        return sent;
      });
    };
    return {
      write: (bytes) => {
        if (finished || bytes.byteLength === 0) return;
        for (const socket of live()) socket.send(bytes, { binary: true, fin: false });
      },
      end: async () => {
        await Promise.all(finish(NO_BYTES, true));
      },
      abort: () => void finish(BROKEN_FRAME_END, false),
    };
  }

  private pushSnapshot(push: Extract<IpcPush, { type: 'snapshot' }>, wire: PushWire): void {
    const key = aheadKey(push.accountId, push.generation);
    let frame: PushFrame | undefined;
    for (const socket of this.open) {
      const held = wire.sentAhead && this.heldAhead.get(socket) === key;
      this.heldAhead.delete(socket);
      if (!held) this.send(socket, (frame ??= encodePushFrame(push, wire.snapshotJson)));
    }
  }

  private send(socket: S, frame: PushFrame): void {
    const queue = this.waiting.get(socket);
    if (queue) queue.push(frame);
    else socket.send(frame.data, { binary: frame.binary });
  }

  /** The streamed message is complete: what waited for it goes out in order. */
  private release(socket: S): void {
    const queue = this.waiting.get(socket) ?? [];
    this.waiting.delete(socket);
    for (const frame of queue) this.send(socket, frame);
  }
}

function aheadKey(accountId: string, generation: number): string {
  return JSON.stringify([accountId, generation]);
}

/** Sends the last fragment; resolves once it (and so all before it) left, or after the bound. */
function flushed(socket: BridgeSocket, last: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, AHEAD_FLUSH_LIMIT_MS);
    socket.send(last, { binary: true, fin: true }, () => {
      clearTimeout(limit);
      resolve();
    });
  });
}
