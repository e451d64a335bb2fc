// The rows of Recent conversations: every message the user receives (the 'all' narrow, muted ones
// included, kept live by events through the messages slice), grouped by conversation, joined by the
// recent direct conversations register named, then filtered. Unread counts come from the unread
// slice, which knows about messages that were never loaded.
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { findChannel } from '../../state/channels';
import type { AppStore } from '../../state/store';
import { isTopicMuted } from '../../state/muting';
import { isUserMuted } from '../../state/muted-users';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { FALLBACK_EMPTY_TOPIC_LABEL } from '../channels/topic-list-model';
import type { Narrow } from '../messages/narrow';
import { useNarrowMessages, type NarrowMessages } from '../messages/use-narrow-messages';
import { filterConversations, type RecentFilterContext, type RecentFilters } from './recent-filters';
import { createRecentGrouper, type RecentConversation } from './recent-grouping';
import { withRecentDms } from './recent-merge';

const ALL: Narrow = { kind: 'all' };

type FilterSource = Pick<AppStore, 'unread' | 'channels' | 'userTopics' | 'mutedUsers' | 'users'> & {
  ownUserId: number;
  /** What the empty topic is called, so the text filter finds it by that name. */
  emptyTopicName: string;
};

/** A direct conversation's name: its other participants, or "Notes to self". */
export function dmName(source: Pick<AppStore, 'users'>, row: RecentConversation, ownUserId: number): string {
  if (row.userIds.length === 1 && row.userIds[0] === ownUserId) return 'Notes to self';
  return row.userIds.map((id) => findUser(source.users, id)?.full_name ?? `User ${id}`).join(', ');
}

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
        ? dmName(source, row, source.ownUserId)
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
  const emptyTopicName = useAppStore((s) => s.realm.emptyTopicDisplayName) || FALLBACK_EMPTY_TOPIC_LABEL;
  const rows = useMemo(
    () => filterConversations(merged, filters, recentFilterContext({ ...source, ownUserId, emptyTopicName })),
    [merged, filters, source, ownUserId, emptyTopicName],
  );
  return { data, rows, total: merged.length };
}
