// A realistic stream of raw server events for one user, shaped exactly as the reference server
// sends them (message, reaction, update_message, flags, typing, user_topic, settings, subscription,
// user_status events were copied field for field from its queue) plus presence in the legacy form
// the real server pushes. Deterministic for a seed; ids follow on from the snapshot's.
import { MixScratch, type MixContext, type MixPerson, type RawEvent } from './mix-scratch';
import { MESSAGE_TEMPLATES } from './mix-message-events';
import { PEOPLE_TEMPLATES } from './mix-people-events';

export type { MixContext, MixPerson };

/** Percent of each kind; they add up to 100. */
export const MIX_WEIGHTS: [string, number][] = [
  ['message', 28],
  ['direct-message', 5],
  ['read', 10],
  ['reaction-add', 6],
  ['reaction-remove', 3],
  ['typing-start', 8],
  ['typing-stop', 8],
  ['presence', 12],
  ['edit', 4],
  ['delete', 1],
  ['subscription-update', 2],
  ['user-topic', 2],
  ['person-update', 2],
  ['user-settings', 1],
  ['user-status', 2],
  ['heartbeat', 2],
  ['star', 2],
  ['peer', 2],
];

const TEMPLATES: Record<string, (s: MixScratch) => RawEvent> = { ...MESSAGE_TEMPLATES, ...PEOPLE_TEMPLATES };

export function contextFromSnapshot(snapshot: Record<string, unknown>, now: number): MixContext {
  const subs = (snapshot.subscriptions as { stream_id: number; name: string }[]) ?? [];
  const users = (snapshot.realm_users as (MixPerson & { is_bot?: boolean })[]) ?? [];
  const ownUserId = snapshot.user_id as number;
  return {
    ownUserId,
    ownEmail: snapshot.email as string,
    ownFullName: snapshot.full_name as string,
    channels: subs.map(({ stream_id, name }) => ({ stream_id, name })),
    people: users
      .filter((u) => u.user_id !== ownUserId && !u.is_bot)
      .slice(0, 2_000)
      .map(({ user_id, email, full_name }) => ({ user_id, email, full_name })),
    firstMessageId: ((snapshot.max_message_id as number) ?? 0) + 1,
    realmUrl: (snapshot.realm_url as string) ?? 'http://127.0.0.1',
    now,
  };
}

export interface EventMix {
  /** The next `count` raw events, ids increasing. */
  take(count: number): RawEvent[];
}

export function createEventMix(ctx: MixContext, seed = 1): EventMix {
  if (ctx.channels.length === 0 || ctx.people.length === 0) {
    throw new Error('the mix needs channels and people');
  }
  const scratch = new MixScratch(ctx, seed);
  const cumulative: [string, number][] = [];
  let total = 0;
  for (const [kind, weight] of MIX_WEIGHTS) cumulative.push([kind, (total += weight)]);
  return {
    take(count) {
      const out = new Array<RawEvent>(count);
      for (let i = 0; i < count; i++) {
        const roll = scratch.random() * total;
        const kind = (cumulative.find(([, upTo]) => roll < upTo) ?? cumulative[0]!)[0];
        const make = TEMPLATES[kind] ?? (() => ({ type: 'heartbeat' }));
        out[i] = { ...make(scratch), id: scratch.eventId++ };
      }
      return out;
    },
  };
}
