// What both suggestion lists (the compose typeahead and the search box) draw on, as pure functions of
// the store: the people recently in direct messages, who come first among equally good matches, and
// the channels to offer, subscribed ones first, each part by name in the window's language.
import type { CompareNames } from '../../i18n/name-order';
import type { ChannelsState } from '../../state/channels';
import type { RecentDmsState } from '../../state/recent-dms';

export interface ChannelChoice {
  id: number;
  name: string;
}

/** Everyone in a recent direct-message conversation. */
export function recentDmPartners(recentDms: RecentDmsState['byKey']): Set<number> {
  const ids = new Set<number>();
  for (const dm of recentDms.values()) for (const id of dm.userIds) ids.add(id);
  return ids;
}

/** Subscribed channels by name, then the other known channels by name. */
export function channelChoices(channels: ChannelsState, compareNames: CompareNames): ChannelChoice[] {
  const subscribed = [...channels.subscriptions.values()];
  const others = [...channels.streams.values()].filter((c) => !channels.subscriptions.has(c.stream_id));
  const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);
  return [...subscribed.sort(byName), ...others.sort(byName)].map((c) => ({ id: c.stream_id, name: c.name }));
}
