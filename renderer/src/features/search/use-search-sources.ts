// The search box's suggestion sources from the store: people through the compose typeahead's index
// (built once per users list, and only when first asked for), channels (subscribed first), and
// topics — those of the channel pill (the sidebar's topics query, shared cache) when there is one,
// else the latest topics of the messages the store holds. Topics are only fetched (and messages
// only read) while the word being typed is a `topic:`.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCompareNames } from '../../i18n/name-order';
import { findChannelByName } from '../../state/channels';
import { memoLast } from '../../state/memo-last';
import type { StoredMessage } from '../../state/messages';
import type { SearchTerm } from '../../state/narrow';
import { useAppStore } from '../../state/selectors';
import type { UserMap } from '../../state/users';
import { buildPeopleIndex, searchPeopleIndex } from '../compose/typeahead/people-index';
import { channelChoices, recentDmPartners } from '../common/suggestion-choices';
import { queryKeys } from '../live-queries/query-keys';
import { nameMessages } from '../messages/names';
import type { SearchSources } from './search-suggestions';
import { useAccount } from '../../state/account-scope';
import { useNameCollator } from '../../i18n/name-order';

const RECENT_TOPICS = 50;

/** Distinct channel topics of the newest messages held, newest first. */
function recentTopics(byId: Iterable<StoredMessage>, channelName: (id: number) => string) {
  const newestFirst = [...byId].filter((m) => m.type === 'stream').sort((a, b) => b.id - a.id);
  const seen = new Set<string>();
  const topics: { name: string; channel: string }[] = [];
  for (const m of newestFirst) {
    const key = `${m.stream_id}\u0000${m.subject.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    topics.push({ name: m.subject, channel: channelName(m.stream_id ?? -1) });
    if (topics.length === RECENT_TOPICS) break;
  }
  return topics;
}

export function useSearchSources(pills: readonly SearchTerm[], wantTopics: boolean): SearchSources {
  const intl = useIntl();
  const { api } = useAccount();
  const users = useAppStore((s) => s.users.active);
  const channels = useAppStore((s) => s.channels);
  // Read only while topics are wanted, so new messages do not re-render the header otherwise.
  const messages = useAppStore((s) => (wantTopics ? s.messages.byId : null));
  const recentDms = useAppStore((s) => s.recentDms.byKey);
  const collator = useNameCollator();
  const peopleIndex = useMemo(
    () => memoLast((map: UserMap) => buildPeopleIndex(map.values(), collator)),
    [collator],
  );

  const channelPill = pills.find((t) => t.operator === 'channel' && !t.negated)?.operand;
  const topicChannel =
    channelPill === undefined
      ? undefined
      : /^\d+$/.test(channelPill)
        ? channels.streams.get(Number(channelPill))
        : findChannelByName(channels, channelPill);
  const streamId = topicChannel?.stream_id ?? -1;
  const channelTopics = useQuery({
    queryKey: queryKeys.topics(streamId),
    queryFn: () => api('getTopics', { stream_id: streamId }),
    enabled: wantTopics && topicChannel !== undefined,
    retry: false,
  });

  const preferred = useMemo(() => recentDmPartners(recentDms), [recentDms]);
  const compareNames = useCompareNames();
  const channelList = useMemo(() => channelChoices(channels, compareNames), [channels, compareNames]);

  const topics = useMemo(() => {
    if (!wantTopics || messages === null) return [];
    if (topicChannel !== undefined)
      return (channelTopics.data?.topics ?? []).map((t) => ({ name: t.name, channel: topicChannel.name }));
    const unknown = intl.formatMessage(nameMessages.unknownChannel);
    return recentTopics(messages.values(), (id) => channels.streams.get(id)?.name ?? unknown);
  }, [wantTopics, topicChannel, channelTopics.data, messages, channels, intl]);

  return {
    people: (query, limit) => searchPeopleIndex(peopleIndex(users), query, preferred, limit),
    channels: channelList,
    topics,
  };
}
