// POST /users/me/subscriptions: subscribe users to channels, creating the channels that do not exist.
import type { DecodedParamsOf, ResponseOf } from '../../../shared/api/operation';
import type { subscribe } from '../../../shared/api/subscriptions';
import { badRequest } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { canAddSubscribers, canSubscribeSelf } from '../../realm/access';
import { addChannel, subscribeUser } from '../../realm/factory';
import { channelToApi, subscriptionToApi } from '../../realm/serialize';
import type { ChannelRecord, SubscriptionRecord, UserRecord } from '../../realm/types';
import { audienceOf } from './channel-events';
import { checkNewChannelOptions, type NewChannelOptions } from './new-channel';
import { checkChannelDescription, checkChannelName, resolvePrincipals } from './validate';

type Params = DecodedParamsOf<typeof subscribe>;

interface Plan {
  existing: ChannelRecord[];
  created: { name: string; description: string }[];
  unauthorized: string[];
}

/** Sorts the requested names into channels to join, channels to create, and refusals. */
function plan(ctx: AuthedContext, params: Params, principals: UserRecord[]): Plan {
  const { realm, user } = ctx;
  const othersToo = principals.some((p) => p.user_id !== user.user_id);
  const result: Plan = { existing: [], created: [], unauthorized: [] };
  const seen = new Set<string>();
  for (const entry of params.subscriptions) {
    const name = checkChannelName(entry.name);
    if (seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const channel = realm.channelByName(name);
    if (!channel) {
      result.created.push({ name, description: checkChannelDescription(entry.description ?? '') });
      continue;
    }
    const allowed = othersToo
      ? canAddSubscribers(realm, user, channel)
      : canSubscribeSelf(realm, user, channel) || canAddSubscribers(realm, user, channel);
    if (allowed) result.existing.push(channel);
    else result.unauthorized.push(name);
  }
  return result;
}

export function subscribeHandler(ctx: AuthedContext, params: Params): ResponseOf<typeof subscribe> {
  const { realm, user } = ctx;
  const principals = resolvePrincipals(realm, user, params.principals);
  const { existing, created, unauthorized } = plan(ctx, params, principals);
  const fatal = params.authorization_errors_fatal ?? true;
  if (fatal && unauthorized.length > 0) throw badRequest(`Unable to access channel (${unauthorized[0]}).`);
  const options: NewChannelOptions | undefined =
    created.length > 0 ? checkNewChannelOptions(realm, user, params) : undefined;

  // Everything is valid: change the realm, remembering what each audience knew before.
  const before = new Map<ChannelRecord, Set<number>>();
  const asBefore = new Map<ChannelRecord, Record<string, unknown>>();
  for (const channel of existing) {
    before.set(channel, audienceOf(realm, channel));
    asBefore.set(channel, channelToApi(realm, channel));
  }
  const channels = [...existing];
  for (const fresh of created) {
    const channel = addChannel(realm, {
      ...fresh,
      ...(options as NewChannelOptions),
      creator_id: user.user_id,
    });
    before.set(channel, new Set());
    asBefore.set(channel, channelToApi(realm, channel));
    channels.push(channel);
  }
  const subscribed: Record<string, string[]> = {};
  const alreadySubscribed: Record<string, string[]> = {};
  const addedFor = new Map<number, { channel: ChannelRecord; sub: SubscriptionRecord }[]>();
  const addedTo = new Map<ChannelRecord, number[]>();
  for (const channel of channels) {
    for (const principal of principals) {
      const key = String(principal.user_id);
      const { sub, added } = subscribeUser(realm, principal.user_id, channel.stream_id);
      if (!added) {
        (alreadySubscribed[key] ??= []).push(channel.name);
        continue;
      }
      (subscribed[key] ??= []).push(channel.name);
      addedFor.set(principal.user_id, [...(addedFor.get(principal.user_id) ?? []), { channel, sub }]);
      addedTo.set(channel, [...(addedTo.get(channel) ?? []), principal.user_id]);
    }
  }

  // Events: channels first become visible, then users learn of their own and others' subscriptions.
  for (const channel of channels) {
    const knew = before.get(channel) ?? new Set<number>();
    const gained = [...audienceOf(realm, channel)].filter((id) => !knew.has(id));
    realm.emit(gained, { type: 'stream', op: 'create', streams: [asBefore.get(channel)] });
  }
  if (options?.is_default) {
    const defaults = [...realm.channels.values()].filter((c) => c.is_default).map((c) => c.stream_id);
    realm.emit(realm.everyone(), { type: 'default_streams', default_streams: defaults });
  }
  for (const [userId, added] of addedFor) {
    const subscriptions = added.map(({ channel, sub }) => subscriptionToApi(realm, channel, sub, true));
    realm.emit([userId], { type: 'subscription', op: 'add', subscriptions });
  }
  for (const [channel, userIds] of addedTo) {
    const peers = [...audienceOf(realm, channel)].filter((id) => !userIds.includes(id));
    const sorted = [...userIds].sort((a, b) => a - b);
    realm.emit(peers, {
      type: 'subscription',
      op: 'peer_add',
      stream_ids: [channel.stream_id],
      user_ids: sorted,
    });
  }

  const response: ResponseOf<typeof subscribe> = { subscribed, already_subscribed: alreadySubscribed };
  if (!fatal) response.unauthorized = unauthorized;
  return response;
}
