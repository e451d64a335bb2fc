// The typeahead's sources from the store, narrowed to what this user may see and use: active people
// (indexed once per users list), mentionable groups, the wildcards the organization allows here,
// channels (subscribed first), the topics of a `#channel>` (the sidebar's topics query) and emoji
// (the catalog loads on the first `:`). Recipient-dependent parts are recomputed only when needed.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { GroupSettingValue } from '../../../../../shared/objects/group-setting';
import { callApi } from '../../../bridge/call-api';
import { findChannelByName } from '../../../state/channels';
import { memoLast } from '../../../state/memo-last';
import { useAppStore } from '../../../state/selectors';
import { appStore } from '../../../state/store';
import type { UserMap } from '../../../state/users';
import { customEmojiEntries, withCustomEmoji } from '../../emoji/emoji-catalog';
import { searchEmoji } from '../../emoji/emoji-search';
import { useEmojiCatalog } from '../../emoji/use-emoji-index';
import { queryKeys } from '../../live-queries/query-keys';
import type { ComposeRecipient } from '../compose-rules';
import { inGroupSetting, type PermissionSubject } from './group-permission';
import { buildPeopleIndex } from './people-index';
import type { SuggestionSources } from './typeahead-suggestions';
import type { Trigger } from './typeahead-trigger';
import { allowedWildcards } from './wildcard-mention-policy';

const EMPTY_TOPIC_NAME_LEVEL = 334;
const CHANNEL_WILDCARD_LEVEL = 247;
const DAY_MS = 86_400_000;

function groupSetting(value: unknown): GroupSettingValue | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && 'direct_members' in value)
    return value as GroupSettingValue;
  return undefined;
}

/** Distinct senders of the held messages of one topic (the web app counts the same, plus reactors). */
function topicParticipants(streamId: number, topic: string): number {
  const senders = new Set<number>();
  for (const message of appStore.getState().messages.byId.values()) {
    if (message.stream_id === streamId && message.subject === topic) senders.add(message.sender_id);
  }
  return senders.size;
}

export function useTypeaheadSources(trigger: Trigger | null, recipient: ComposeRecipient): SuggestionSources {
  const s = useAppStore;
  const users = s((st) => st.users.active);
  const groups = s((st) => st.userGroups.byId);
  const channels = s((st) => st.channels);
  const realm = s((st) => st.realm);
  const settings = s((st) => st.realmSettings.values);
  const recentDms = s((st) => st.recentDms.byKey);
  const realmEmoji = s((st) => st.realmEmoji.byId);
  const [peopleIndex] = useState(() => memoLast((map: UserMap) => buildPeopleIndex(map.values())));

  const [emojiWanted, setEmojiWanted] = useState(false);
  if (trigger?.kind === 'emoji' && !emojiWanted) setEmojiWanted(true);
  const catalog = useEmojiCatalog(emojiWanted);
  const emojiIndex = useMemo(
    () => (catalog.data ? withCustomEmoji(catalog.data, customEmojiEntries(realmEmoji)) : undefined),
    [catalog.data, realmEmoji],
  );

  const topicChannel = trigger?.kind === 'topic' ? findChannelByName(channels, trigger.channel) : undefined;
  const topics = useQuery({
    queryKey: queryKeys.topics(topicChannel?.stream_id ?? -1),
    queryFn: () =>
      callApi('getTopics', {
        stream_id: topicChannel?.stream_id ?? -1,
        ...(realm.featureLevel >= EMPTY_TOPIC_NAME_LEVEL ? { allow_empty_topic_name: true } : {}),
      }),
    enabled: topicChannel !== undefined,
    retry: false,
  });

  const preferredPeople = useMemo(() => {
    const ids = new Set<number>();
    for (const dm of recentDms.values()) for (const id of dm.userIds) ids.add(id);
    return ids;
  }, [recentDms]);

  const groupList = useMemo(() => {
    const own = users.get(realm.ownUserId ?? -1);
    const waitingDays =
      typeof settings.waiting_period_threshold === 'number' ? settings.waiting_period_threshold : 0;
    const subject: PermissionSubject = {
      userId: realm.ownUserId ?? -1,
      role: realm.ownRole ?? 400,
      isFullMember: own === undefined || Date.now() - Date.parse(own.date_joined) >= waitingDays * DAY_MS,
    };
    return {
      subject,
      list: [...groups.values()]
        .filter((group) => !group.is_system_group && group.deactivated !== true)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((group) => ({
          id: group.id,
          name: group.name,
          description: group.description,
          // No can_mention_group (older servers): anyone may mention the group.
          mentionable:
            group.can_mention_group === undefined || inGroupSetting(group.can_mention_group, subject, groups),
        })),
    };
  }, [groups, users, realm.ownUserId, realm.ownRole, settings.waiting_period_threshold]);

  const channelList = useMemo(() => {
    const subscribed = [...channels.subscriptions.values()];
    const others = [...channels.streams.values()].filter((c) => !channels.subscriptions.has(c.stream_id));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    return [...subscribed.sort(byName), ...others.sort(byName)].map((c) => ({
      id: c.stream_id,
      name: c.name,
    }));
  }, [channels]);

  const mentionTrigger = trigger?.kind === 'mention';
  const streamId = recipient.type === 'channel' ? recipient.streamId : null;
  const topic = recipient.type === 'channel' ? recipient.topic : '';
  const wildcards = useMemo(() => {
    if (!mentionTrigger) return [];
    const sub = streamId === null ? undefined : channels.subscriptions.get(streamId);
    const channel = streamId === null ? undefined : (sub ?? channels.streams.get(streamId));
    const count = channel?.subscriber_count ?? sub?.subscribers?.length ?? null;
    const manyGroup = groupSetting(settings.can_mention_many_users_group);
    return allowedWildcards({
      isDirect: recipient.type === 'direct',
      subscriberCount: count,
      topicParticipantCount: streamId === null ? 0 : topicParticipants(streamId, topic),
      inManyUsersGroup:
        manyGroup === undefined ? undefined : inGroupSetting(manyGroup, groupList.subject, groups),
      legacyPolicy:
        typeof settings.wildcard_mention_policy === 'number' ? settings.wildcard_mention_policy : undefined,
      role: groupList.subject.role,
      isFullMember: groupList.subject.isFullMember,
      channelWordSupported: realm.featureLevel >= CHANNEL_WILDCARD_LEVEL,
    });
  }, [
    mentionTrigger,
    recipient.type,
    streamId,
    topic,
    channels,
    settings,
    groupList,
    groups,
    realm.featureLevel,
  ]);

  return {
    people: () => peopleIndex(users),
    preferredPeople,
    ownUserId: realm.ownUserId ?? undefined,
    groups: groupList.list,
    wildcards,
    channels: channelList,
    topics: topics.data?.topics.map((t) => t.name) ?? [],
    emoji: (query, limit) =>
      emojiIndex === undefined
        ? []
        : searchEmoji(emojiIndex, query, limit).map((m) => ({
            name: m.matchedName,
            code: m.emoji.code,
            kind: m.emoji.kind,
          })),
  };
}
