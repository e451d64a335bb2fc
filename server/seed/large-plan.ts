// The large realm's population: thousands of people, a thousand channels in folders, and who is
// subscribed where. Subscriptions are planned as plain arrays and applied after the messages, so
// storing a message never walks hundreds of subscribers.
import { renderMarkdown } from '../realm/markdown';
import { addChannel } from '../realm/factory';
import type { Realm } from '../realm/realm';
import { Role } from '../realm/roles';
import type { ChannelRecord, UserRecord } from '../realm/types';
import { addSeedUser, type Cast, DOMAIN } from './accounts';
import { channelDescription, channelName } from './large-content';
import { emailLocalPart, generatedName, TIME_ZONES } from './names';
import { type Rng, SkewedPicker } from './prng';
import { DAY } from './timeline';

const BOT_KINDS = ['Deploy', 'Alerts', 'Standup', 'Triage', 'Digest', 'Welcome', 'Metrics', 'Reminder'];
const FOLDERS = ['Engineering', 'Product', 'Go to market', 'Operations', 'Community', 'Regional', 'Social'];

/** Adds people until the realm holds `total` users; a sprinkling of admins, guests, bots, leavers. */
export function addPeople(realm: Realm, rng: Rng, total: number, now: number): UserRecord[] {
  const humans = [...realm.users.values()].filter((u) => !u.is_bot);
  const emails = new Set([...realm.users.values()].map((u) => u.email));
  for (let k = 0; realm.users.size < total; k++) {
    const roll = rng.next();
    const isBot = roll < 0.02 && humans.length > 0;
    const fullName = isBot ? `${BOT_KINDS[k % BOT_KINDS.length]} Bot ${k}` : generatedName(k);
    const local = emailLocalPart(fullName);
    let email = `${isBot ? local.replace(/\./g, '-') : local}@${DOMAIN}`;
    if (emails.has(email)) email = email.replace('@', `.${k}@`);
    emails.add(email);
    const user = addSeedUser(realm, rng, {
      full_name: fullName,
      email,
      role: isBot
        ? Role.Member
        : roll < 0.023
          ? Role.Administrator
          : roll < 0.033
            ? Role.Moderator
            : roll < 0.053
              ? Role.Guest
              : Role.Member,
      timezone: rng.pick(TIME_ZONES),
      joined: now - rng.between(181, 1500) * DAY,
      is_bot: isBot,
      bot_type: isBot ? rng.pick([1, 2]) : null,
      bot_owner_id: isBot ? rng.pick(humans).user_id : null,
      // Half a percent have left the organization: they stay listed, with no subscriptions.
      is_active: isBot || rng.next() >= 0.005,
    });
    if (!isBot) humans.push(user);
  }
  return [...realm.users.values()];
}

export function addLargeChannels(
  realm: Realm,
  rng: Rng,
  count: number,
  cast: Cast,
  now: number,
): ChannelRecord[] {
  const folderIds = FOLDERS.map((name, order) => {
    const id = realm.nextId('folder');
    const description = `Channels for **${name.toLowerCase()}**.`;
    realm.folders.set(id, {
      id,
      name,
      description,
      rendered_description: renderMarkdown(description),
      order,
      date_created: now - 900 * DAY,
      creator_id: cast.owner.user_id,
      is_archived: false,
    });
    return id;
  });
  const channels: ChannelRecord[] = [];
  for (let i = 0; i < count; i++) {
    const name = channelName(i);
    const roll = rng.next();
    const channel = addChannel(realm, {
      name,
      description: channelDescription(name, rng),
      invite_only: i > 0 && roll < 0.08,
      is_web_public: roll >= 0.08 && roll < 0.1,
      is_default: i === 0,
      folder_id: i > 0 && rng.chance(0.8) ? (folderIds[i % folderIds.length] ?? null) : null,
      creator_id: rng.pick([cast.owner, cast.admin, cast.moderator]).user_id,
      date_created: now - rng.between(190, 900) * DAY,
    });
    channels.push(channel);
  }
  return channels;
}

export interface SubscriptionPlan {
  /** Per channel index: the user ids to subscribe. */
  subscribers: number[][];
  /** Channel indexes the bench member joins, most popular first. */
  memberChannels: number[];
}

/**
 * Popularity follows channel index (channel 0 busiest). People join 20–50 channels, guests and bots
 * a few; the bench member joins the 50 busiest and 50 more at random (~100 in all).
 */
export function planSubscriptions(
  rng: Rng,
  users: UserRecord[],
  channelCount: number,
  member: UserRecord,
): SubscriptionPlan {
  const picker = new SkewedPicker(channelCount, 0.9);
  const subscribers: number[][] = Array.from({ length: channelCount }, () => []);
  const all = Array.from({ length: channelCount }, (_, i) => i);
  const choose = (count: number): number[] => {
    if (count * 3 > channelCount) return rng.sample(all, count);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(picker.pick(rng));
    return [...chosen];
  };
  const memberTop = Math.min(50, channelCount);
  const memberRest = rng.sample(all.slice(memberTop), Math.min(50, channelCount - memberTop));
  const memberChannels = [...all.slice(0, memberTop), ...memberRest];
  for (const user of users) {
    if (!user.is_active) continue;
    let indexes: number[];
    if (user === member) indexes = memberChannels;
    else if (user.is_bot) indexes = choose(Math.min(channelCount, rng.between(1, 5)));
    else if (user.role === Role.Guest) indexes = choose(Math.min(channelCount, rng.between(3, 10)));
    else indexes = choose(Math.min(channelCount, rng.between(20, 50)));
    for (const index of indexes) subscribers[index]?.push(user.user_id);
  }
  // Every channel has someone in it to do the talking.
  const humans = users.filter((u) => u.is_active && !u.is_bot);
  subscribers.forEach((ids) => {
    if (ids.length === 0) ids.push(rng.pick(humans).user_id);
  });
  return { subscribers, memberChannels };
}
