// The subscription, unsubscribed, never_subscribed and streams sections of the snapshot.
import { canSeeChannel } from '../realm/access';
import type { Realm } from '../realm/realm';
import { channelToApi, subscriptionToApi } from '../realm/serialize';
import type { UserRecord } from '../realm/types';

export function buildChannelSections(
  realm: Realm,
  user: UserRecord,
  includeSubscribers: boolean,
  includeArchived: boolean,
): { subscriptions: unknown[]; unsubscribed: unknown[]; never_subscribed: unknown[]; streams: unknown[] } {
  const subscriptions: unknown[] = [];
  const unsubscribed: unknown[] = [];
  const neverSubscribed: unknown[] = [];
  const streams: unknown[] = [];
  for (const channel of realm.channels.values()) {
    if (!canSeeChannel(realm, user, channel)) continue;
    // Clients without the archived_channels capability never hear of archived channels.
    if (channel.is_archived && !includeArchived) continue;
    const sub = realm.subscription(user.user_id, channel.stream_id);
    streams.push(channelToApi(realm, channel));
    if (sub?.active) subscriptions.push(subscriptionToApi(realm, channel, sub, includeSubscribers));
    else if (sub) unsubscribed.push(subscriptionToApi(realm, channel, sub, includeSubscribers));
    else {
      const entry = channelToApi(realm, channel);
      if (includeSubscribers) entry.subscribers = [...channel.subscribers].sort((a, b) => a - b);
      neverSubscribed.push(entry);
    }
  }
  return { subscriptions, unsubscribed, never_subscribed: neverSubscribed, streams };
}
