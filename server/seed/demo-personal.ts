// The demo's personal touches: statuses, presence, the member's muted and followed topics, drafts,
// snippets, the bot's storage, a named group and a default channel group.
import type { Realm } from '../realm/realm';
import type { ChannelRecord, UserRecord } from '../realm/types';
import type { Cast } from './accounts';
import type { Rng } from './prng';
import { DAY } from './timeline';

const STATUSES = [
  { status_text: 'In a meeting', emoji_name: 'calendar', emoji_code: '1f4c6', away: false },
  { status_text: 'On vacation until Monday', emoji_name: 'palm_tree', emoji_code: '1f334', away: true },
  { status_text: 'Working remotely', emoji_name: 'house', emoji_code: '1f3e0', away: false },
  { status_text: 'Focusing', emoji_name: 'headphones', emoji_code: '1f3a7', away: false },
  { status_text: 'Out sick', emoji_name: 'face_with_thermometer', emoji_code: '1f912', away: false },
];

export const VISIBILITY = { muted: 1, unmuted: 2, followed: 3 } as const;

export function userTopicKey(streamId: number, topic: string): string {
  return `${streamId}:${topic.toLowerCase()}`;
}

/** Statuses for a few people, and presence that makes some look online, some idle, some away. */
export function addStatusesAndPresence(rng: Rng, people: UserRecord[], now: number): void {
  // Cast indexes 4, 2, 1, 6, 9 carry the statuses above, in that order.
  [4, 2, 1, 6, 9].forEach((castIndex, i) => {
    const person = people[castIndex];
    const status = STATUSES[i];
    if (person && status) person.status = { ...status, reaction_type: 'unicode_emoji' };
  });
  people.forEach((person, i) => {
    // Roughly a third online now, a third idle for a while, a third gone for days.
    const kind = i === 3 ? 0 : i % 3;
    const lastActive =
      kind === 0
        ? now - rng.between(5, 90)
        : kind === 1
          ? now - rng.between(600, 5400)
          : now - rng.between(2, 9) * DAY;
    person.presence = { active_timestamp: lastActive, idle_timestamp: lastActive + (kind === 0 ? 0 : 120) };
  });
}

export function addMemberTopics(member: UserRecord, channels: Map<string, ChannelRecord>, now: number): void {
  const entries: [string, string, number][] = [
    ['random', 'weekend plans', VISIBILITY.muted],
    ['engineering', 'release 3.1', VISIBILITY.followed],
    ['design', 'dark mode colors', VISIBILITY.followed],
  ];
  entries.forEach(([channelName, topicName, visibility], i) => {
    const channel = channels.get(channelName);
    if (!channel) return;
    member.user_topics.set(userTopicKey(channel.stream_id, topicName), {
      stream_id: channel.stream_id,
      topic_name: channel.topics.get(topicName.toLowerCase())?.name ?? topicName,
      visibility_policy: visibility,
      last_updated: now - (i + 2) * DAY,
    });
  });
}

export function addDraftsAndSnippets(
  realm: Realm,
  cast: Cast,
  channels: Map<string, ChannelRecord>,
  now: number,
): void {
  const { member, member2 } = cast;
  const engineering = channels.get('engineering');
  const drafts = [
    {
      type: 'stream' as const,
      to: engineering ? [engineering.stream_id] : [],
      topic: 'release 3.1',
      content: 'Release notes look good. One question about the **migration** step:',
      timestamp: now - 3 * 3600,
    },
    {
      type: 'private' as const,
      to: [member2.user_id],
      topic: '',
      content: 'Thanks for covering on-call last week! I owe you one',
      timestamp: now - 26 * 3600,
    },
  ];
  for (const draft of drafts) {
    const id = realm.nextId('draft');
    member.drafts.set(id, { id, ...draft });
  }
  const snippets = [
    { title: 'Meeting link', content: 'Join the call here: https://meet.threadline.test/team-sync' },
    {
      title: 'Bug report template',
      content: '**Steps to reproduce**\n\n**What happened**\n\n**What I expected**',
    },
  ];
  snippets.forEach((snippet, i) => {
    const id = realm.nextId('saved_snippet');
    member.saved_snippets.set(id, { id, ...snippet, date_created: now - (30 - i * 10) * DAY });
  });
}

export function addBotStorage(bot: UserRecord, member: UserRecord): void {
  bot.bot_storage.set('last_standup', '2026-10-30');
  bot.bot_storage.set('standup_time', '09:00');
  bot.bot_storage.set('participants', JSON.stringify([member.user_id]));
}

/** A named group ("design-team") and the default channel group new people are offered. */
export function addGroups(realm: Realm, designers: UserRecord[], channels: Map<string, ChannelRecord>): void {
  const id = realm.nextId('group');
  realm.groups.set(id, {
    id,
    name: 'design-team',
    description: 'Product designers and UX research',
    members: new Set(designers.map((u) => u.user_id)),
    subgroups: new Set(),
    is_system_group: false,
    deactivated: false,
  });
  const streams = ['general', 'random', 'community'].flatMap((name) => {
    const channel = channels.get(name);
    return channel ? [channel.stream_id] : [];
  });
  realm.settings.default_stream_groups.push({
    id: realm.nextId('default_stream_group'),
    name: 'Newcomers',
    description: 'Good places to start for new teammates',
    streams,
  });
}
