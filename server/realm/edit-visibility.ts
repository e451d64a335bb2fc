// Which edit-history entries a viewer may see, by the organization's
// message_edit_history_visibility_policy: "all"; "moves" (content edits are hidden, and an entry
// that both moved and edited keeps only the move); "none" (nothing). Used for message objects'
// edit_history and for GET /messages/{id}/history alike, as on the real server.
import type { RealmSettings } from './types';

interface EditEntry {
  prev_content?: string;
  prev_rendered_content?: string | null;
  content_html_diff?: string;
  prev_topic?: string;
  prev_stream?: number;
}

export function visibleEdits<T extends EditEntry>(
  policy: RealmSettings['message_edit_history_visibility_policy'],
  entries: readonly T[],
): T[] {
  if (policy === 'all') return [...entries];
  if (policy === 'none') return [];
  const visible: T[] = [];
  for (const entry of entries) {
    if (entry.prev_content === undefined) visible.push(entry);
    else if (entry.prev_topic !== undefined || entry.prev_stream !== undefined) {
      const move = { ...entry };
      delete move.prev_content;
      delete move.prev_rendered_content;
      delete move.content_html_diff;
      visible.push(move);
    }
  }
  return visible;
}
