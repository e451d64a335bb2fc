// Simulated people acting at random through the control API: messages, direct messages, edits,
// moves, deletions, reactions, typing, joining and leaving channels, profile and settings changes,
// topic preferences and flags — the member's own "other device" included. Refusals are counted,
// not errors: a refused action must leave the app unchanged too.
import type { Rng } from '../../server/seed/prng';
import type { ControlClient } from './control-client';
import type { Action, ActorState } from './actor-kit';
import { MESSAGE_ACTIONS } from './message-actions';
import { PERSONAL_ACTIONS } from './personal-actions';
import type { SoakWorld } from './world';

const ACTIONS: [string, Action][] = Object.entries({ ...MESSAGE_ACTIONS, ...PERSONAL_ACTIONS });
const TOTAL = ACTIONS.reduce((sum, [, action]) => sum + action.weight, 0);

export function newActorState(): ActorState {
  return { sent: [], reactions: [], typing: new Map(), stats: {} };
}

/** One random action; its outcome is counted in `state.stats`. */
export async function actOnce(
  w: SoakWorld,
  c: ControlClient,
  rng: Rng,
  state: ActorState,
  n: number,
): Promise<void> {
  let roll = rng.next() * TOTAL;
  const [name, action] = ACTIONS.find(([, a]) => (roll -= a.weight) < 0) ?? ACTIONS[0]!;
  const entry = (state.stats[name] ??= { tried: 0, accepted: 0 });
  entry.tried += 1;
  if (await action.run(w, c, rng, state, n).catch(() => false)) entry.accepted += 1;
}

/** Everyone stops typing, so no indicator outlives the run. */
export async function stopAllTyping(w: SoakWorld, c: ControlClient, state: ActorState): Promise<void> {
  for (const { userId, streamId, topic } of state.typing.values()) {
    await c.act(userId, 'POST', '/typing', { type: 'stream', op: 'stop', stream_id: streamId, topic });
  }
  state.typing.clear();
}
