// Fan-out of pushes to the host's listeners (the window, the WebSocket clients). One listener that
// throws must not keep the others from hearing about an event.
import type { IpcPush } from '../../../shared/ipc';
import type { LevelledLog } from './log';

/** A push's payload already serialized, for hosts that send JSON (browser mode). */
export interface PushWire {
  /** A snapshot push's `snapshot` as UTF-8 JSON, already cleared of secrets: send it as it is. */
  snapshotJson: Uint8Array;
}

export type PushListener = (message: IpcPush, wire?: PushWire) => void;

export interface PushHub {
  push(message: IpcPush, wire?: PushWire): void;
  subscribe(listener: PushListener): () => void;
}

export function createPushHub(log: LevelledLog): PushHub {
  const listeners = new Set<PushListener>();
  return {
    push(message, wire) {
      for (const listener of [...listeners]) {
        try {
          listener(message, wire);
        } catch (err) {
          log.warn('session: a push listener threw', { error: String(err) });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
