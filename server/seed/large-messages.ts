// The large realm's 200,000 messages: mostly channel traffic skewed towards busy channels (and the
// bench member's channels), some direct messages, a few mentions and reactions.
import { addFlag, storeMessage } from '../realm/messages';
import type { Realm } from '../realm/realm';
import type { ChannelRecord, MessageRecord, UserRecord } from '../realm/types';
import { composeBody, type Sentence, sentencePool, topicName, topicSubject } from './large-content';
import type { SubscriptionPlan } from './large-plan';
import { type Rng, SkewedPicker } from './prng';
import { REACTIONS } from './text';
import { spreadTimestamps } from './timeline';

const CLIENTS = ['website', 'ZulipElectron', 'ZulipMobile', 'Threadline', 'ZulipTerminal'];
const DM_SHARE = 0.04;

export interface LargeMessageInput {
  channels: ChannelRecord[];
  plan: SubscriptionPlan;
  member: UserRecord;
  count: number;
  unreadForMember: number;
  now: number;
}

/** A fixed set of direct conversations: some with the member, most among other people. */
function planConversations(
  rng: Rng,
  humans: UserRecord[],
  member: UserRecord,
): { mine: number[][]; others: number[][] } {
  const others = humans.filter((u) => u !== member);
  if (others.length < 3) return { mine: [], others: [] };
  const group = (size: number, withMember: boolean) => {
    const ids = rng.sample(others, size).map((u) => u.user_id);
    return withMember ? [member.user_id, ...ids.slice(1)] : ids;
  };
  const mine = Array.from({ length: 40 }, (_, i) => group(i < 30 ? 2 : rng.between(3, 4), true));
  const rest = Array.from({ length: 400 }, (_, i) => group(i < 320 ? 2 : rng.between(3, 4), false));
  return { mine, others: rest };
}

/** Stores the messages; returns the ids the member can read and did not send, oldest first. */
export function storeLargeMessages(realm: Realm, rng: Rng, input: LargeMessageInput): number[] {
  const { channels, plan, member, count, now } = input;
  const user = (id: number) => realm.users.get(id) as UserRecord;
  const memberSet = new Set(plan.memberChannels);
  const otherChannels = channels.map((_, i) => i).filter((i) => !memberSet.has(i));
  const memberPicker = new SkewedPicker(plan.memberChannels.length, 0.8);
  const otherPicker = new SkewedPicker(otherChannels.length, 1);
  // Enough traffic lands in the member's channels to cover the unread count asked for.
  const wanted = (1.4 * input.unreadForMember) / Math.max(1, count * (1 - DM_SHARE));
  const memberShare = otherChannels.length === 0 ? 1 : Math.min(0.9, Math.max(0.35, wanted));
  const humans = [...realm.users.values()].filter((u) => u.is_active && !u.is_bot);
  const dms = planConversations(rng, humans, member);
  const pool = sentencePool(rng);
  const timestamps = spreadTimestamps(rng, count, now);
  const topicCounts = channels.map(() => rng.between(3, 40));
  const topicPickers = new Map<number, SkewedPicker>();
  const topicNames: string[][] = channels.map(() => []);
  const accessible: number[] = [];

  for (let i = 0; i < count; i++) {
    const timestamp = timestamps[i] as number;
    const client = rng.pick(CLIENTS);
    let message: MessageRecord;
    let audience: number[];
    if (dms.others.length > 0 && rng.chance(DM_SHARE)) {
      const participants = rng.chance(0.3) ? rng.pick(dms.mine) : rng.pick(dms.others);
      const sender = user(rng.pick(participants));
      const to = participants.filter((id) => id !== sender.user_id);
      const body = composeBody(rng, rng.pick(pool));
      message = storeMessage(
        realm,
        {
          sender,
          type: 'private',
          to_user_ids: to,
          content: body.content,
          rendered_content: body.rendered,
          timestamp,
          client,
        },
        false,
      );
      audience = participants;
      if (sender !== member && participants.includes(member.user_id)) accessible.push(message.id);
    } else {
      const inMember = rng.chance(memberShare);
      const c = (
        inMember ? plan.memberChannels[memberPicker.pick(rng)] : otherChannels[otherPicker.pick(rng)]
      ) as number;
      const channel = channels[c] as ChannelRecord;
      audience = plan.subscribers[c] as number[];
      const sender = user(rng.pick(audience));
      const topics = topicCounts[c] as number;
      let picker = topicPickers.get(topics);
      if (!picker) topicPickers.set(topics, (picker = new SkewedPicker(topics, 1)));
      // Conversations drift: the busiest topic of a channel changes as time goes by.
      const t = (picker.pick(rng) + Math.floor((i / count) * topics)) % topics;
      const names = topicNames[c] as string[];
      const topic = (names[t] ??= topicName(c, t));
      let mentioned: UserRecord | undefined;
      if (inMember && sender !== member && rng.chance(0.01)) mentioned = member;
      else if (rng.chance(0.02)) mentioned = user(rng.pick(audience));
      if (mentioned === sender) mentioned = undefined;
      const body = composeBody(rng, pool[topicSubject(c, t)] as Sentence[], mentioned);
      message = storeMessage(
        realm,
        {
          sender,
          type: 'stream',
          stream_id: channel.stream_id,
          topic,
          content: body.content,
          rendered_content: body.rendered,
          timestamp,
          client,
        },
        false,
      );
      if (mentioned) addFlag(mentioned, 'mentioned', message.id);
      if (inMember && sender !== member) accessible.push(message.id);
    }
    if (rng.chance(0.05)) react(rng, message, audience);
  }
  return accessible;
}

function react(rng: Rng, message: MessageRecord, audience: number[]): void {
  for (const emoji of rng.sample(REACTIONS, rng.between(1, 2))) {
    const reactors = new Set<number>();
    const wanted = Math.min(audience.length, rng.between(1, 3));
    for (let tries = 0; reactors.size < wanted && tries < 10; tries++) reactors.add(rng.pick(audience));
    for (const user_id of reactors)
      message.reactions.push({ ...emoji, reaction_type: 'unicode_emoji', user_id });
  }
}
