// Turns GET /messages/{id}/history (oldest first, each entry the full state after one change) into
// what the dialog lists: who did what, when, and the content to show for versions whose text changed.
import type { MessageHistoryEntry } from '../../../../shared/api/messages';

/** What one version did: the dialog names it ("Original message", "Edited and moved", …). */
export type HistoryChange = 'original' | 'edited' | 'moved' | 'edited-and-moved' | 'changed';

export interface HistoryVersion {
  key: string;
  change: HistoryChange;
  userId: number | null;
  timestamp: number;
  topicChange: { from: string; to: string } | null;
  channelChange: { from: number; to: number } | null;
  /** HTML to show (the server's diff when it sent one), or null when the text did not change. */
  html: string | null;
  isDiff: boolean;
}

export function historyVersions(entries: readonly MessageHistoryEntry[]): HistoryVersion[] {
  return entries.map((entry, index) => {
    const edited = entry.prev_content !== undefined;
    const moved = entry.prev_topic !== undefined || entry.prev_stream !== undefined;
    const original = index === 0;
    const change: HistoryChange = original
      ? 'original'
      : edited && moved
        ? 'edited-and-moved'
        : edited
          ? 'edited'
          : moved
            ? 'moved'
            : 'changed';
    const diff = edited ? entry.content_html_diff : undefined;
    return {
      key: `${entry.timestamp}-${index}`,
      change,
      userId: entry.user_id,
      timestamp: entry.timestamp,
      topicChange: entry.prev_topic === undefined ? null : { from: entry.prev_topic, to: entry.topic },
      channelChange:
        entry.prev_stream === undefined || entry.stream === undefined
          ? null
          : { from: entry.prev_stream, to: entry.stream },
      html: original || edited ? (diff ?? entry.rendered_content ?? null) : null,
      isDiff: diff !== undefined,
    };
  });
}
