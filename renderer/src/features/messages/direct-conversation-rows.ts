// The direct conversations the sidebar lists: recent ones and those with unread messages, newest
// first by their latest message.
import type { RecentDmsState } from '../../state/recent-dms';
import type { UnreadState } from '../../state/unread';

export interface DirectConversationRow {
  key: string;
  userIds: readonly number[];
  unread: number;
  latestId: number;
}

export function directConversationRows(
  recent: RecentDmsState,
  conversations: UnreadState['conversations'],
): DirectConversationRow[] {
  const rows = new Map<string, DirectConversationRow>();
  for (const dm of recent.byKey.values()) {
    rows.set(dm.key, { key: dm.key, userIds: dm.userIds, unread: 0, latestId: dm.maxMessageId });
  }
  for (const conversation of conversations.values()) {
    if (conversation.streamId !== null) continue;
    const latest = conversation.ids[conversation.ids.length - 1] ?? 0;
    const row = rows.get(conversation.key);
    rows.set(conversation.key, {
      key: conversation.key,
      userIds: row?.userIds ?? conversation.userIds,
      unread: conversation.ids.length,
      latestId: Math.max(row?.latestId ?? 0, latest),
    });
  }
  return [...rows.values()].sort((a, b) => b.latestId - a.latestId);
}
