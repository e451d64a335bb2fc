// Hash routes. The hash keeps navigation inside the page, which matters because Electron blocks every
// real navigation of the window. Every view of the app has one route here, so links and tests can
// reach it directly. A conversation's route may carry `near`, a message to scroll to and highlight
// (`#/channel/5/topic/x/near/123`), which is what links to a message open. A search carries its
// terms as Zulip's own narrow links do, an operator and its operand per pair of parts, negated with a
// leading `-` (`#/search/channel/5/-is/starred/search/lunch%20plans`).
import type { SearchTerm } from '../state/narrow';

export type Route =
  | { name: 'home' }
  | { name: 'channel'; streamId: number; near?: number }
  | { name: 'topic'; streamId: number; topic: string; near?: number }
  /** A direct conversation; `userIds` are the other participants, sorted (your own id for a self-DM). */
  | { name: 'dm'; userIds: number[]; near?: number }
  | { name: 'feed' }
  | { name: 'mentions' }
  | { name: 'starred' }
  | { name: 'inbox' }
  | { name: 'recent' }
  /** A search, or any narrow written as terms (`is:dm` is the direct message feed). */
  | { name: 'search'; terms: SearchTerm[] }
  | { name: 'people' }
  | { name: 'browse' }
  | { name: 'drafts' }
  | { name: 'snippets' }
  | { name: 'bot-storage' }
  /** Help → Diagnostics: versions, connections, notifications, a test notification, a report to copy. */
  | { name: 'diagnostics' }
  | { name: 'settings'; section: string };

const SIMPLE = [
  'feed',
  'inbox',
  'recent',
  'mentions',
  'starred',
  'people',
  'browse',
  'drafts',
  'snippets',
  'bot-storage',
  'diagnostics',
] as const;
type SimpleName = (typeof SIMPLE)[number];

function positiveId(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').replace(/\/$/, '').split('/');
  const near = nearOf(parts);
  if (near === null) return { name: 'home' };
  if (near !== undefined) return withNear(parseRoute(`#/${parts.slice(0, -2).join('/')}`), near);
  const [head, first, ...rest] = parts;
  if (head === 'channel') {
    const streamId = positiveId(first);
    if (streamId === undefined) return { name: 'home' };
    // `#/channel/5/topic/` is the empty topic; the trailing-slash strip above left only 'topic'.
    if (rest.length === 1 && rest[0] === 'topic' && hash.endsWith('/topic/'))
      return { name: 'topic', streamId, topic: '' };
    if (rest[0] !== 'topic' || rest.length !== 2)
      return rest.length === 0 ? { name: 'channel', streamId } : { name: 'home' };
    const topic = decode(rest[1] as string);
    return topic === undefined ? { name: 'home' } : { name: 'topic', streamId, topic };
  }
  if (head === 'dm' && first !== undefined && rest.length === 0) {
    const ids = first.split(',').map(positiveId);
    if (ids.length === 0 || ids.some((id) => id === undefined)) return { name: 'home' };
    return { name: 'dm', userIds: [...new Set(ids as number[])].sort((a, b) => a - b) };
  }
  if (head === 'search') return searchRoute(parts.slice(1));
  if (head === 'settings' && rest.length === 0) return { name: 'settings', section: first ?? 'account' };
  if ((SIMPLE as readonly string[]).includes(head ?? '') && first === undefined)
    return { name: head as SimpleName };
  return { name: 'home' };
}

const OPERATOR = /^-?[a-z][a-z-]*$/;

function searchRoute(parts: readonly string[]): Route {
  if (parts.length === 0 || parts.length % 2 !== 0) return { name: 'home' };
  const terms: SearchTerm[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const head = parts[i] as string;
    const operand = decode(parts[i + 1] as string);
    if (!OPERATOR.test(head) || operand === undefined) return { name: 'home' };
    const negated = head.startsWith('-');
    terms.push({ operator: negated ? head.slice(1) : head, operand, negated });
  }
  return { name: 'search', terms };
}

/** The anchor at the end of a conversation's parts: undefined for none, null for a bad one. */
function nearOf(parts: readonly string[]): number | undefined | null {
  const isConversation = parts[0] === 'channel' || parts[0] === 'dm';
  if (!isConversation || ![4, 6].includes(parts.length) || parts[parts.length - 2] !== 'near')
    return undefined;
  // `#/channel/5/topic/near` is the topic "near", not an anchor.
  if (parts.length === 4 && parts[0] === 'channel' && parts[2] !== 'near') return undefined;
  return positiveId(parts[parts.length - 1]) ?? null;
}

function withNear(route: Route, near: number): Route {
  return route.name === 'channel' || route.name === 'topic' || route.name === 'dm'
    ? { ...route, near }
    : { name: 'home' };
}

export function routeHref(route: Route): string {
  const near = 'near' in route && route.near !== undefined ? `/near/${route.near}` : '';
  switch (route.name) {
    case 'home':
      return '#/';
    case 'channel':
      return `#/channel/${route.streamId}${near}`;
    case 'topic':
      return `#/channel/${route.streamId}/topic/${encodeURIComponent(route.topic)}${near}`;
    case 'dm':
      return `#/dm/${[...route.userIds].sort((a, b) => a - b).join(',')}${near}`;
    case 'settings':
      return `#/settings/${route.section}`;
    case 'search':
      return `#/search/${route.terms
        .map((t) => `${t.negated ? '-' : ''}${t.operator}/${encodeURIComponent(t.operand)}`)
        .join('/')}`;
    default:
      return `#/${route.name}`;
  }
}

export function channelHref(streamId: number): string {
  return routeHref({ name: 'channel', streamId });
}

export function topicHref(streamId: number, topic: string): string {
  return routeHref({ name: 'topic', streamId, topic });
}
