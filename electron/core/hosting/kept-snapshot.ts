// A register snapshot kept for a renderer that connects late (push-cache.ts), in the desktop app:
// its JSON as bytes, outside the JS heap, instead of the megabytes of objects a big realm's answer
// parses into, one per signed-in account. Electron's IPC takes objects, so a replay parses it again;
// that happens only when the window reloads. (Browser mode keeps the frame it already encoded.)
import { Buffer } from 'node:buffer';
import type { IpcPush } from '../../../shared/ipc';

type SnapshotPush = Extract<IpcPush, { type: 'snapshot' }>;

export interface KeptSnapshot {
  readonly kept: 'snapshot';
  readonly accountId: string;
  readonly generation: number;
  /** Set on a snapshot the offline cache kept from an earlier run. */
  readonly cached?: SnapshotPush['cached'];
  readonly json: Buffer;
}

export function keepSnapshot(push: SnapshotPush): KeptSnapshot {
  return {
    kept: 'snapshot',
    accountId: push.accountId,
    generation: push.generation,
    ...(push.cached ? { cached: push.cached } : {}),
    json: Buffer.from(JSON.stringify(push.snapshot), 'utf8'),
  };
}

export function isKeptSnapshot(item: IpcPush | KeptSnapshot): item is KeptSnapshot {
  return 'kept' in item;
}

/** The push again, for a renderer that connected late. */
export function restoreSnapshot(kept: KeptSnapshot): SnapshotPush {
  return {
    type: 'snapshot',
    accountId: kept.accountId,
    generation: kept.generation,
    ...(kept.cached ? { cached: kept.cached } : {}),
    snapshot: JSON.parse(kept.json.toString('utf8')) as Record<string, unknown>,
  };
}
