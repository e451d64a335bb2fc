// Turns a GET /messages narrow into a predicate over stored messages, plus the sorted id list worth
// walking: a channel's own list when the narrow names a channel, so a fetch there never looks at
// the rest of the organization. As on the real server, a narrow sees messages the user never
// received (public channel history) only when it names such a channel or says `channels:public`.
import type { NarrowTerm } from '../../../shared/api/messages';
import { canReadChannel } from '../../realm/access';
import { isGuest } from '../../realm/roles';
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { accessMessage } from './access';
import { conversationState } from './conversation';
import { channelIdOf, termPredicate, type NormalizedTerm, type Predicate } from './narrow-terms';
import { hasProtectedHistory } from './protected-history';
import { parseSearch, type SearchQuery } from './search-words';

export interface CompiledNarrow {
  /** Ascending message ids that may match; every other id certainly does not. */
  candidates: readonly number[];
  /** True when the narrow has no terms (the home view, which skips muted conversations). */
  isEmpty: boolean;
  /** False: only messages the user received count (see MessageAccess.hasReceived). */
  includeHistory: boolean;
  /** The words and phrases of the positive `search` terms, when there are any, for highlighting. */
  search: SearchQuery | undefined;
  matches(message: MessageRecord): boolean;
}

export function normalizeTerms(terms: readonly NarrowTerm[]): NormalizedTerm[] {
  return terms.map((term) =>
    Array.isArray(term)
      ? { operator: term[0], operand: term[1], negated: false }
      : { operator: term.operator, operand: term.operand, negated: term.negated ?? false },
  );
}

export function compileNarrow(realm: Realm, user: UserRecord, raw: readonly NarrowTerm[]): CompiledNarrow {
  const terms = expandWith(realm, user, normalizeTerms(raw));
  const predicates: Predicate[] = [];
  let candidates: readonly number[] = realm.messageIds;
  let narrowed = false;
  for (const term of terms) {
    const predicate = termPredicate(realm, user, term);
    if (!predicate) continue;
    predicates.push(term.negated ? (m) => !predicate(m) : predicate);
    if (term.negated || narrowed) continue;
    // A positive channel or id term bounds the walk.
    if (term.operator === 'channel' || term.operator === 'stream') {
      const channel = realm.channel(channelIdOf(realm, term.operand));
      if (channel) [candidates, narrowed] = [channel.message_ids, true];
    } else if (term.operator === 'id') {
      const id = Number(term.operand);
      [candidates, narrowed] = [realm.messages.has(id) ? [id] : [], true];
    }
  }
  const searches = terms.filter((t) => t.operator === 'search');
  const positive = searches.filter((t) => !t.negated).map((t) => parseSearch(String(t.operand)));
  return {
    candidates,
    isEmpty: terms.length === 0,
    includeHistory: includesHistory(realm, user, terms),
    search:
      searches.length === 0
        ? undefined
        : { words: positive.flatMap((q) => q.words), phrases: positive.flatMap((q) => q.phrases) },
    matches: (message) => predicates.every((p) => p(message)),
  };
}

/** The real server's ok_to_include_history: a readable channel, or all public ones; never with `is`. */
function includesHistory(realm: Realm, user: UserRecord, terms: NormalizedTerm[]): boolean {
  if (terms.some((t) => t.operator === 'is')) return false;
  return terms.some((t) => {
    if (t.negated) return false;
    if (t.operator === 'channels') return t.operand === 'public' && !isGuest(user);
    if (t.operator !== 'channel' && t.operator !== 'stream') return false;
    const channel = realm.channel(channelIdOf(realm, t.operand));
    return channel !== undefined && canReadChannel(realm, user, channel) && !hasProtectedHistory(channel);
  });
}

/**
 * `with` (FL 271) names a message; the narrow becomes that message's conversation wherever it
 * lives now. A message the user cannot read leaves the narrow as it was.
 */
function expandWith(realm: Realm, user: UserRecord, terms: NormalizedTerm[]): NormalizedTerm[] {
  const withTerm = terms.find((t) => t.operator === 'with');
  if (!withTerm) return terms;
  const rest = terms.filter((t) => t.operator !== 'with');
  const id = Number(withTerm.operand);
  let message: MessageRecord;
  try {
    message = accessMessage(realm, user, id);
  } catch {
    return rest;
  }
  const conversationOperators = new Set(['channel', 'stream', 'topic', 'dm', 'pm-with']);
  const kept = rest.filter((t) => !conversationOperators.has(t.operator));
  if (message.type === 'private') {
    return [...kept, { operator: 'dm', operand: message.dm_user_ids, negated: false }];
  }
  return [
    ...kept,
    { operator: 'channel', operand: message.stream_id ?? -1, negated: false },
    { operator: 'topic', operand: message.topic, negated: false },
  ];
}

/** Whether the home view (no narrow) hides the message: a muted channel or topic. */
export function hiddenFromHome(realm: Realm, user: UserRecord, message: MessageRecord): boolean {
  if (message.type !== 'stream') return false;
  return conversationState(realm, user, message.stream_id ?? -1, message.topic).muted;
}
