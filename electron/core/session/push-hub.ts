// Fan-out of pushes to the host's listeners (the window, the WebSocket clients). One listener that
// throws must not keep the others from hearing about an event.
import type { IpcPush } from '../../../shared/ipc';
import type { LevelledLog } from './log';

/** A push's payload already serialized, for hosts that send JSON (browser mode). */
export interface PushWire {
  /** A snapshot push's `snapshot` as UTF-8 JSON, already cleared of secrets: send it as it is. */
  snapshotJson: Uint8Array;
  /** These bytes already went out as the SnapshotAhead of the same account and generation. */
  sentAhead: boolean;
}

/**
 * A register answer's bytes, proven free of secrets but not yet checked by main otherwise, offered
 * to hosts that can start the page's parse while main checks them (browser mode). Main then pushes
 * either the snapshot (with `sentAhead`) or `snapshot-withdrawn`.
 */
export interface SnapshotAhead {
  accountId: string;
  generation: number;
  snapshotJson: Uint8Array;
}

export type PushListener = (message: IpcPush, wire?: PushWire) => void;
/** Resolves once the bytes are on their way (main's own checks wait for that). */
export type AheadListener = (ahead: SnapshotAhead) => Promise<void>;

export interface PushHub {
  push(message: IpcPush, wire?: PushWire): void;
  subscribe(listener: PushListener): () => void;
  /** True when some listener took the snapshot (so a refusal must be pushed too). */
  sendAhead(ahead: SnapshotAhead): Promise<boolean>;
  subscribeAhead(listener: AheadListener): () => void;
}

export function createPushHub(log: LevelledLog): PushHub {
  const listeners = new Set<PushListener>();
  const aheadListeners = new Set<AheadListener>();
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
    async sendAhead(ahead) {
      const taken = [...aheadListeners];
      await Promise.all(
        taken.map((listener) =>
          listener(ahead).catch((err: unknown) =>
            log.warn('session: a snapshot-ahead listener failed', { error: String(err) }),
          ),
        ),
      );
      return taken.length > 0;
    },
    subscribeAhead(listener) {
      aheadListeners.add(listener);
      return () => void aheadListeners.delete(listener);
    },
  };
}
