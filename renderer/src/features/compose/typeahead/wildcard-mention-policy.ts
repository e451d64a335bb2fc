// Which wildcard mentions the `@` typeahead offers, decided as the web app does (compose_validate's
// stream/topic_wildcard_mention_allowed): anyone may use them in a channel of at most 15 subscribers
// (`@topic`: a topic of at most 15 participants); beyond that only those the organization allows,
// by `realm_can_mention_many_users_group` (newer servers) or the older `realm_wildcard_mention_policy`
// number. In a direct message only `@all` and `@everyone` exist.

/** A channel or topic larger than this is "large" (the web app's wildcard_mention_threshold). */
export const WILDCARD_MENTION_THRESHOLD = 15;

/** realm_wildcard_mention_policy values (settings_config.wildcard_mention_policy_values). */
export const WildcardPolicy = {
  Everyone: 1,
  Members: 2,
  FullMembers: 3,
  AdminsOnly: 5,
  Nobody: 6,
  ModeratorsOnly: 7,
} as const;

export interface WildcardContext {
  isDirect: boolean;
  /** The channel's subscriber count; null when unknown (treated as small, as the web app does). */
  subscriberCount: number | null;
  topicParticipantCount: number;
  /** The user holds realm_can_mention_many_users_group; undefined when the server lacks it. */
  inManyUsersGroup: boolean | undefined;
  /** realm_wildcard_mention_policy, for servers without the group setting. */
  legacyPolicy: number | undefined;
  role: number;
  isFullMember: boolean;
  /** Feature level 247 renamed `@**stream**` to `@**channel**`. */
  channelWordSupported: boolean;
}

/** May this user notify many people at once (the large-channel permission)? */
export function mayMentionManyUsers(ctx: WildcardContext): boolean {
  if (ctx.inManyUsersGroup !== undefined) return ctx.inManyUsersGroup;
  const { role } = ctx;
  switch (ctx.legacyPolicy) {
    case WildcardPolicy.Everyone:
      return true;
    case WildcardPolicy.Nobody:
      return false;
    case WildcardPolicy.AdminsOnly:
      return role <= 200;
    case WildcardPolicy.ModeratorsOnly:
      return role <= 300;
    case WildcardPolicy.FullMembers:
      return role <= 200 || (role <= 400 && ctx.isFullMember);
    case WildcardPolicy.Members:
      return role <= 400;
    default:
      // Servers older than both settings had no restriction beyond guests.
      return role <= 400;
  }
}

/** The wildcard names offered, in the web app's order. */
export function allowedWildcards(ctx: WildcardContext): string[] {
  if (ctx.isDirect) return ['all', 'everyone'];
  const many = mayMentionManyUsers(ctx);
  const channelAllowed = (ctx.subscriberCount ?? 0) <= WILDCARD_MENTION_THRESHOLD || many;
  const topicAllowed = ctx.topicParticipantCount <= WILDCARD_MENTION_THRESHOLD || many;
  const channelWord = ctx.channelWordSupported ? 'channel' : 'stream';
  if (channelAllowed) return ['all', 'everyone', channelWord, ...(topicAllowed ? ['topic'] : [])];
  return topicAllowed ? ['topic'] : [];
}
