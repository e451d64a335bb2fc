// One predicate per narrow operator. Unknown operators and operands are the real server's BAD_NARROW.
import { ApiFailure } from '../../http/failure';
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { hasPredicate, isMuted, isPredicate } from './narrow-flags';
import { messageMatches } from './search-text';
import { parseSearch } from './search-words';
import { topicKey } from './topics';

export type Predicate = (message: MessageRecord) => boolean;

export interface NormalizedTerm {
  operator: string;
  operand: string | number | number[];
  negated: boolean;
}

export const badNarrow = (why: string): ApiFailure =>
  new ApiFailure(400, 'BAD_NARROW', `Invalid narrow operator: ${why}`);

/** The channel id a channel operand names (an id, or a name); throws BAD_NARROW when unknown. */
export function channelIdOf(realm: Realm, operand: NormalizedTerm['operand']): number {
  if (typeof operand === 'number' && realm.channel(operand)) return operand;
  if (typeof operand === 'string') {
    const byName = realm.channelByName(operand);
    if (byName) return byName.stream_id;
    if (/^\d+$/.test(operand) && realm.channel(Number(operand))) return Number(operand);
  }
  throw badNarrow(`unknown channel ${String(operand)}`);
}

/** The predicate of a term, or undefined for terms the server does not filter on (near). */
export function termPredicate(realm: Realm, user: UserRecord, term: NormalizedTerm): Predicate | undefined {
  const { operand } = term;
  // An empty operand is meaningful only for topic (the empty topic).
  if (
    term.operator !== 'topic' &&
    (operand === '' || (typeof operand === 'string' && operand.trim() === ''))
  ) {
    throw badNarrow(`empty '${term.operator}' operand`);
  }
  switch (term.operator) {
    case 'channel':
    case 'stream': {
      const id = channelIdOf(realm, operand);
      return (m) => m.type === 'stream' && m.stream_id === id;
    }
    case 'channels':
      return channelsPredicate(realm, String(operand));
    case 'topic': {
      const key = topicOperandKey(realm, String(operand));
      return (m) => m.type === 'stream' && topicKey(m.topic) === key;
    }
    case 'dm':
    case 'pm-with': {
      const wanted = [...new Set([...dmOperandUsers(realm, operand), user.user_id])].sort((a, b) => a - b);
      return (m) => m.type === 'private' && sameIds(m.dm_user_ids, wanted);
    }
    case 'dm-including':
    case 'dm-with':
    case 'group-pm-with': {
      const id = operandUser(realm, user, Array.isArray(operand) ? (operand[0] ?? -1) : operand);
      return (m) => m.type === 'private' && m.dm_user_ids.includes(id);
    }
    case 'sender': {
      const id = operandUser(realm, user, Array.isArray(operand) ? (operand[0] ?? -1) : operand);
      return (m) => m.sender_id === id;
    }
    case 'is':
      return isPredicate(realm, user, String(operand));
    case 'in':
      if (operand === 'all') return () => true;
      if (operand === 'home') return (m) => !isMuted(realm, user, m);
      throw badNarrow(`unknown 'in' operand ${String(operand)}`);
    case 'has':
      return hasPredicate(String(operand));
    case 'search': {
      const query = parseSearch(String(operand));
      return (m) => messageMatches(m, query);
    }
    case 'id': {
      const id = Number(operand);
      if (!Number.isInteger(id)) throw badNarrow(`invalid message ID ${String(operand)}`);
      return (m) => m.id === id;
    }
    case 'near':
      // Not a filter: clients pass its operand as the anchor.
      return undefined;
    default:
      throw badNarrow(`unknown operator ${term.operator}`);
  }
}

/** A user operand: an id, an email, or "me". */
export function operandUser(realm: Realm, viewer: UserRecord, operand: string | number): number {
  if (operand === 'me') return viewer.user_id;
  const user =
    typeof operand === 'number' || /^\d+$/.test(operand)
      ? realm.user(Number(operand))
      : realm.userByEmail(operand.trim());
  if (!user) throw badNarrow(`unknown user ${String(operand)}`);
  return user.user_id;
}

function dmOperandUsers(realm: Realm, operand: NormalizedTerm['operand']): number[] {
  const parts: (string | number)[] = Array.isArray(operand)
    ? operand
    : typeof operand === 'number'
      ? [operand]
      : operand
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
  return parts.map((part) => {
    const user = typeof part === 'number' ? realm.user(part) : realm.userByEmail(part);
    if (!user) throw badNarrow(`unknown user in dm ${String(part)}`);
    return user.user_id;
  });
}

/** The realm's display name for the empty topic names the empty topic in a narrow too. */
function topicOperandKey(realm: Realm, operand: string): string {
  const trimmed = operand.trim();
  return trimmed === realm.settings.empty_topic_display_name ? '' : topicKey(trimmed);
}

function channelsPredicate(realm: Realm, operand: string): Predicate {
  const test =
    operand === 'public'
      ? (id: number) => realm.channel(id)?.invite_only === false
      : operand === 'web-public'
        ? (id: number) => realm.channel(id)?.is_web_public === true
        : undefined;
  if (!test) throw badNarrow(`unknown 'channels' operand ${operand}`);
  return (m) => m.type === 'stream' && test(m.stream_id ?? -1);
}

/** Both lists are sorted ascending. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
