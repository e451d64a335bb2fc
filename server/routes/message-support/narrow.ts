// Turns a GET /messages narrow into a predicate over stored messages, plus the sorted id list worth
// walking: a channel's own list when the narrow names a channel, so a fetch there never looks at
// the rest of the organization.
import type { NarrowTerm } from '../../../shared/api/messages';
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { accessMessage } from './access';
import { conversationState } from './conversation';
import { channelIdOf, termPredicate, type NormalizedTerm, type Predicate } from './narrow-terms';

export interface CompiledNarrow {
  /** Ascending message ids that may match; every other id certainly does not. */
  candidates: readonly number[];
  /** True when the narrow has no terms (the home view, which skips muted conversations). */
  isEmpty: boolean;
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
  return {
    candidates,
    isEmpty: terms.length === 0,
    matches: (message) => predicates.every((p) => p(message)),
  };
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
