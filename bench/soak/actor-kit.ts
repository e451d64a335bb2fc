// The vocabulary of the soak's simulated people: what they remember between actions, what an
// action is, and the picks most actions share.
import type { Rng } from '../../server/seed/prng';
import type { ControlClient } from './control-client';
import type { SoakWorld } from './world';

export interface SentMessage {
  id: number;
  sender: number;
  streamId: number;
  topic: string;
}

export interface ActorState {
  sent: SentMessage[];
  reactions: { messageId: number; userId: number; emoji: string }[];
  typing: Map<string, { userId: number; streamId: number; topic: string }>;
  stats: Record<string, { tried: number; accepted: number }>;
}

export interface Action {
  weight: number;
  /** True when the server accepted it. */
  run(w: SoakWorld, c: ControlClient, rng: Rng, s: ActorState, n: number): Promise<boolean>;
}

/** One of the last messages people sent, to edit, move, react to or flag. */
export function recentMessage(rng: Rng, s: ActorState): SentMessage | undefined {
  return s.sent.length > 0 ? rng.pick(s.sent.slice(-60)) : undefined;
}

/** A channel and topic to chat in; the app's own topic is left to the app. */
export function chatPlace(
  rng: Rng,
  w: SoakWorld,
): { stream: SoakWorld['chatStreams'][number]; topic: string } {
  return { stream: rng.pick(w.chatStreams), topic: rng.pick(w.topics.filter((t) => t !== w.appTopic)) };
}
