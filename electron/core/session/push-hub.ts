// Fan-out of pushes to the host's listeners (the window, the WebSocket clients). One listener that
// throws must not keep the others from hearing about an event.
import type { IpcPush } from '../../../shared/ipc';
import type { LevelledLog } from './log';

export interface PushHub {
  push(message: IpcPush): void;
  subscribe(listener: (message: IpcPush) => void): () => void;
}

export function createPushHub(log: LevelledLog): PushHub {
  const listeners = new Set<(message: IpcPush) => void>();
  return {
    push(message) {
      for (const listener of [...listeners]) {
        try {
          listener(message);
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
