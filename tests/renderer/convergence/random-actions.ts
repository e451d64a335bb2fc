// Seeded random server activity by several users through the control API. Targets are picked from
// the in-process realm so that most actions are valid; ones the server refuses still count as
// tried, since a refusal must leave the client unchanged too.
import { Rng } from '../../../server/seed/prng';
import type { Action, Cast } from './action-kit';
import { CHANNEL_ACTIONS } from './channel-actions';
import type { LiveClient } from './live-client';
import { PEOPLE_ACTIONS } from './people-actions';

const ACTIONS: Record<string, Action> = { ...CHANNEL_ACTIONS, ...PEOPLE_ACTIONS };

export type ActionStats = Record<string, { tried: number; accepted: number }>;

/**
 * Runs `count` actions drawn from `seed`; each of `interrupts` runs before the action with its
 * index (a queue expiry, a restart). Returns how often each kind was tried and accepted.
 */
export async function runRandomActions(
  c: LiveClient,
  seed: number,
  count: number,
  interrupts: ReadonlyMap<number, () => Promise<unknown>>,
): Promise<ActionStats> {
  const rng = new Rng(seed);
  const account = (index: number) => c.server.accounts[index]?.user_id ?? -1;
  const cast: Cast = { owner: account(0), admin: account(1), me: c.me.user_id };
  const names = Object.keys(ACTIONS).sort();
  const total = names.reduce((sum, name) => sum + (ACTIONS[name]?.weight ?? 0), 0);
  const stats: ActionStats = {};
  for (let n = 0; n < count; n++) {
    await interrupts.get(n)?.();
    let roll = rng.next() * total;
    const name = names.find((candidate) => (roll -= ACTIONS[candidate]?.weight ?? 0) < 0) ?? 'subscribeMe';
    const outcome = await ACTIONS[name]?.run(c, rng, cast, n);
    if (outcome === undefined) continue;
    const entry = (stats[name] ??= { tried: 0, accepted: 0 });
    entry.tried++;
    if (outcome) entry.accepted++;
  }
  return stats;
}
