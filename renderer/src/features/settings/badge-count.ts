// The number on the app icon and in the window title, as desktop_icon_count_display asks for it.
// Pure: the messages feature computes the unread summary and feeds it in.

/** Unread counts split into disjoint parts, so the policies can add up the parts they want. */
export interface UnreadSummary {
  /** Every unread message the home view counts (muted channels and topics left out). */
  total: number;
  /** Unread direct messages (one-on-one and group). */
  directMessages: number;
  /** Unread channel messages that mention you (personally, a group of yours, or a wildcard you get). */
  mentions: number;
  /** Unread messages in topics you follow that are neither DMs nor counted as mentions. */
  followedTopics: number;
}

/** desktop_icon_count_display values (numbering of feature level 227 and later). */
export const DESKTOP_ICON_COUNT = {
  allUnread: 1,
  directMentionsAndFollowed: 2,
  directAndMentions: 3,
  none: 4,
} as const;

export function badgeCount(policy: number | undefined, unread: UnreadSummary | null): number {
  if (unread === null) return 0;
  const count = (n: number) => Math.max(0, Math.floor(n));
  switch (policy) {
    case DESKTOP_ICON_COUNT.none:
      return 0;
    case DESKTOP_ICON_COUNT.directAndMentions:
      return count(unread.directMessages) + count(unread.mentions);
    case DESKTOP_ICON_COUNT.directMentionsAndFollowed:
      return count(unread.directMessages) + count(unread.mentions) + count(unread.followedTopics);
    // All unreads, also for an unknown value from a newer server: better too much than nothing.
    default:
      return count(unread.total);
  }
}

/** The product's name: the same in every language. */
const PRODUCT_NAME = 'Threadline';

/**
 * "(3) Org · Threadline"; without a count, "Org · Threadline". No words to translate: the
 * organization's name as the server gives it, the product name and a count.
 */
export function windowTitle(realmName: string, count: number): string {
  const base = realmName ? `${realmName} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  return count > 0 ? `(${count > 999 ? '999+' : count}) ${base}` : base;
}
