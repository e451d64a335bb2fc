// The benchmark realm: 10,000 people, 1,000 channels, 200,000 messages, and a bench member (the
// "member" account) with ~100 channels and 50,000 unread messages. Every size can be scaled down.
import { subscribeUser } from '../realm/factory';
import { addFlag } from '../realm/messages';
import type { Realm } from '../realm/realm';
import type { ChannelRecord, UserRecord } from '../realm/types';
import { buildBase } from './accounts';
import { storeLargeMessages } from './large-messages';
import { addLargeChannels, addPeople, planSubscriptions, type SubscriptionPlan } from './large-plan';
import type { Rng } from './prng';
import type { SeededRealm } from './seed-types';
import { DAY } from './timeline';

export interface LargeSize {
  /** Every user, the fixed accounts and bots included. */
  users: number;
  channels: number;
  messages: number;
  /** Unread messages of the bench member (capped by what the member can read). */
  unreadForMember: number;
}

export const FULL_LARGE_SIZE: LargeSize = {
  users: 10_000,
  channels: 1_000,
  messages: 200_000,
  unreadForMember: 50_000,
};

const STATUSES = [
  { status_text: 'In a meeting', emoji_name: 'calendar', emoji_code: '1f4c6' },
  { status_text: 'Commuting', emoji_name: 'bus', emoji_code: '1f68c' },
  { status_text: 'Working remotely', emoji_name: 'house', emoji_code: '1f3e0' },
  { status_text: 'Out sick', emoji_name: 'face_with_thermometer', emoji_code: '1f912' },
];

export function buildLarge(rng: Rng, now: number, size: LargeSize): SeededRealm {
  const { realm, accounts, cast } = buildBase(rng.fork('accounts'), now, {
    name: 'Threadline Large',
    description: 'A large generated organization for benchmarks.',
  });
  const users = addPeople(realm, rng.fork('people'), size.users, now);
  const channels = addLargeChannels(realm, rng.fork('channels'), Math.max(1, size.channels), cast, now);
  const plan = planSubscriptions(rng.fork('subscriptions'), users, channels.length, cast.member);
  const accessible = storeLargeMessages(realm, rng.fork('messages'), {
    channels,
    plan,
    member: cast.member,
    count: Math.max(0, size.messages),
    unreadForMember: size.unreadForMember,
    now,
  });
  applySubscriptions(realm, channels, plan);
  archiveSome(rng.fork('archive'), channels, new Set(plan.memberChannels));

  // Everyone else has caught up; the bench member has not read the newest part of their feed.
  for (const user of realm.users.values()) user.unread.clear();
  const unreadFrom = Math.max(0, accessible.length - Math.max(0, size.unreadForMember));
  for (let i = unreadFrom; i < accessible.length; i++) cast.member.unread.add(accessible[i] as number);

  memberDetails(realm, rng.fork('member'), cast.member, channels, plan, accessible, now);
  statusesAndPresence(rng.fork('presence'), users, now);
  return { realm, accounts };
}

function applySubscriptions(realm: Realm, channels: ChannelRecord[], plan: SubscriptionPlan): void {
  plan.subscribers.forEach((ids, c) => {
    const channel = channels[c] as ChannelRecord;
    for (const id of ids) subscribeUser(realm, id, channel.stream_id);
  });
}

/** A couple of percent of channels are archived, never one the bench member reads. */
function archiveSome(rng: Rng, channels: ChannelRecord[], memberChannels: Set<number>): void {
  channels.forEach((channel, i) => {
    if (i > 0 && !memberChannels.has(i) && rng.chance(0.02)) channel.is_archived = true;
  });
}

function memberDetails(
  realm: Realm,
  rng: Rng,
  member: UserRecord,
  channels: ChannelRecord[],
  plan: SubscriptionPlan,
  accessible: number[],
  now: number,
): void {
  for (let i = 0; i < Math.min(100, accessible.length); i++) addFlag(member, 'starred', rng.pick(accessible));
  const mine = plan.memberChannels.map((c) => channels[c] as ChannelRecord);
  mine.slice(0, 3).forEach((channel) => {
    const sub = realm.subscription(member.user_id, channel.stream_id);
    if (sub) sub.pin_to_top = true;
  });
  for (const channel of rng.sample(mine.slice(3), 5)) {
    const sub = realm.subscription(member.user_id, channel.stream_id);
    if (sub) sub.is_muted = true;
  }
  // Ten muted and ten followed topics, in channels that have them.
  const withTopics = mine.filter((c) => c.topics.size > 0);
  for (let i = 0; i < 20 && withTopics.length > 0; i++) {
    const channel = rng.pick(withTopics);
    const topic = rng.pick([...channel.topics.values()]);
    member.user_topics.set(`${channel.stream_id}:${topic.name.toLowerCase()}`, {
      stream_id: channel.stream_id,
      topic_name: topic.name,
      visibility_policy: i < 10 ? 1 : 3,
      last_updated: now - rng.between(1, 60) * DAY,
    });
  }
}

function statusesAndPresence(rng: Rng, users: UserRecord[], now: number): void {
  for (const user of users) {
    if (!user.is_active || user.is_bot) continue;
    if (rng.chance(0.03))
      user.status = { ...rng.pick(STATUSES), reaction_type: 'unicode_emoji', away: false };
    if (rng.chance(0.4)) {
      const active = now - rng.int(14 * DAY);
      user.presence = { active_timestamp: active, idle_timestamp: active + rng.int(3600) };
    }
  }
}
