// The read-only channel operations: the caller's subscriptions, channel lists, one channel, members.
import type { DecodedParamsOf, ResponseOf } from '../../../shared/api/operation';
import type { getStreams, getSubscriptions } from '../../../shared/api/subscriptions';
import { invalidChannelId } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { canReadChannel, canSeeChannel } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import { isGuest } from '../../realm/roles';
import { channelToApi, subscriptionToApi } from '../../realm/serialize';
import type { ChannelRecord, UserRecord } from '../../realm/types';

const byName = (a: ChannelRecord, b: ChannelRecord) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function getSubscriptionsHandler(
  { realm, user }: AuthedContext,
  params: DecodedParamsOf<typeof getSubscriptions>,
): ResponseOf<typeof getSubscriptions> {
  const subscriptions = [...realm.channels.values()]
    .filter((channel) => realm.isSubscribed(user.user_id, channel.stream_id))
    .sort(byName)
    .map((channel) => {
      const sub = realm.subscription(user.user_id, channel.stream_id);
      return subscriptionToApi(realm, channel, sub as NonNullable<typeof sub>, params.include_subscribers);
    });
  return { subscriptions: subscriptions as ResponseOf<typeof getSubscriptions>['subscriptions'] };
}

/** Whether a channel belongs to one of the categories GET /streams was asked for. */
function wanted(
  realm: Realm,
  user: UserRecord,
  channel: ChannelRecord,
  params: DecodedParamsOf<typeof getStreams>,
): boolean {
  if (!canSeeChannel(realm, user, channel)) return false;
  if ((params.exclude_archived ?? true) && channel.is_archived) return false;
  if (params.include_all) return true;
  // Guests never see public channels as such, only the ones they belong to.
  if ((params.include_public ?? true) && !channel.invite_only && !isGuest(user)) return true;
  if ((params.include_subscribed ?? true) && realm.isSubscribed(user.user_id, channel.stream_id)) return true;
  if (params.include_web_public && channel.is_web_public) return true;
  if (params.include_default && channel.is_default) return true;
  if (params.include_can_access_content && canReadChannel(realm, user, channel)) return true;
  if (params.include_owner_subscribed && user.is_bot && user.bot_owner_id !== null) {
    return realm.isSubscribed(user.bot_owner_id, channel.stream_id);
  }
  return false;
}

export function getStreamsHandler(
  { realm, user }: AuthedContext,
  params: DecodedParamsOf<typeof getStreams>,
): ResponseOf<typeof getStreams> {
  const streams = [...realm.channels.values()]
    .filter((channel) => wanted(realm, user, channel, params))
    .sort(byName)
    .map((channel) => channelToApi(realm, channel));
  return { streams: streams as ResponseOf<typeof getStreams>['streams'] };
}

/** The channel if the caller may see it; "Invalid channel ID" alike for missing and hidden ones. */
export function visibleChannel(realm: Realm, user: UserRecord, streamId: number): ChannelRecord {
  const channel = realm.channel(streamId);
  if (!channel || !canSeeChannel(realm, user, channel)) throw invalidChannelId();
  return channel;
}

export function getStreamHandler({ realm, user }: AuthedContext, { stream_id }: { stream_id: number }) {
  const channel = visibleChannel(realm, user, stream_id);
  return { stream: channelToApi(realm, channel) as ResponseOf<typeof getStreams>['streams'][number] };
}

export function getStreamMembersHandler(
  { realm, user }: AuthedContext,
  { stream_id }: { stream_id: number },
) {
  const channel = visibleChannel(realm, user, stream_id);
  return { subscribers: [...channel.subscribers].sort((a, b) => a - b) };
}
