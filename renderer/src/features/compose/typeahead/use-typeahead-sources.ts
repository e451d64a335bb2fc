// The typeahead's sources from the store: active people (indexed once per users list, in a
// memoLast, and only when first asked for), mentionable groups and allowed wildcards
// (use-mention-permissions.ts), channels (subscribed first), the topics of a `#channel>` (the
// sidebar's topics query, shared cache) and emoji (the catalog loads on the first `:`).
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCompareNames } from '../../../i18n/name-order';
import { findChannelByName } from '../../../state/channels';
import { memoLast } from '../../../state/memo-last';
import { useAppStore } from '../../../state/selectors';
import type { UserMap } from '../../../state/users';
import { customEmojiEntries, withCustomEmoji } from '../../emoji/emoji-catalog';
import { searchEmoji } from '../../emoji/emoji-search';
import { useEmojiCatalog } from '../../emoji/use-emoji-index';
import { channelChoices, recentDmPartners } from '../../common/suggestion-choices';
import { queryKeys } from '../../live-queries/query-keys';
import type { ComposeRecipient } from '../compose-rules';
import { buildPeopleIndex } from './people-index';
import type { SuggestionSources } from './typeahead-suggestions';
import type { Trigger } from './typeahead-trigger';
import { useMentionPermissions } from './use-mention-permissions';
import { useAccount } from '../../../state/account-scope';
import { useNameCollator } from '../../../i18n/name-order';

const EMPTY_TOPIC_NAME_LEVEL = 334;

export function useTypeaheadSources(trigger: Trigger | null, recipient: ComposeRecipient): SuggestionSources {
  const { api } = useAccount();
  const users = useAppStore((st) => st.users.active);
  const channels = useAppStore((st) => st.channels);
  const ownUserId = useAppStore((st) => st.realm.ownUserId);
  const featureLevel = useAppStore((st) => st.realm.featureLevel);
  const recentDms = useAppStore((st) => st.recentDms.byKey);
  const realmEmoji = useAppStore((st) => st.realmEmoji.byId);
  const collator = useNameCollator();
  const peopleIndex = useMemo(
    () => memoLast((map: UserMap) => buildPeopleIndex(map.values(), collator)),
    [collator],
  );
  const permissions = useMentionPermissions(recipient, trigger?.kind === 'mention');

  const [emojiWanted, setEmojiWanted] = useState(false);
  if (trigger?.kind === 'emoji' && !emojiWanted) setEmojiWanted(true);
  const catalog = useEmojiCatalog(emojiWanted);
  const emojiIndex = useMemo(
    () => (catalog.data ? withCustomEmoji(catalog.data, customEmojiEntries(realmEmoji)) : undefined),
    [catalog.data, realmEmoji],
  );

  const topicChannel = trigger?.kind === 'topic' ? findChannelByName(channels, trigger.channel) : undefined;
  const topicStreamId = topicChannel?.stream_id ?? -1;
  const topics = useQuery({
    queryKey: queryKeys.topics(topicStreamId),
    queryFn: () =>
      api('getTopics', {
        stream_id: topicStreamId,
        ...(featureLevel >= EMPTY_TOPIC_NAME_LEVEL ? { allow_empty_topic_name: true } : {}),
      }),
    enabled: topicChannel !== undefined,
    retry: false,
  });

  // Recent direct-message partners come first among equally good matches.
  const preferredPeople = useMemo(() => recentDmPartners(recentDms), [recentDms]);
  const compareNames = useCompareNames();
  const channelList = useMemo(() => channelChoices(channels, compareNames), [channels, compareNames]);

  return {
    people: () => peopleIndex(users),
    preferredPeople,
    ownUserId: ownUserId ?? undefined,
    ...permissions,
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
