// A GET /messages answer made from a cached conversation, for when the server cannot be reached. It
// follows the server's rules for anchors (newest, oldest, first_unread, an id) and page sizes, and
// says found_oldest / found_newest as the cache knows them. A request it cannot answer truthfully
// (messages older than the cache holds, another format, message_ids) gets undefined, and the caller
// passes the original failure on instead.
import type { FetchedMessage, GetMessagesResponse } from '../../../shared/api/messages';
import type { ConversationWindow } from './conversation-window';

/** What the server answers as the anchor of `newest`: larger than any message id. */
export const LARGER_THAN_ANY_ID = 10_000_000_000_000_000;

/** The parameters that decide what a cached message looks like; a request must ask for the same. */
export interface MessageFormat {
  applyMarkdown: boolean;
  clientGravatar: boolean;
  allowEmptyTopicName: boolean;
}

/** The parameters of getMessages that matter here, after the schema's defaults. */
export interface PageRequest {
  anchor?: number | 'newest' | 'oldest' | 'first_unread' | undefined;
  include_anchor?: boolean | undefined;
  num_before?: number | undefined;
  num_after?: number | undefined;
  message_ids?: readonly number[] | undefined;
  apply_markdown?: boolean | undefined;
  client_gravatar?: boolean | undefined;
  allow_empty_topic_name?: boolean | undefined;
}

export function formatOf(request: PageRequest): MessageFormat {
  return {
    applyMarkdown: request.apply_markdown ?? true,
    clientGravatar: request.client_gravatar ?? true,
    allowEmptyTopicName: request.allow_empty_topic_name ?? false,
  };
}

export function sameFormat(a: MessageFormat, b: MessageFormat): boolean {
  return (
    a.applyMarkdown === b.applyMarkdown &&
    a.clientGravatar === b.clientGravatar &&
    a.allowEmptyTopicName === b.allowEmptyTopicName
  );
}

export function answerFromWindow(
  window: ConversationWindow,
  format: MessageFormat,
  request: PageRequest,
): GetMessagesResponse | undefined {
  if (request.message_ids !== undefined || request.anchor === undefined) return undefined;
  if (!sameFormat(format, formatOf(request))) return undefined;
  const { messages, foundOldest } = window;
  const oldest = messages[0];
  let anchor: number;
  if (request.anchor === 'newest') anchor = LARGER_THAN_ANY_ID;
  else if (request.anchor === 'oldest') {
    if (!foundOldest) return undefined;
    anchor = 0;
  } else if (request.anchor === 'first_unread') {
    // The oldest unread message held; with none, the server answers as for `newest`.
    anchor = messages.find((m) => !m.flags.includes('read'))?.id ?? LARGER_THAN_ANY_ID;
  } else anchor = request.anchor;

  const numBefore = request.num_before ?? 0;
  const numAfter = request.num_after ?? 0;
  const includeAnchor = request.include_anchor ?? true;
  // An anchor below what is held could have unknown messages next to it; above it, nothing is missing.
  const before = messages.filter((m) => m.id < anchor);
  const earliest = Math.max(0, before.length - numBefore);
  const reachesOldest = earliest === 0;
  if (!foundOldest && (oldest === undefined || anchor < oldest.id) && (numBefore > 0 || numAfter > 0)) {
    return undefined;
  }
  const at = messages.find((m) => m.id === anchor);
  const after = messages.filter((m) => m.id > anchor);
  const page: FetchedMessage[] = [
    ...before.slice(earliest),
    ...(includeAnchor && at ? [at] : []),
    ...after.slice(0, numAfter),
  ];
  return {
    anchor,
    found_anchor: at !== undefined,
    found_oldest: foundOldest && reachesOldest,
    found_newest: after.length <= numAfter,
    history_limited: false,
    messages: page,
  };
}
