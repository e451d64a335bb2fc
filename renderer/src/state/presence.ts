// Presence slice: when each user was last active and last connected at all (UNIX seconds), in the
// modern per-user form. The legacy per-client event form is folded into the same two timestamps.
// Whether someone counts as active, idle or offline depends on the clock, so it is computed when
// shown (presenceStatus), never stored.
import type { EventOfKind } from '../../../shared/events';
import type { LegacyClientPresence, Presence } from '../../../shared/objects';
import { Map as ImmutableMap } from 'immutable';
import { readNumber, type Snapshot } from './snapshot-read';

export interface PresenceState {
  byUser: ImmutableMap<number, Presence>;
  /** Seconds without a ping after which a user counts as offline. */
  offlineThresholdSeconds: number;
}

/** Fallback for servers before feature level 164, which do not send the threshold. */
export const DEFAULT_OFFLINE_THRESHOLD_SECONDS = 140;

export const initialPresence: PresenceState = {
  byUser: ImmutableMap(),
  offlineThresholdSeconds: DEFAULT_OFFLINE_THRESHOLD_SECONDS,
};

export type PresenceStatus = 'active' | 'idle' | 'offline';

function isPresence(value: unknown): value is Presence {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.active_timestamp === 'number' && typeof record.idle_timestamp === 'number';
}

function plainPresence(value: Presence): Presence {
  return { active_timestamp: value.active_timestamp, idle_timestamp: value.idle_timestamp };
}

export function presenceFromSnapshot(snapshot: Snapshot): PresenceState {
  const byUser = ImmutableMap<number, Presence>().asMutable();
  const raw = snapshot.presences;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const record = raw as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const userId = Number(key);
      const value = record[key];
      if (!Number.isInteger(userId) || !isPresence(value)) continue;
      byUser.set(userId, plainPresence(value));
    }
  }
  return {
    byUser: byUser.asImmutable(),
    offlineThresholdSeconds:
      readNumber(snapshot, 'server_presence_offline_threshold_seconds') ?? DEFAULT_OFFLINE_THRESHOLD_SECONDS,
  };
}

/** A legacy per-client report merged into the modern timestamps: any report means connected. */
export function foldLegacyPresence(
  current: Presence | undefined,
  clients: Readonly<Record<string, LegacyClientPresence>>,
): Presence {
  let active = current?.active_timestamp ?? 0;
  let idle = current?.idle_timestamp ?? 0;
  for (const client of Object.values(clients)) {
    idle = Math.max(idle, client.timestamp);
    if (client.status === 'active') active = Math.max(active, client.timestamp);
  }
  return { active_timestamp: active, idle_timestamp: idle };
}

function samePresence(a: Presence | undefined, b: Presence): boolean {
  return (
    a !== undefined && a.active_timestamp === b.active_timestamp && a.idle_timestamp === b.idle_timestamp
  );
}

export function handlePresence(state: PresenceState, event: EventOfKind<'presence'>): PresenceState {
  let byUser = state.byUser;
  const put = (userId: number, current: Presence | undefined, value: Presence) => {
    if (!samePresence(current, value)) byUser = byUser.set(userId, value);
  };
  if (event.presences !== undefined) {
    for (const [key, value] of Object.entries(event.presences)) {
      const userId = Number(key);
      if (Number.isInteger(userId)) put(userId, byUser.get(userId), plainPresence(value));
    }
  } else if (event.user_id !== undefined && event.presence !== undefined) {
    const current = byUser.get(event.user_id);
    put(event.user_id, current, foldLegacyPresence(current, event.presence));
  }
  return byUser === state.byUser ? state : { ...state, byUser };
}

/** Active if seen active within the threshold, idle if connected within it, offline otherwise. */
export function presenceStatus(
  presence: Presence | undefined,
  nowSeconds: number,
  offlineThresholdSeconds: number,
): PresenceStatus {
  if (presence === undefined) return 'offline';
  if (nowSeconds - presence.active_timestamp < offlineThresholdSeconds) return 'active';
  if (nowSeconds - presence.idle_timestamp < offlineThresholdSeconds) return 'idle';
  return 'offline';
}
