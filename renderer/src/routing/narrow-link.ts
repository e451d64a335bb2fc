// Zulip's own web links: `#narrow/channel/42-design/topic/logo/near/1234`. We build them for "copy
// link to message" so that a link pasted anywhere opens in the web app and in Threadline alike.
// The encoding is Zulip's: encodeURIComponent, then '%' becomes '.', and '(', ')' and '.' are
// escaped as '.28', '.29' and '.2E' so that a browser never decodes the hash behind our back.
// The parser below turns such links (and the older `stream`/`subject`/`pm-with` forms) back into routes.
import type { Route } from './route';

const HASH_REPLACEMENTS: Readonly<Record<string, string>> = { '%': '.', '(': '.28', ')': '.29', '.': '.2E' };

export function encodeHashComponent(text: string): string {
  return encodeURIComponent(text).replace(/[%().]/g, (c) => HASH_REPLACEMENTS[c] ?? c);
}

/** The readable channel operand, `42-design-team` (the name part is decoration; the id decides). */
export function channelSlug(streamId: number, name: string | undefined): string {
  return encodeHashComponent(`${streamId}-${(name ?? 'unknown').replace(/ /g, '-')}`);
}

export type LinkTarget =
  | { kind: 'channel'; streamId: number; channelName?: string; topic: string }
  /** Every participant of the direct conversation except the current user (the user alone for a self-DM). */
  | { kind: 'dm'; userIds: readonly number[] };

/** The hash (from `#narrow/`) of a link to one message in its conversation. */
export function messageNarrowHash(target: LinkTarget, messageId: number): string {
  if (target.kind === 'channel') {
    const channel = channelSlug(target.streamId, target.channelName);
    return `#narrow/channel/${channel}/topic/${encodeHashComponent(target.topic)}/near/${messageId}`;
  }
  const ids = [...target.userIds].sort((a, b) => a - b);
  const suffix = ids.length > 1 ? 'group' : 'dm';
  return `#narrow/dm/${ids.join(',')}-${suffix}/near/${messageId}`;
}

/** The full link, on the realm's own web address, as the web app copies it. */
export function messageNarrowLink(realmUrl: string, target: LinkTarget, messageId: number): string {
  return `${realmUrl.replace(/\/+$/, '')}/${messageNarrowHash(target, messageId)}`;
}

/** The inverse of encodeHashComponent (also reads links of older Zulip, which escaped only '.' and '%'). */
export function decodeHashComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\./g, '%'));
  } catch {
    return undefined;
  }
}

/** What a `#narrow/…` link opens: a view, or one message whose conversation must be looked up. */
export type NarrowLinkTarget = { kind: 'route'; route: Route } | { kind: 'message'; messageId: number };

export interface NarrowLinkContext {
  /** The active realm's web address: only links on it (or relative ones) are ours. */
  realmUrl: string;
  ownUserId: number | null;
  /** Very old links name the channel without its id (`#narrow/stream/design`). */
  channelIdByName?(name: string): number | undefined;
}

/**
 * The Threadline view for a Zulip narrow link: `#narrow/…`, `/#narrow/…` (what the server renders
 * for channel and topic links) or the full URL on the active realm. null for anything else,
 * including narrows Threadline has no view for (searches, senders…), which the browser can open.
 */
export function parseNarrowLink(href: string, context: NarrowLinkContext): NarrowLinkTarget | null {
  const hash = narrowHash(href, context.realmUrl);
  if (hash === null) return null;
  const parts = hash.split('/');
  // A trailing slash, except where it ends an empty operand (`topic/` is the empty topic).
  if (parts.length % 2 !== 0 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length % 2 !== 0) return null;
  const terms = new Map<string, string>();
  for (let i = 0; i < parts.length; i += 2) {
    const operator = parts[i] as string;
    const operand = decodeHashComponent(parts[i + 1] as string);
    if (operand === undefined || terms.has(OPERATOR_ALIASES[operator] ?? operator)) return null;
    terms.set(OPERATOR_ALIASES[operator] ?? operator, operand);
  }
  const nearText = terms.get('near');
  const near = nearText === undefined ? undefined : positiveId(nearText);
  if (nearText !== undefined && near === undefined) return null;
  const known = ['channel', 'topic', 'dm', 'is', 'near'];
  if ([...terms.keys()].some((operator) => !known.includes(operator))) return null;
  const route = routeOf(terms, near, context);
  if (route !== null) return { kind: 'route', route };
  return terms.size === 1 && near !== undefined ? { kind: 'message', messageId: near } : null;
}

/** Legacy and current names of the same operator (Zulip renamed stream→channel, subject→topic, pm-with→dm). */
const OPERATOR_ALIASES: Readonly<Record<string, string>> = {
  stream: 'channel',
  subject: 'topic',
  'pm-with': 'dm',
  with: 'near',
  id: 'near',
};

function routeOf(
  terms: Map<string, string>,
  near: number | undefined,
  context: NarrowLinkContext,
): Route | null {
  const anchor = near === undefined ? {} : { near };
  const channel = terms.get('channel');
  const topic = terms.get('topic');
  const dm = terms.get('dm');
  const is = terms.get('is');
  if (channel !== undefined && dm === undefined && is === undefined) {
    const leading = /^(\d+)(?:-|$)/.exec(channel)?.[1];
    const streamId = leading !== undefined ? positiveId(leading) : context.channelIdByName?.(channel);
    if (streamId === undefined) return null;
    return topic === undefined
      ? { name: 'channel', streamId, ...anchor }
      : { name: 'topic', streamId, topic, ...anchor };
  }
  if (dm !== undefined && channel === undefined && topic === undefined && is === undefined) {
    const userIds = dmUserIds(dm, context.ownUserId);
    return userIds === null ? null : { name: 'dm', userIds, ...anchor };
  }
  if (is !== undefined && terms.size === 1) {
    if (is === 'starred') return { name: 'starred' };
    if (is === 'mentioned') return { name: 'mentions' };
  }
  return null;
}

/** `12-alice`, `12,15-group` → the other participants, sorted; yourself only for a self-DM. */
function dmUserIds(operand: string, ownUserId: number | null): number[] | null {
  const slug = /^(\d+(?:,\d+)*)(?:-.*)?$/.exec(operand)?.[1];
  if (slug === undefined) return null;
  const ids = slug.split(',').map(positiveId);
  if (ids.some((id) => id === undefined)) return null;
  const all = [...new Set(ids as number[])].sort((a, b) => a - b);
  const others = all.filter((id) => id !== ownUserId);
  return others.length > 0 ? others : all;
}

function narrowHash(href: string, realmUrl: string): string | null {
  if (href.startsWith('#narrow/')) return href.slice('#narrow/'.length);
  let url: URL;
  let realm: URL;
  try {
    realm = new URL(realmUrl);
    url = new URL(href, realm);
  } catch {
    return null;
  }
  const realmPath = realm.pathname.endsWith('/') ? realm.pathname : `${realm.pathname}/`;
  if (url.origin !== realm.origin || url.pathname !== realmPath || url.search !== '') return null;
  return url.hash.startsWith('#narrow/') ? url.hash.slice('#narrow/'.length) : null;
}

function positiveId(text: string): number | undefined {
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}
