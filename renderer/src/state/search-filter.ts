// A search narrow evaluated on the client, as far as its terms allow (the web app's
// Filter.can_apply_locally and predicate). Each term says whether a message matches it, or that the
// client cannot tell: free words (the server's full-text search), has:link/image/attachment (the
// server decides them from its own link and upload records), channels:, with:, operands still
// written as names, or a term it does not know. Terms are ANDed, so one term that certainly fails
// settles it: a message moved out of the searched channel leaves the results even when the words
// cannot be checked, while an edit never drops a result the client cannot re-check.
// `approximate` (offline, for cached results only) also guesses the server's terms: words as
// case-insensitive substrings of the text, has: from the rendered HTML, as the web app does.
import { MENTION_FLAGS, dmUserIdsOf, type MessageLike, type SearchTerm } from './narrow';

/** What terms about you, muting and following need to know. */
export interface SearchLookups {
  ownUserId: number;
  isMuted?: ((message: MessageLike) => boolean) | undefined;
  isFollowed?: ((message: MessageLike) => boolean) | undefined;
  /** Evaluate the server's own terms too, by their likeness (cached results shown offline). */
  approximate?: boolean;
}

/** true: matches; false: certainly does not; undefined: only the server can tell. */
export type Verdict = boolean | undefined;
type Test = (message: MessageLike) => Verdict;

const RESOLVED_PREFIX = '✔ ';
const ID = /^\d+$/;

function idOperand(operand: string): number | undefined {
  return ID.test(operand.trim()) ? Number(operand.trim()) : undefined;
}

function idListOperand(operand: string): number[] | undefined {
  const ids = operand.split(',').map(idOperand);
  return ids.some((id) => id === undefined) ? undefined : (ids as number[]);
}

const has =
  (flag: string): Test =>
  (m) =>
    (m.flags ?? []).includes(flag);

function isTest(operand: string, lookups: SearchLookups): Test | undefined {
  switch (operand) {
    case 'dm':
    case 'private':
      return (m) => m.type === 'private';
    case 'starred':
      return has('starred');
    case 'alerted':
      return has('has_alert_word');
    case 'mentioned':
      return (m) => (m.flags ?? []).some((flag) => MENTION_FLAGS.includes(flag));
    case 'unread':
      return (m) => !(m.flags ?? []).includes('read');
    case 'resolved':
      return (m) => m.type === 'stream' && m.subject.startsWith(RESOLVED_PREFIX);
    case 'followed': {
      const followed = lookups.isFollowed;
      return followed && ((m) => m.type === 'stream' && followed(m));
    }
    case 'muted':
      return lookups.isMuted;
    default:
      return undefined;
  }
}

function hasTest(operand: string, approximate: boolean): Test | undefined {
  if (operand === 'reaction') return (m) => (m.reactions === undefined ? undefined : m.reactions.length > 0);
  if (!approximate) return undefined;
  const pattern = {
    link: /<a\s/i,
    image: /message_inline_image|<img\s/i,
    attachment: /href="\/user_uploads\//i,
  }[operand];
  return pattern && ((m) => (m.content === undefined ? undefined : pattern.test(m.content)));
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text of rendered HTML, near enough to look for words in. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ');
}

/** Words and "quoted phrases", each to be found somewhere in the content or topic. */
function wordsTest(operand: string): Test {
  const needles = [...operand.toLowerCase().matchAll(/"([^"]+)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
  return (m) => {
    if (m.content === undefined) return undefined;
    const haystack = `${textOf(m.content)} ${m.subject}`.toLowerCase();
    return needles.every((needle) => haystack.includes(needle));
  };
}

/** The test of one term (negation aside); null for terms that filter nothing (near). */
function termTest(term: SearchTerm, lookups: SearchLookups): Test | null | undefined {
  const { operand } = term;
  switch (term.operator) {
    case 'channel':
    case 'stream': {
      const id = idOperand(operand);
      return id === undefined ? undefined : (m) => m.type === 'stream' && m.stream_id === id;
    }
    case 'topic':
    case 'subject':
      return (m) => m.type === 'stream' && m.subject.toLowerCase() === operand.trim().toLowerCase();
    case 'sender':
    case 'from': {
      const id = operand.trim() === 'me' ? lookups.ownUserId : idOperand(operand);
      return id === undefined
        ? undefined
        : (m) => (m.sender_id === undefined ? undefined : m.sender_id === id);
    }
    case 'dm':
    case 'pm-with': {
      const ids = idListOperand(operand);
      if (ids === undefined) return undefined;
      const wanted = [...new Set([...ids, lookups.ownUserId])].sort((a, b) => a - b).join();
      return (m) =>
        m.type === 'private' && [...new Set(dmUserIdsOf(m))].sort((a, b) => a - b).join() === wanted;
    }
    case 'dm-including': {
      const ids = idListOperand(operand);
      return ids && ((m) => m.type === 'private' && ids.every((id) => dmUserIdsOf(m).includes(id)));
    }
    case 'id': {
      const id = idOperand(operand);
      return id === undefined ? undefined : (m) => (m.id === undefined ? undefined : m.id === id);
    }
    case 'is':
      return isTest(operand, lookups);
    case 'has':
      return hasTest(operand.replace(/s$/, ''), lookups.approximate === true);
    case 'in': {
      if (operand === 'all') return null;
      const muted = lookups.isMuted;
      return operand === 'home' && muted ? (m) => !muted(m) : undefined;
    }
    case 'search':
      return lookups.approximate === true ? wordsTest(operand) : undefined;
    case 'near':
      return null;
    default:
      return undefined;
  }
}

/** Whether a message matches every term, certainly does not, or only the server can tell. */
export function searchVerdict(
  terms: readonly SearchTerm[],
  message: MessageLike,
  lookups: SearchLookups,
): Verdict {
  let verdict: Verdict = true;
  for (const term of terms) {
    const test = termTest(term, lookups);
    if (test === null) continue;
    const result = test?.(message);
    if (result === undefined) verdict = undefined;
    else if (result === term.negated) return false;
  }
  return verdict;
}

/**
 * Whether the search shows whole conversations, not a selection of their messages: `is:dm`, `dm:`,
 * `channel:` or `channel:` with `topic:`, alone and not negated. Only such a view marks messages
 * read as they are seen (the web app's can_mark_messages_read); reading search results does not.
 */
export function searchShowsWholeConversations(terms: readonly SearchTerm[]): boolean {
  const kinds = terms
    .filter((t) => t.operator !== 'near')
    .map((t) => (t.negated ? '-' : '') + (t.operator === 'is' ? `is:${t.operand}` : t.operator))
    .sort()
    .join(' ');
  return ['is:dm', 'dm', 'channel', 'channel topic'].includes(kinds);
}
