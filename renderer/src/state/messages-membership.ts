// Keeping loaded narrow ranges right when messages change place or flags: a moved message leaves the
// narrows it no longer matches and joins the loaded ones it now matches; a starred one joins
// "Starred messages". A range only takes a message its covered span includes, so ranges stay
// contiguous. A search the client cannot fully evaluate keeps a result unless a term it can check
// certainly fails, and takes no message the server did not put there.
import { messageMatchesNarrow, narrowVerdict, type MessageLike } from './narrow';
import {
  indexOfId,
  insertId,
  rangeCovers,
  type MessageContext,
  type MessagesState,
  type NarrowRange,
} from './messages';

type Narrows = MessagesState['narrows'];

/** Re-checks the given ids against every loaded range. */
export function refreshMembership(
  narrows: Narrows,
  byId: MessagesState['byId'],
  ids: readonly number[],
  ctx: MessageContext,
): Narrows {
  let next: Record<string, NarrowRange> | null = null;
  for (const [key, range] of Object.entries(narrows)) {
    let rangeIds = range.ids;
    for (const id of ids) {
      const message = byId.get(id);
      const present = indexOfId(rangeIds, id) >= 0;
      const verdict =
        message === undefined
          ? false
          : narrowVerdict(message, range.narrow, ctx.ownUserId, ctx.isMuted, ctx.isFollowed);
      if (present && verdict === false) rangeIds = rangeIds.filter((other) => other !== id);
      else if (!present && verdict === true && rangeCovers(range, id)) rangeIds = insertId(rangeIds, id);
    }
    if (rangeIds === range.ids) continue;
    next ??= { ...narrows };
    next[key] = { ...range, ids: rangeIds };
  }
  return next ?? narrows;
}

/**
 * Drops the ranges that should now hold messages we do not have (moved in from places never
 * loaded): a range with a hole would be wrong, and its view fetches it again when it is dropped.
 */
export function dropRangesMissing(
  narrows: Narrows,
  destination: MessageLike,
  unknownIds: readonly number[],
  ctx: MessageContext,
): Narrows {
  if (unknownIds.length === 0) return narrows;
  let next: Record<string, NarrowRange> | null = null;
  for (const [key, range] of Object.entries(narrows)) {
    if (!messageMatchesNarrow(destination, range.narrow, ctx.ownUserId, ctx.isMuted, ctx.isFollowed))
      continue;
    if (!unknownIds.some((id) => rangeCovers(range, id))) continue;
    next ??= { ...narrows };
    delete next[key];
  }
  return next ?? narrows;
}

/** Every range without the given ids. */
export function removeFromRanges(narrows: Narrows, ids: ReadonlySet<number>): Narrows {
  let next: Record<string, NarrowRange> | null = null;
  for (const [key, range] of Object.entries(narrows)) {
    if (!range.ids.some((id) => ids.has(id))) continue;
    next ??= { ...narrows };
    next[key] = { ...range, ids: range.ids.filter((id) => !ids.has(id)) };
  }
  return next ?? narrows;
}
