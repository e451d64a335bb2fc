// Direct conversations older than the loaded messages still belong in Recent conversations: register's
// recent_private_conversations (state/recent-dms.ts) names them with their newest message id. They
// join the grouped rows here, in order of their newest message, with their time when that message
// happens to be held and their participants standing in for senders nobody loaded.
import type { RecentDm } from '../../state/recent-dms';
import type { RecentConversation } from './recent-grouping';

/** The timestamp of a held message, or null. */
export type TimestampOf = (messageId: number) => number | null;

export function withRecentDms(
  rows: readonly RecentConversation[],
  recentDms: Iterable<RecentDm>,
  timestampOf: TimestampOf,
): readonly RecentConversation[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  let extra: RecentConversation[] | null = null;
  for (const dm of recentDms) {
    const known = byKey.get(dm.key);
    if (known !== undefined && known.lastMessageId >= dm.maxMessageId) continue;
    // Newer than what is loaded (the loaded range stops short of the newest): the DM's own id wins.
    extra ??= [];
    extra.push({
      key: dm.key,
      streamId: null,
      topic: '',
      userIds: dm.userIds,
      lastMessageId: dm.maxMessageId,
      lastTimestamp: timestampOf(dm.maxMessageId),
      senders: known?.senders ?? [],
      participated: known?.participated ?? false,
    });
  }
  if (extra === null) return rows;
  const replaced = new Set(extra.map((row) => row.key));
  return [...rows.filter((row) => !replaced.has(row.key)), ...extra].sort(
    (a, b) => b.lastMessageId - a.lastMessageId,
  );
}
