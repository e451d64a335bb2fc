// How a register snapshot leaves main. On a big realm it is megabytes of JSON; where the server's
// bytes can be proven to hold no secret (forwardable-json.ts) they are handed on as they came,
// instead of the parsed tree being walked for secrets and serialized again. A host that can use them
// gets those bytes while they are still arriving (openAhead), each piece checked first, so that the
// page has them by the time main has read them: main's verdict follows as the snapshot push or a
// withdrawal.
import { Buffer } from 'node:buffer';
import type { IpcPush } from '../../../shared/ipc';
import type { BodySink } from '../api/client';
import { forwardableJson, withoutByteOrderMark } from './forwardable-json';
import { createForwardableScanner } from './forwardable-stream';
import type { AheadStream, PushWire, SnapshotAhead } from './push-hub';
import { redactSecrets } from './redact-secrets';

export interface SnapshotWireOptions {
  ownKey: string;
  accountId: string;
  /** A stream to the hosts that take bytes ahead, or undefined when none does. */
  openAhead?: (ahead: SnapshotAhead) => AheadStream | undefined;
  /** For the withdrawal of bytes sent ahead that main did not take. */
  push: (message: IpcPush) => void;
}

export interface SnapshotWire {
  /**
   * Where a successful register answer's bytes go as they arrive, before main checks them
   * (`generation` is what the answer would get); undefined when nobody takes them.
   */
  ahead(generation: number): BodySink | undefined;
  /** A register answer that passed the checks, and the body it was parsed from. */
  answered(snapshot: object, body: Uint8Array): void;
  /**
   * Readies `snapshot` (taken as `generation`) for its push: its wire form when its JSON can go as
   * it came, else undefined after removing secrets from the tree itself.
   */
  prepare(snapshot: object, generation: number): PushWire | undefined;
  /** Main will not take the answer last sent ahead (refused, or the loop stopped): say so. */
  withdraw(): void;
}

/** The answer on its way ahead; `body` is set once every byte of it went out clean. */
interface Streamed {
  generation: number;
  stream: AheadStream;
  body?: Uint8Array;
}

export function createSnapshotWire(options: SnapshotWireOptions): SnapshotWire {
  const { ownKey, accountId } = options;
  const bodies = new WeakMap<object, Uint8Array>();
  let pending: Streamed | undefined;

  function drop(streamed: Streamed): void {
    if (pending !== streamed) return;
    pending = undefined;
    streamed.stream.abort();
  }

  return {
    ahead(generation) {
      this.withdraw();
      const scanner = options.openAhead && createForwardableScanner(ownKey);
      const stream = scanner && options.openAhead!({ accountId, generation });
      if (!scanner || !stream) return undefined;
      const streamed: Streamed = { generation, stream };
      pending = streamed;
      return {
        write(bytes) {
          if (pending !== streamed) return;
          const clean = scanner.accept(bytes);
          if (clean) stream.write(clean);
          else drop(streamed);
        },
        async end(body) {
          if (pending !== streamed) return;
          const rest = scanner.finish();
          if (!rest) return drop(streamed);
          stream.write(rest);
          // From here the page may hold the snapshot: a refusal must be pushed, not just cut short.
          streamed.body = body;
          await stream.end();
        },
        abort: () => drop(streamed),
      };
    },
    answered(snapshot, body) {
      bodies.set(snapshot, body);
    },
    prepare(snapshot, generation) {
      const body = bodies.get(snapshot);
      bodies.delete(snapshot);
      // Any snapshot pushed now replaces, for the page, whatever went ahead.
      const sent = pending;
      pending = undefined;
      if (body !== undefined && sent?.body === body) {
        const json = withoutByteOrderMark(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
        return { snapshotJson: json, sentAhead: sent.generation === generation };
      }
      if (sent !== undefined && sent.body === undefined) sent.stream.abort();
      const json = body && forwardableJson(body, ownKey);
      if (json) return { snapshotJson: json, sentAhead: false };
      redactSecrets(snapshot, ownKey);
      return undefined;
    },
    withdraw() {
      const sent = pending;
      if (sent === undefined) return;
      pending = undefined;
      if (sent.body === undefined) return sent.stream.abort();
      options.push({ type: 'snapshot-withdrawn', accountId, generation: sent.generation });
    },
  };
}
