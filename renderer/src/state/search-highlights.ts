// The matching words of a search, as the server marks them: GET /messages answers a search with
// `match_content` and `match_subject` (the content and topic with <span class="highlight"> around
// each match). They belong to the search's range, not to the stored message, which other views
// share. An edit of a message makes its marks stale, so the edit drops them and the new content
// shows unmarked.
import type { MessagesState, NarrowRange, StoredMessage } from './messages';

export interface Highlight {
  /** Rendered content with the matches marked. */
  content?: string;
  /** The topic, HTML-escaped, with the matches marked. */
  subject?: string;
}

/** By message id. */
export type Highlights = Readonly<Record<number, Highlight>>;

/** Fetched messages without their marks (as the store keeps them), and the marks by id. */
export function splitHighlights(fetched: readonly StoredMessage[]): {
  messages: StoredMessage[];
  highlights: Record<number, Highlight>;
} {
  const highlights: Record<number, Highlight> = {};
  const messages = fetched.map((message) => {
    if (message.match_content === undefined && message.match_subject === undefined) return message;
    const { match_content: content, match_subject: subject, ...rest } = message;
    highlights[message.id] = {
      ...(content === undefined ? {} : { content }),
      ...(subject === undefined ? {} : { subject }),
    };
    return rest;
  });
  return { messages, highlights };
}

/** The range with these marks added to its own (none added: the range as it was). */
export function withHighlights(range: NarrowRange, added: Highlights): NarrowRange {
  if (Object.keys(added).length === 0) return range;
  return { ...range, highlights: { ...range.highlights, ...added } };
}

/** Every range without the given part of these messages' marks. */
export function dropHighlights(
  narrows: MessagesState['narrows'],
  ids: readonly number[],
  part: keyof Highlight,
): MessagesState['narrows'] {
  let next: Record<string, NarrowRange> | null = null;
  for (const [key, range] of Object.entries(narrows)) {
    const marks = range.highlights;
    if (marks === undefined || !ids.some((id) => marks[id]?.[part] !== undefined)) continue;
    const highlights: Record<number, Highlight> = { ...marks };
    for (const id of ids) {
      const { [part]: _dropped, ...kept } = highlights[id] ?? {};
      if (Object.keys(kept).length === 0) delete highlights[id];
      else highlights[id] = kept;
    }
    next ??= { ...narrows };
    next[key] = { ...range, highlights };
  }
  return next ?? narrows;
}
