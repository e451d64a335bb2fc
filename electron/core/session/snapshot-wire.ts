// How a register snapshot leaves main. On a big realm it is megabytes of JSON; where the server's
// bytes can be proven to hold no secret (forwardable-json.ts) they are handed on as they came,
// instead of the parsed tree being walked for secrets and serialized again.
import { forwardableJson } from './forwardable-json';
import type { PushWire } from './push-hub';
import { redactSecrets } from './redact-secrets';

export interface SnapshotWire {
  /** A register answer that passed the checks, and the body it was parsed from. */
  answered(snapshot: object, body: Uint8Array): void;
  /**
   * Readies `snapshot` for its push: its wire form when its JSON can go as it came, else undefined
   * after removing secrets from the tree itself.
   */
  prepare(snapshot: object): PushWire | undefined;
}

export function createSnapshotWire(ownKey: string): SnapshotWire {
  const bodies = new WeakMap<object, Uint8Array>();
  return {
    answered(snapshot, body) {
      bodies.set(snapshot, body);
    },
    prepare(snapshot) {
      const body = bodies.get(snapshot);
      bodies.delete(snapshot);
      const json = body && forwardableJson(body, ownKey);
      if (json) return { snapshotJson: json };
      redactSecrets(snapshot, ownKey);
      return undefined;
    },
  };
}
