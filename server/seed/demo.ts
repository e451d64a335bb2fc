// The demo organization: a dozen colleagues, channels in folders, conversations, direct messages,
// reactions, a few unread messages for the member, and the personal details a real account has.
import { addChannel, subscribeUser } from '../realm/factory';
import { renderMarkdown } from '../realm/markdown';
import { storeMessage } from '../realm/messages';
import type { Realm } from '../realm/realm';
import { Role, systemGroupId } from '../realm/roles';
import type { ChannelRecord, UserRecord } from '../realm/types';
import { addSeedUser, buildBase, type Cast, DOMAIN } from './accounts';
import { CHANNELS, FOLDERS } from './demo-data';
import { planDirectMessages } from './demo-dms';
import { decorate, settleUnreads } from './demo-flags';
import { planChannel, planStandups, type PlannedMessage } from './demo-messages';
import { planShowcase } from './demo-showcase';
import {
  addBotStorage,
  addDraftsAndSnippets,
  addGroups,
  addMemberTopics,
  addStatusesAndPresence,
} from './demo-personal';
import { addProfileFields, fillProfile } from './demo-profile';
import { CAST, emailLocalPart, TIME_ZONES } from './names';
import type { Rng } from './prng';
import type { SeededRealm } from './seed-types';
import { addServiceBots } from './service-bots';
import { DAY } from './timeline';

export function buildDemo(rng: Rng, now: number): SeededRealm {
  const { realm, accounts, cast } = buildBase(rng.fork('accounts'), now);
  const people = addColleagues(realm, rng.fork('people'), cast, now);
  const fieldIds = addProfileFields(realm);
  const profileRng = rng.fork('profiles');
  people.forEach((person, i) => {
    if (i === 5) return; // the guest leaves their profile empty
    const mentor = i === 0 ? cast.admin : cast.owner;
    fillProfile(profileRng, fieldIds, person, i, mentor.user_id, i === 3);
  });
  cast.member.alert_words = ['deploy', 'release notes', 'outage'];

  const channels = addChannels(realm, people, cast, now);
  const planRng = rng.fork('messages');
  const planned: PlannedMessage[] = [];
  CHANNELS.forEach((spec) => {
    const channel = channels.get(spec.name) as ChannelRecord;
    planned.push(...planChannel(planRng, spec, channel, people, now));
  });
  const engineering = channels.get('engineering') as ChannelRecord;
  const engineers = [...engineering.subscribers]
    .map((id) => realm.user(id) as UserRecord)
    .filter((u) => !u.is_bot);
  planned.push(...planStandups(planRng, cast.bot, engineering, engineers, now));
  planned.push(...planDirectMessages(planRng, people, cast.bot, now));
  // The showcase mentions the designers' group: it exists before the messages are stored.
  addGroups(
    realm,
    [2, 6, 11, 13].map((i) => people[i] as UserRecord),
    channels,
  );
  planned.push(...planShowcase(realm, people, channels.get('design') as ChannelRecord, now));
  storeInTimeOrder(realm, planned);

  // Conversations are stored before the archive, as the archive would have happened later.
  for (const spec of CHANNELS)
    if (spec.archived) (channels.get(spec.name) as ChannelRecord).is_archived = true;
  settleUnreads(realm, cast, now);
  decorate(realm, rng.fork('reactions'), cast, channels);

  addStatusesAndPresence(rng.fork('presence'), people, now);
  addMemberTopics(cast.member, channels, now);
  addDraftsAndSnippets(realm, cast, channels, now);
  addBotStorage(cast.bot, cast.member);
  addServiceBots(realm, rng.fork('service-bots'), cast.member, now);
  return { realm, accounts };
}

/** The cast after the six account holders: colleagues with ordinary member accounts. */
function addColleagues(realm: Realm, rng: Rng, cast: Cast, now: number): UserRecord[] {
  const people = [cast.owner, cast.admin, cast.moderator, cast.member, cast.member2, cast.guest];
  for (let i = people.length; i < CAST.length; i++) {
    const fullName = CAST[i] as string;
    people.push(
      addSeedUser(realm, rng, {
        full_name: fullName,
        email: `${emailLocalPart(fullName)}@${DOMAIN}`,
        role: Role.Member,
        timezone: TIME_ZONES[(i * 5) % TIME_ZONES.length] as string,
        joined: now - rng.between(30, 360) * DAY,
      }),
    );
  }
  return people;
}

function addChannels(
  realm: Realm,
  people: UserRecord[],
  cast: Cast,
  now: number,
): Map<string, ChannelRecord> {
  const folderIds = FOLDERS.map((folder, order) => {
    const id = realm.nextId('folder');
    realm.folders.set(id, {
      id,
      ...folder,
      rendered_description: renderMarkdown(folder.description),
      order,
      date_created: now - 300 * DAY,
      creator_id: cast.owner.user_id,
      is_archived: false,
    });
    return id;
  });
  const admins = systemGroupId(realm, 'role:administrators');
  const channels = new Map<string, ChannelRecord>();
  CHANNELS.forEach((spec, i) => {
    const creator = spec.folder === 0 ? cast.owner : cast.admin;
    const channel = addChannel(realm, {
      name: spec.name,
      description: spec.description,
      invite_only: spec.invite_only ?? false,
      is_web_public: spec.web_public ?? false,
      is_default: spec.is_default ?? false,
      folder_id: spec.folder === null ? null : (folderIds[spec.folder] ?? null),
      creator_id: creator.user_id,
      date_created: now - (240 - i * 3) * DAY,
      groups: spec.posters ? { can_send_message_group: admins } : {},
    });
    for (const index of spec.members)
      subscribeUser(realm, (people[index] as UserRecord).user_id, channel.stream_id);
    channels.set(spec.name, channel);
  });
  const engineering = channels.get('engineering') as ChannelRecord;
  subscribeUser(realm, cast.bot.user_id, engineering.stream_id);
  const pinned = realm.subscription(cast.member.user_id, engineering.stream_id);
  if (pinned) pinned.pin_to_top = true;
  const muted = realm.subscription(
    cast.member.user_id,
    (channels.get('old-website') as ChannelRecord).stream_id,
  );
  if (muted) muted.is_muted = true;
  return channels;
}

function storeInTimeOrder(realm: Realm, planned: PlannedMessage[]): void {
  // A stable sort on time: equal timestamps keep their planned order.
  planned.sort((a, b) => a.at - b.at);
  for (const m of planned) {
    storeMessage(realm, {
      sender: m.sender,
      type: m.to ? 'private' : 'stream',
      ...(m.to ? { to_user_ids: m.to } : { stream_id: m.stream_id, topic: m.topic }),
      content: m.content,
      timestamp: m.at,
      client: m.client,
    });
  }
}
