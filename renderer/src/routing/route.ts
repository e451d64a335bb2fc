// Hash routes. The hash keeps navigation inside the page, which matters because Electron blocks every
// real navigation of the window. Every view of the app has one route here, so links and tests can
// reach it directly.
export type Route =
  | { name: 'home' }
  | { name: 'channel'; streamId: number }
  | { name: 'topic'; streamId: number; topic: string }
  /** A direct conversation; `userIds` are the other participants, sorted (your own id for a self-DM). */
  | { name: 'dm'; userIds: number[] }
  | { name: 'feed' }
  | { name: 'mentions' }
  | { name: 'starred' }
  | { name: 'people' }
  | { name: 'browse' }
  | { name: 'drafts' }
  | { name: 'snippets' }
  | { name: 'bot-storage' }
  | { name: 'settings'; section: string };

const SIMPLE = [
  'feed',
  'mentions',
  'starred',
  'people',
  'browse',
  'drafts',
  'snippets',
  'bot-storage',
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
  if (head === 'settings' && rest.length === 0) return { name: 'settings', section: first ?? 'account' };
  if ((SIMPLE as readonly string[]).includes(head ?? '') && first === undefined)
    return { name: head as SimpleName };
  return { name: 'home' };
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'channel':
      return `#/channel/${route.streamId}`;
    case 'topic':
      return `#/channel/${route.streamId}/topic/${encodeURIComponent(route.topic)}`;
    case 'dm':
      return `#/dm/${[...route.userIds].sort((a, b) => a - b).join(',')}`;
    case 'settings':
      return `#/settings/${route.section}`;
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
