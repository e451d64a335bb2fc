// Fan-out of pushes to the host's listeners (the window, the WebSocket clients). One listener that
// throws must not keep the others from hearing about an event. Every push is final: main has checked
// and redacted it before it gets here (account-connection.ts), whichever host sends it on.
import type { IpcPush } from '../../../shared/ipc';
import type { LevelledLog } from './log';

export type PushListener = (message: IpcPush) => void;

export interface PushHub {
  push(message: IpcPush): void;
  subscribe(listener: PushListener): () => void;
}

export function createPushHub(log: LevelledLog): PushHub {
  const listeners = new Set<PushListener>();
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
