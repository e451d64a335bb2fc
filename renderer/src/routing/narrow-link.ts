// Zulip's own web links: `#narrow/channel/42-design/topic/logo/near/1234`. We build them for "copy
// link to message" so that a link pasted anywhere opens in the web app and in Threadline alike.
// The encoding is Zulip's: encodeURIComponent, then '%' becomes '.', and '(', ')' and '.' are
// escaped as '.28', '.29' and '.2E' so that a browser never decodes the hash behind our back.
// (The parser that turns such links back into routes lives beside this, in the same file.)

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
