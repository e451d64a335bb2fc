// How a register snapshot leaves main. On a big realm it is megabytes of JSON; where the server's
// bytes can be proven to hold no secret (forwardable-json.ts) they are handed on as they came,
// instead of the parsed tree being walked for secrets and serialized again. A host that can use them
// gets those bytes even before main has decoded and checked them (sendAhead), so that the page
// parses them while main does: main's verdict follows as the snapshot push or a withdrawal.
import type { IpcPush } from '../../../shared/ipc';
import { forwardableJson } from './forwardable-json';
import type { PushWire, SnapshotAhead } from './push-hub';
import { redactSecrets } from './redact-secrets';

export interface SnapshotWireOptions {
  ownKey: string;
  accountId: string;
  /** Offers bytes ahead to the hosts; true when one took them. */
  sendAhead?: (ahead: SnapshotAhead) => Promise<boolean>;
  /** For the withdrawal of bytes sent ahead that main did not take. */
  push: (message: IpcPush) => void;
}

export interface SnapshotWire {
  /** A successful register answer's bytes, before main checks them; `generation` is what it would get. */
  ahead(body: Uint8Array, generation: number): Promise<void>;
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

export function createSnapshotWire(options: SnapshotWireOptions): SnapshotWire {
  const { ownKey, accountId } = options;
  const bodies = new WeakMap<object, Uint8Array>();
  /** The last body checked ahead (its check is not run twice) and whether a host took it. */
  let pending: { body: Uint8Array; json: Uint8Array; generation: number; taken: boolean } | undefined;
  return {
    async ahead(body, generation) {
      this.withdraw();
      const json = options.sendAhead && forwardableJson(body, ownKey);
      if (!json || !options.sendAhead) return;
      // Counted as taken while the hosts send it, so that a withdrawal meanwhile still goes out.
      const checked = { body, json, generation, taken: true };
      pending = checked;
      if (!(await options.sendAhead({ accountId, generation, snapshotJson: json }))) checked.taken = false;
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
      if (sent !== undefined && sent.body === body) {
        return { snapshotJson: sent.json, sentAhead: sent.taken && sent.generation === generation };
      }
      const json = body && forwardableJson(body, ownKey);
      if (json) return { snapshotJson: json, sentAhead: false };
      redactSecrets(snapshot, ownKey);
      return undefined;
    },
    withdraw() {
      if (pending?.taken !== true) {
        pending = undefined;
        return;
      }
      options.push({ type: 'snapshot-withdrawn', accountId, generation: pending.generation });
      pending = undefined;
    },
  };
}
