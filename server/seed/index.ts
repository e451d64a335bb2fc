// Deterministic seeds for the reference server. The same name and size give the same realm on
// every run (ids, names, text, flags, api keys and passwords), pinned to a fixed "now".
import { addChannel, subscribeUser } from '../realm/factory';
import { storeMessage } from '../realm/messages';
import { buildBase } from './accounts';
import { buildDemo } from './demo';
import { buildLarge, FULL_LARGE_SIZE, type LargeSize } from './large';
import { Rng } from './prng';
import type { SeededRealm } from './seed-types';
import { DAY, DEFAULT_NOW } from './timeline';

export const SEED_NAMES = ['demo', 'large', 'empty'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

/** Sizes of the large seed; each part may be given alone. Demo and empty ignore it. */
export type SeedSize = Partial<LargeSize>;

export interface SeedOptions {
  size?: SeedSize;
  /** Seconds since the epoch that the seed treats as "now"; default 2026-11-01T12:00:00Z. */
  now?: number;
}

export { DEFAULT_NOW, FULL_LARGE_SIZE };
export type { LargeSize };

const SEEDS: Record<SeedName, number> = { demo: 0x7e11d, large: 0x1a46e, empty: 0xe3971 };

export function isSeedName(name: string): name is SeedName {
  return (SEED_NAMES as readonly string[]).includes(name);
}

export function buildSeed(name: SeedName = 'demo', options: SeedOptions = {}): SeededRealm {
  if (!isSeedName(name))
    throw new Error(`unknown seed "${String(name)}"; expected one of ${SEED_NAMES.join(', ')}`);
  const now = Math.floor(options.now ?? DEFAULT_NOW);
  const rng = new Rng(SEEDS[name]);
  if (name === 'demo') return buildDemo(rng, now);
  if (name === 'large') return buildLarge(rng, now, { ...FULL_LARGE_SIZE, ...options.size });
  return buildEmpty(rng, now);
}

/** Just the accounts, two channels and one message: the quickest start for unit tests. */
function buildEmpty(rng: Rng, now: number): SeededRealm {
  const { realm, accounts, cast } = buildBase(rng.fork('accounts'), now, { name: 'Threadline Test' });
  const general = addChannel(realm, {
    name: 'general',
    description: 'Everything that concerns **everyone**.',
    is_default: true,
    creator_id: cast.owner.user_id,
    date_created: now - 30 * DAY,
  });
  const sandbox = addChannel(realm, {
    name: 'sandbox',
    description: 'Try things out here.',
    creator_id: cast.admin.user_id,
    date_created: now - 30 * DAY,
  });
  for (const user of [
    cast.owner,
    cast.admin,
    cast.moderator,
    cast.member,
    cast.member2,
    cast.guest,
    cast.bot,
  ]) {
    subscribeUser(realm, user.user_id, general.stream_id);
    if (!user.is_bot && user !== cast.guest) subscribeUser(realm, user.user_id, sandbox.stream_id);
  }
  storeMessage(realm, {
    sender: cast.owner,
    type: 'stream',
    stream_id: general.stream_id,
    topic: 'welcome',
    content: 'Welcome to **Threadline**! This organization is empty on purpose.',
    timestamp: now - DAY,
  });
  for (const user of realm.users.values()) user.unread.clear();
  return { realm, accounts };
}
