// Topics of a channel, and the user's visibility policy per topic (new endpoint and the deprecated
// muted_topics one). Preferences live in user.user_topics under `${stream_id}:${lower-cased topic}`.
import { getTopics, updateMutedTopic, updateUserTopic } from '../../shared/api/topics';
import { badRequest, invalidChannelId } from '../http/failure';
import { route } from '../http/route';
import { canReadChannel } from '../realm/access';
import { LIMITS, type Realm } from '../realm/realm';
import type { ChannelRecord, UserRecord } from '../realm/types';
import { firstVisibleMessageId, hasProtectedHistory } from './message-support/protected-history';
import { codePointLength } from '../../shared/code-points';

/** The policies POST /user_topics accepts: none, muted, unmuted, followed. */
const POLICIES = new Set([0, 1, 2, 3]);
const NONE = 0;
const MUTED = 1;

export const topicsRoutes = [
  route(getTopics, ({ realm, user }, params) => {
    const channel = realm.channel(params.stream_id);
    if (!channel || !canReadChannel(realm, user, channel)) throw invalidChannelId();
    const start = hasProtectedHistory(channel) ? firstVisibleMessageId(realm, user, channel) : 0;
    const emptyName = params.allow_empty_topic_name ? '' : realm.settings.empty_topic_display_name;
    const topics = [...channel.topics.values()]
      .filter((topic) => topic.max_id >= start)
      .sort((a, b) => b.max_id - a.max_id)
      .map((topic) => ({ name: topic.name === '' ? emptyName : topic.name, max_id: topic.max_id }));
    return { topics };
  }),

  route(updateUserTopic, ({ realm, user }, params) => {
    if (!POLICIES.has(params.visibility_policy)) throw badRequest('Invalid visibility_policy');
    const topic = normalizeTopic(realm, params.topic);
    const channel = channelForPolicy(realm, user, realm.channel(params.stream_id), params.visibility_policy);
    setVisibilityPolicy(realm, user, channel, topic, params.visibility_policy);
    return {};
  }),

  route(updateMutedTopic, ({ realm, user }, params) => {
    if ((params.stream_id === undefined) === (params.stream === undefined)) {
      throw badRequest("Please choose one: 'stream' or 'stream_id'.");
    }
    const topic = normalizeTopic(realm, params.topic);
    const policy = params.op === 'add' ? MUTED : NONE;
    const found =
      params.stream_id !== undefined
        ? realm.channel(params.stream_id)
        : realm.channelByName(params.stream ?? '');
    if (!found && params.stream !== undefined) throw badRequest(`Invalid channel name '${params.stream}'`);
    const channel = channelForPolicy(realm, user, found, policy);
    // Repeating add or remove is accepted (FL 169+): the policy is simply set again.
    setVisibilityPolicy(realm, user, channel, topic, policy);
    return {};
  }),
];

/** Convention 8: "(no topic)" and the realm's display name for the empty topic both mean "". */
function normalizeTopic(realm: Realm, raw: string): string {
  const topic = raw.trim();
  if (codePointLength(topic) > LIMITS.max_topic_length) {
    throw badRequest(`Topic can't be longer than ${LIMITS.max_topic_length} characters`);
  }
  return topic === '(no topic)' || topic === realm.settings.empty_topic_display_name ? '' : topic;
}

/**
 * Setting a policy needs access to the channel's content; clearing one (policy 0) needs only that
 * the channel exists, so a user who lost access can still drop an old mute, as the real server allows.
 */
function channelForPolicy(
  realm: Realm,
  user: UserRecord,
  channel: ChannelRecord | undefined,
  policy: number,
): ChannelRecord {
  if (!channel) throw invalidChannelId();
  if (policy !== NONE && !canReadChannel(realm, user, channel)) throw invalidChannelId();
  return channel;
}

function userTopicKey(streamId: number, topic: string): string {
  return `${streamId}:${topic.toLowerCase()}`;
}

function setVisibilityPolicy(
  realm: Realm,
  user: UserRecord,
  channel: ChannelRecord,
  topic: string,
  policy: number,
): void {
  const key = userTopicKey(channel.stream_id, topic);
  // Topics match case-insensitively; keep the spelling the channel already uses.
  const topicName = channel.topics.get(topic.toLowerCase())?.name ?? topic;
  const lastUpdated = realm.now();
  if (policy === NONE) user.user_topics.delete(key);
  else {
    user.user_topics.set(key, {
      stream_id: channel.stream_id,
      topic_name: topicName,
      visibility_policy: policy,
      last_updated: lastUpdated,
    });
  }
  // The legacy list goes out too; queues that registered for other types drop it.
  realm.emit([user.user_id], { type: 'muted_topics', muted_topics: mutedTopics(realm, user) });
  realm.emit([user.user_id], {
    type: 'user_topic',
    stream_id: channel.stream_id,
    topic_name: topicName,
    last_updated: lastUpdated,
    visibility_policy: policy,
  });
}

/** The deprecated muted_topics form: [channel_name, topic, timestamp] for every muted topic. */
function mutedTopics(realm: Realm, user: UserRecord): [string, string, number][] {
  const list: [string, string, number][] = [];
  for (const entry of user.user_topics.values()) {
    const channel = realm.channel(entry.stream_id);
    if (entry.visibility_policy === MUTED && channel) {
      list.push([channel.name, entry.topic_name, entry.last_updated]);
    }
  }
  return list;
}
