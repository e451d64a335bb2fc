// Channel and people operands as the user typed them (`channel:design`, `sender:ada@example.com`,
// `dm:Ada Lovelace,bo@example.com`, `sender:me`) turned into the ids that routes and the API want,
// where they resolve. What does not resolve stays as typed: the server then answers BAD_NARROW with
// its reason, which the results view shows, instead of the box guessing. A number is taken to be an
// id already, as the web app does.
import type { SearchTerm } from '../../state/narrow';

/** Look-ups the resolver needs; `buildSearchDirectory` builds them from the store. */
export interface SearchDirectory {
  channelId(name: string): number | undefined;
  /** A person by email or by a full name no one else has; `me` is you. */
  userId(text: string): number | undefined;
}

const USER_LIST_OPERATORS = new Set(['dm', 'dm-including']);

const isId = (text: string) => /^\d+$/.test(text);

function resolveUser(text: string, directory: SearchDirectory): string | undefined {
  const trimmed = text.trim();
  if (isId(trimmed)) return trimmed;
  const id = directory.userId(trimmed);
  return id === undefined ? undefined : String(id);
}

/** One term with its names replaced by ids; a list operand changes only if every name resolves. */
export function resolveTerm(term: SearchTerm, directory: SearchDirectory): SearchTerm {
  if (term.operator === 'channel' && !isId(term.operand)) {
    const id = directory.channelId(term.operand);
    return id === undefined ? term : { ...term, operand: String(id) };
  }
  if (term.operator === 'sender' || term.operator === 'mentions') {
    const id = resolveUser(term.operand, directory);
    return id === undefined ? term : { ...term, operand: id };
  }
  if (USER_LIST_OPERATORS.has(term.operator)) {
    const ids = term.operand.split(',').map((part) => resolveUser(part, directory));
    if (ids.some((id) => id === undefined)) return term;
    return {
      ...term,
      operand: [...new Set(ids as string[])].sort((a, b) => Number(a) - Number(b)).join(','),
    };
  }
  return term;
}

export function resolveSearchTerms(terms: readonly SearchTerm[], directory: SearchDirectory): SearchTerm[] {
  return terms.map((term) => resolveTerm(term, directory));
}

interface NamedChannel {
  stream_id: number;
  name: string;
}
interface NamedUser {
  user_id: number;
  full_name: string;
  email: string;
  delivery_email?: string | null | undefined;
}

/** A directory over the channels and people the store knows (names compared without case). */
export function buildSearchDirectory(
  channels: Iterable<NamedChannel>,
  users: Iterable<NamedUser>,
  ownUserId: number | null,
): SearchDirectory {
  const channelIds = new Map<string, number>();
  for (const channel of channels) channelIds.set(channel.name.toLowerCase(), channel.stream_id);
  const byEmail = new Map<string, number>();
  const byName = new Map<string, number | null>();
  for (const user of users) {
    byEmail.set(user.email.toLowerCase(), user.user_id);
    if (user.delivery_email) byEmail.set(user.delivery_email.toLowerCase(), user.user_id);
    const name = user.full_name.toLowerCase();
    // null marks a name two people share: it names no one.
    byName.set(name, byName.has(name) ? null : user.user_id);
  }
  return {
    channelId: (name) => channelIds.get(name.toLowerCase()),
    userId(text) {
      const key = text.toLowerCase();
      if (key === 'me') return ownUserId ?? undefined;
      return byEmail.get(key) ?? byName.get(key) ?? undefined;
    },
  };
}
