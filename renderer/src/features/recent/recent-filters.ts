// The filters of Recent conversations, as the web app has them: unread only, participated, muted
// conversations included or not, direct messages only or channels only, one channel, and words
// looked for in the channel and topic names (or the participants' names). Conversations in channels
// you are not subscribed to, and direct conversations with only muted users, are never shown.

export type RecentKind = 'all' | 'channels' | 'dms';

export interface RecentFilters {
  unreadOnly: boolean;
  /** Only conversations where you sent one of the loaded messages. */
  participated: boolean;
  /** Show muted channels and topics too (hidden by default, as in the web app). */
  includeMuted: boolean;
  kind: RecentKind;
  /** One channel's topics, or null for every channel. */
  streamId: number | null;
  text: string;
}

export const DEFAULT_RECENT_FILTERS: RecentFilters = {
  unreadOnly: false,
  participated: false,
  includeMuted: false,
  kind: 'all',
  streamId: null,
  text: '',
};

/** What filtering asks about a conversation, from the store. */
export interface RecentFilterContext<Row> {
  unreadCount(row: Row): number;
  /** A muted topic, or a topic of a muted channel that was not unmuted or followed. */
  isMuted(row: Row): boolean;
  /** Never listed: an unsubscribed channel, or direct messages with muted users only. */
  isHidden(row: Row): boolean;
  /** Where the text filter looks: "channel topic", or the participants' names. */
  searchText(row: Row): string;
}

/** What a row needs for its place in the filters. */
export interface FilterableRow {
  streamId: number | null;
  participated: boolean;
}

/** Every word of the query appears in the text, in any order, ignoring case (as the web app does). */
export function matchesText(query: string, text: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function filterConversations<Row extends FilterableRow>(
  rows: readonly Row[],
  filters: RecentFilters,
  ctx: RecentFilterContext<Row>,
): Row[] {
  // Choosing "Direct messages" leaves a chosen channel aside rather than showing nothing.
  const streamId = filters.kind === 'dms' ? null : filters.streamId;
  return rows.filter((row) => {
    const dm = row.streamId === null;
    if (filters.kind === 'dms' && !dm) return false;
    if ((filters.kind === 'channels' || streamId !== null) && dm) return false;
    if (streamId !== null && row.streamId !== streamId) return false;
    if (ctx.isHidden(row)) return false;
    if (!filters.includeMuted && !dm && ctx.isMuted(row)) return false;
    if (filters.participated && !row.participated) return false;
    if (filters.unreadOnly && ctx.unreadCount(row) === 0) return false;
    return filters.text.trim() === '' || matchesText(filters.text, ctx.searchText(row));
  });
}
