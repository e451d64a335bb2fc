// DELETE /users/me/subscriptions: unsubscribe the caller, or others where the caller may remove them.
import type { DecodedParamsOf, ResponseOf } from '../../../shared/api/operation';
import type { unsubscribe } from '../../../shared/api/subscriptions';
import { badRequest, failure } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { canRemoveSubscribers, canSeeChannel } from '../../realm/access';
import { unsubscribeUser } from '../../realm/factory';
import type { ChannelRecord } from '../../realm/types';
import { audienceOf, streamDeleteEvent } from './channel-events';
import { resolvePrincipals } from './validate';

export function unsubscribeHandler(
  ctx: AuthedContext,
  params: DecodedParamsOf<typeof unsubscribe>,
): ResponseOf<typeof unsubscribe> {
  const { realm, user } = ctx;
  const principals = resolvePrincipals(realm, user, params.principals);
  const othersToo = principals.some((p) => p.user_id !== user.user_id);
  const channels: ChannelRecord[] = [];
  for (const name of params.subscriptions) {
    const channel = realm.channelByName(name);
    // A private channel the caller cannot see is reported exactly like a missing one.
    if (!channel || !canSeeChannel(realm, user, channel)) {
      throw failure(400, 'STREAM_DOES_NOT_EXIST', `Channel '${name.trim()}' does not exist`, {
        stream: name.trim(),
      });
    }
    if (othersToo && !canRemoveSubscribers(realm, user, channel)) throw badRequest('Insufficient permission');
    if (!channels.includes(channel)) channels.push(channel);
  }

  const removed: string[] = [];
  const notRemoved: string[] = [];
  const removedFor = new Map<number, ChannelRecord[]>();
  const events: (() => void)[] = [];
  for (const channel of channels) {
    const before = audienceOf(realm, channel);
    const gone: number[] = [];
    for (const principal of principals) {
      if (!unsubscribeUser(realm, principal.user_id, channel.stream_id)) {
        notRemoved.push(channel.name);
        continue;
      }
      removed.push(channel.name);
      gone.push(principal.user_id);
      removedFor.set(principal.user_id, [...(removedFor.get(principal.user_id) ?? []), channel]);
    }
    if (gone.length === 0) continue;
    const after = audienceOf(realm, channel);
    const lost = [...before].filter((id) => !after.has(id));
    const peers = [...before].filter((id) => !gone.includes(id));
    const userIds = gone.sort((a, b) => a - b);
    events.push(() => {
      realm.emit(peers, {
        type: 'subscription',
        op: 'peer_remove',
        stream_ids: [channel.stream_id],
        user_ids: userIds,
      });
      // Unsubscribing from a private channel can take away the right to see it at all.
      realm.emit(lost, streamDeleteEvent(channel));
    });
  }

  for (const [userId, list] of removedFor) {
    const subscriptions = list.map((c) => ({ stream_id: c.stream_id, name: c.name }));
    realm.emit([userId], { type: 'subscription', op: 'remove', subscriptions });
  }
  for (const emit of events) emit();
  return { removed, not_removed: notRemoved };
}
