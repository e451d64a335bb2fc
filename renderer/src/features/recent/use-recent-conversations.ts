// The rows of Recent conversations: every message the user receives (the 'all' narrow, muted ones
// included, kept live by events through the messages slice), grouped by conversation, joined by the
// recent direct conversations register named, then filtered. Unread counts come from the unread
// slice, which knows about messages that were never loaded.
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { findChannel } from '../../state/channels';
import type { AppStore } from '../../state/store';
import { isTopicMuted } from '../../state/muting';
import { isUserMuted } from '../../state/muted-users';
import { useAppStore } from '../../state/selectors';
import type { Narrow } from '../messages/narrow';
import { conversationName, useEmptyTopicName } from '../messages/names';
import { useNarrowMessages, type NarrowMessages } from '../messages/use-narrow-messages';
import { filterConversations, type RecentFilterContext, type RecentFilters } from './recent-filters';
import { createRecentGrouper, type RecentConversation } from './recent-grouping';
import { withRecentDms } from './recent-merge';

const ALL: Narrow = { kind: 'all' };

type FilterSource = Pick<AppStore, 'unread' | 'channels' | 'userTopics' | 'mutedUsers' | 'users'> & {
  ownUserId: number;
  /** What the empty topic is called, so the text filter finds it by that name. */
  emptyTopicName: string;
  /** Words the names the store cannot give ("Notes to self", "User 12"), as the rows show them. */
  intl: Pick<IntlShape, 'formatMessage'>;
};

export function recentFilterContext(source: FilterSource): RecentFilterContext<RecentConversation> {
  return {
    unreadCount: (row) => source.unread.conversations.get(row.key)?.ids.length ?? 0,
    isMuted: (row) => row.streamId !== null && isTopicMuted(source, row.streamId, row.topic),
    isHidden: (row) =>
      row.streamId === null
        ? row.userIds.every((id) => id !== source.ownUserId && isUserMuted(source.mutedUsers, id))
        : !source.channels.subscriptions.has(row.streamId),
    searchText: (row) =>
      row.streamId === null
        ? conversationName(source.intl, source.users, row.userIds, source.ownUserId)
        : `${findChannel(source.channels, row.streamId)?.name ?? ''} ${row.topic || source.emptyTopicName}`,
  };
}

export interface RecentConversations {
  data: NarrowMessages;
  /** After the filters, newest first. */
  rows: readonly RecentConversation[];
  /** Before the filters. */
  total: number;
}

export function useRecentConversations(filters: RecentFilters): RecentConversations {
  const intl = useIntl();
  const data = useNarrowMessages(ALL);
  const ownUserId = useAppStore((s) => s.realm.ownUserId) ?? -1;
  const [grouper] = useState(createRecentGrouper);
  const grouped = useMemo(() => grouper(data.messages, ownUserId), [grouper, data.messages, ownUserId]);
  const recentDms = useAppStore((s) => s.recentDms.byKey);
  const byId = useAppStore((s) => s.messages.byId);
  const merged = useMemo(
    () => withRecentDms(grouped, recentDms.values(), (id) => byId.get(id)?.timestamp ?? null),
    [grouped, recentDms, byId],
  );
  const source = useAppStore(
    useShallow((s) => ({
      unread: s.unread,
      channels: s.channels,
      userTopics: s.userTopics,
      mutedUsers: s.mutedUsers,
      users: s.users,
    })),
  );
  const emptyTopicName = useEmptyTopicName();
  const rows = useMemo(
    () =>
      filterConversations(
        merged,
        filters,
        recentFilterContext({ ...source, ownUserId, emptyTopicName, intl }),
      ),
    [merged, filters, source, ownUserId, emptyTopicName, intl],
  );
  return { data, rows, total: merged.length };
}
