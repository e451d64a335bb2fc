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
 * A register answer on its way to hosts that can start the page's parse while main still reads and
 * checks it (browser mode). Main then pushes either the snapshot (with `sentAhead`) or
 * `snapshot-withdrawn`.
 */
export interface SnapshotAhead {
  accountId: string;
  generation: number;
}

/** The answer's bytes as they arrive, each piece already proven free of secrets. */
export interface AheadStream {
  write(bytes: Uint8Array): void;
  /** Every byte is written; resolves once they are on their way (main's own checks wait for that). */
  end(): Promise<void>;
  /** The rest is not coming: whoever has the start must drop it. */
  abort(): void;
}

export type PushListener = (message: IpcPush, wire?: PushWire) => void;
/** A stream for the answer, or undefined when this host has nobody to send it to. */
export type AheadListener = (ahead: SnapshotAhead) => AheadStream | undefined;

export interface PushHub {
  push(message: IpcPush, wire?: PushWire): void;
  subscribe(listener: PushListener): () => void;
  /** A stream to every listener that took the answer, or undefined when none did. */
  openAhead(ahead: SnapshotAhead): AheadStream | undefined;
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
    openAhead(ahead) {
      const streams: AheadStream[] = [];
      for (const listener of [...aheadListeners]) {
        try {
          const stream = listener(ahead);
          if (stream) streams.push(stream);
        } catch (err) {
          log.warn('session: a snapshot-ahead listener threw', { error: String(err) });
        }
      }
      return streams.length === 0 ? undefined : fanOut(streams);
    },
    subscribeAhead(listener) {
      aheadListeners.add(listener);
      return () => void aheadListeners.delete(listener);
    },
  };
}

function fanOut(streams: AheadStream[]): AheadStream {
  if (streams.length === 1) return streams[0] as AheadStream;
  return {
    write: (bytes) => streams.forEach((stream) => stream.write(bytes)),
    end: () => Promise.all(streams.map((stream) => stream.end())).then(() => undefined),
    abort: () => streams.forEach((stream) => stream.abort()),
  };
}
