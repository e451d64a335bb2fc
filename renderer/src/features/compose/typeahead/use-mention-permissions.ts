// Who the signed-in user may mention: the groups they may name (a group's can_mention_group; silent
// mentions need none) and the wildcards allowed for this recipient (wildcard-mention-policy.ts fed
// from register: realm_can_mention_many_users_group or realm_wildcard_mention_policy, the role, the
// waiting period, the channel's subscriber_count and the topic's senders among held messages).
import { useMemo } from 'react';
import type { MessagesState } from '../../../state/messages';
import { asGroupSettingValue, isInGroupSetting } from '../../../state/group-setting-membership';
import { useCompareNames } from '../../../i18n/name-order';
import { useAppStore } from '../../../state/selectors';
import type { ComposeRecipient } from '../compose-rules';
import type { SuggestionSources } from './typeahead-suggestions';
import { allowedWildcards } from './wildcard-mention-policy';

const CHANNEL_WILDCARD_LEVEL = 247;
const DAY_MS = 86_400_000;

/** Distinct senders of the held messages of one topic (the web app counts these, plus reactors). */
function topicParticipantCount(messages: MessagesState, streamId: number, topic: string): number {
  const senders = new Set<number>();
  for (const message of messages.byId.values()) {
    if (message.stream_id === streamId && message.subject === topic) senders.add(message.sender_id);
  }
  return senders.size;
}

/** `wanted`: a mention is being typed (the topic's senders are counted only then). */
export function useMentionPermissions(
  recipient: ComposeRecipient,
  wanted: boolean,
): Pick<SuggestionSources, 'groups' | 'wildcards'> {
  const users = useAppStore((st) => st.users.active);
  const userGroups = useAppStore((st) => st.userGroups);
  const channels = useAppStore((st) => st.channels);
  const realm = useAppStore((st) => st.realm);
  const settings = useAppStore((st) => st.realmSettings.values);
  const streamId = recipient.type === 'channel' ? recipient.streamId : null;
  const topic = recipient.type === 'channel' ? recipient.topic : '';
  // Counted again only when the held messages change, not on every store update.
  const messages = useAppStore((st) => st.messages);
  const participants = useMemo(
    () => (wanted && streamId !== null ? topicParticipantCount(messages, streamId, topic) : 0),
    [wanted, messages, streamId, topic],
  );

  const subject = useMemo(() => {
    const own = users.get(realm.ownUserId ?? -1);
    const waitingDays =
      typeof settings.waiting_period_threshold === 'number' ? settings.waiting_period_threshold : 0;
    return {
      userId: realm.ownUserId ?? -1,
      role: realm.ownRole ?? 400,
      isFullMember: own === undefined || Date.now() - Date.parse(own.date_joined) >= waitingDays * DAY_MS,
    };
  }, [users, realm.ownUserId, realm.ownRole, settings.waiting_period_threshold]);

  const compareNames = useCompareNames();
  const groupList = useMemo(
    () =>
      [...userGroups.byId.values()]
        .filter((group) => !group.is_system_group && group.deactivated !== true)
        .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id)
        .map((group) => ({
          id: group.id,
          name: group.name,
          description: group.description,
          // No can_mention_group (older servers): anyone may mention the group.
          mentionable:
            group.can_mention_group === undefined ||
            isInGroupSetting(userGroups, group.can_mention_group, subject.userId),
        })),
    [userGroups, subject, compareNames],
  );

  const wildcards = useMemo(() => {
    const sub = streamId === null ? undefined : channels.subscriptions.get(streamId);
    const channel = streamId === null ? undefined : (sub ?? channels.streams.get(streamId));
    const manyGroup = asGroupSettingValue(settings.can_mention_many_users_group);
    return allowedWildcards({
      isDirect: recipient.type === 'direct',
      subscriberCount: channel?.subscriber_count ?? sub?.subscribers?.length ?? null,
      topicParticipantCount: participants,
      inManyUsersGroup:
        manyGroup === undefined ? undefined : isInGroupSetting(userGroups, manyGroup, subject.userId),
      legacyPolicy:
        typeof settings.wildcard_mention_policy === 'number' ? settings.wildcard_mention_policy : undefined,
      role: subject.role,
      isFullMember: subject.isFullMember,
      channelWordSupported: realm.featureLevel >= CHANNEL_WILDCARD_LEVEL,
    });
  }, [recipient.type, streamId, participants, channels, settings, subject, userGroups, realm.featureLevel]);

  return { groups: groupList, wildcards };
}
