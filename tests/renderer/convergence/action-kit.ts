// What the random actions share: who acts, how an action is described, and pickers over the
// in-process realm (sorted by ID, so the same seed picks the same targets every run).
import type { ChannelRecord, UserRecord } from '../../../server/realm/types';
import type { Rng } from '../../../server/seed/prng';
import type { LiveClient } from './live-client';

export interface Cast {
  admin: number;
  owner: number;
  me: number;
}

export interface Action {
  weight: number;
  /** Resolves with whether the server accepted it; undefined when there was nothing to act on. */
  run(c: LiveClient, rng: Rng, cast: Cast, n: number): Promise<boolean> | undefined;
}

export function channels(c: LiveClient): ChannelRecord[] {
  return [...c.server.realm.channels.values()]
    .filter((ch) => !ch.is_archived)
    .sort((a, b) => a.stream_id - b.stream_id);
}

/** Human accounts other than the owner, the acting administrator and "me". */
export function people(c: LiveClient, cast: Cast, active: boolean): UserRecord[] {
  const spared = [cast.owner, cast.admin, cast.me];
  return [...c.server.realm.users.values()]
    .filter((u) => !u.is_bot && u.is_active === active && !spared.includes(u.user_id))
    .sort((a, b) => a.user_id - b.user_id);
}

export function pickOr<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : rng.pick(items);
}

export function isMine(c: LiveClient, cast: Cast, channel: ChannelRecord): boolean {
  return c.server.realm.isSubscribed(cast.me, channel.stream_id);
}
