// The anchor walk behind GET /messages and POST /messages/flags/narrow: from the anchor's place in a
// sorted id list, step outwards collecting matching messages the user may read. Nothing is sorted
// or copied per request, so a fetch costs what it returns plus the non-matching ids it skips.
import type { MessageAnchor } from '../../../shared/api/messages';
import type { Realm } from '../../realm/realm';
import type { MessageRecord } from '../../realm/types';
import type { MessageAccess } from './access';
import { hiddenFromHome, type CompiledNarrow } from './narrow';
import { lowerBound } from './topics';

/** The anchor the real server reports for "newest": larger than any message id. */
export const LARGER_THAN_MAX_MESSAGE_ID = 10_000_000_000_000_000;

export interface FetchWindow {
  anchor: MessageAnchor;
  includeAnchor: boolean;
  numBefore: number;
  numAfter: number;
}

export interface FetchResult {
  anchor: number;
  foundAnchor: boolean;
  foundOldest: boolean;
  foundNewest: boolean;
  /** Ascending by id. */
  messages: MessageRecord[];
}

export function fetchWindow(
  realm: Realm,
  access: MessageAccess,
  narrow: CompiledNarrow,
  window: FetchWindow,
): FetchResult {
  const visible = (m: MessageRecord | undefined): m is MessageRecord =>
    m !== undefined &&
    access.canRead(m) &&
    narrow.matches(m) &&
    (narrow.includeHistory || access.hasReceived(m));
  let anchor: number;
  let toLeft = false;
  let toRight = false;
  if (window.anchor === 'newest') [anchor, toRight] = [LARGER_THAN_MAX_MESSAGE_ID, true];
  else if (window.anchor === 'oldest') [anchor, toLeft] = [0, true];
  else if (window.anchor === 'first_unread') {
    const first = firstUnread(realm, access, narrow, visible);
    if (first === undefined) [anchor, toRight] = [LARGER_THAN_MAX_MESSAGE_ID, true];
    else anchor = first;
  } else anchor = Math.trunc(window.anchor);

  const ids = narrow.candidates;
  const at = lowerBound(ids, anchor);
  const atAnchor = ids[at] === anchor;
  const anchorMessage = atAnchor && window.includeAnchor ? realm.messages.get(anchor) : undefined;
  const found = visible(anchorMessage) ? anchorMessage : undefined;

  const before: MessageRecord[] = [];
  for (let i = at - 1; i >= 0 && before.length < window.numBefore; i--) {
    const message = realm.messages.get(ids[i] as number);
    if (visible(message)) before.push(message);
  }
  const after: MessageRecord[] = [];
  for (let i = atAnchor ? at + 1 : at; i < ids.length && after.length < window.numAfter; i++) {
    const message = realm.messages.get(ids[i] as number);
    if (visible(message)) after.push(message);
  }
  before.reverse();
  return {
    anchor,
    foundAnchor: found !== undefined,
    // As the real server: a side is complete when it came back short of what was asked.
    foundOldest: toLeft || before.length < window.numBefore,
    foundNewest: toRight || after.length < window.numAfter,
    messages: found ? [...before, found, ...after] : [...before, ...after],
  };
}

/** The oldest unread message in the narrow; the home view leaves muted conversations out. */
function firstUnread(
  realm: Realm,
  access: MessageAccess,
  narrow: CompiledNarrow,
  visible: (m: MessageRecord | undefined) => m is MessageRecord,
): number | undefined {
  let first: number | undefined;
  for (const id of access.user.unread) {
    if (first !== undefined && id >= first) continue;
    const message = realm.messages.get(id);
    if (!visible(message)) continue;
    if (narrow.isEmpty && hiddenFromHome(realm, access.user, message)) continue;
    first = id;
  }
  return first;
}

/** Messages by id, ascending, keeping only those that exist, match and the user may read. */
export function fetchByIds(realm: Realm, access: MessageAccess, narrow: CompiledNarrow, ids: number[]) {
  return [...new Set(ids)]
    .sort((a, b) => a - b)
    .map((id) => realm.messages.get(id))
    .filter((m): m is MessageRecord => m !== undefined && access.canRead(m) && narrow.matches(m));
}
