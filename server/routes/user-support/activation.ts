// Deactivating and reactivating a user. A deactivated user keeps their subscription rows but leaves
// every channel's subscriber list (so they count nowhere and receive nothing); reactivation puts
// them back. Peers hear of both through peer_remove / peer_add, as the real server does.
import type { QueueManager } from '../../events/queue-manager';
import { channelAudience } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import { Role } from '../../realm/roles';
import type { UserRecord } from '../../realm/types';
import { emitPersonUpdate, usersWhoCanAccess } from './audience';

export function deactivate(realm: Realm, queues: QueueManager, target: UserRecord): void {
  // Audiences are taken while the user is still subscribed, so private channels' peers are found.
  const removals: { streamId: number; audience: number[] }[] = [];
  for (const channel of realm.channels.values()) {
    if (!channel.subscribers.has(target.user_id)) continue;
    const audience = channelAudience(realm, channel).filter((id) => id !== target.user_id);
    removals.push({ streamId: channel.stream_id, audience });
  }
  // Likewise for the people who can see the user: a guest may know them only through a channel.
  const watchers = usersWhoCanAccess(realm, target).filter((id) => id !== target.user_id);
  target.is_active = false;
  for (const { streamId } of removals) realm.channel(streamId)?.subscribers.delete(target.user_id);
  // peer_remove comes before the realm_user update (FL 377), so clients drop the user from
  // subscriber lists while they still know who it is.
  for (const { streamId, audience } of removals) {
    realm.emit(audience, {
      type: 'subscription',
      op: 'peer_remove',
      stream_ids: [streamId],
      user_ids: [target.user_id],
    });
  }
  realm.emit(watchers, {
    type: 'realm_user',
    op: 'update',
    person: { user_id: target.user_id, is_active: false },
  });
  queues.expire(target.user_id);
}

export function reactivate(realm: Realm, target: UserRecord): void {
  target.is_active = true;
  const rejoined: number[] = [];
  for (const sub of realm.subscriptions.values()) {
    if (sub.user_id !== target.user_id || !sub.active) continue;
    const channel = realm.channel(sub.stream_id);
    if (!channel || channel.subscribers.has(target.user_id)) continue;
    channel.subscribers.add(target.user_id);
    rejoined.push(channel.stream_id);
  }
  emitPersonUpdate(realm, target, { is_active: true });
  for (const streamId of rejoined) {
    const channel = realm.channel(streamId);
    if (!channel) continue;
    const audience = channelAudience(realm, channel).filter((id) => id !== target.user_id);
    realm.emit(audience, {
      type: 'subscription',
      op: 'peer_add',
      stream_ids: [streamId],
      user_ids: [target.user_id],
    });
  }
}

/** The only active human owner may not lose the role or the account. */
export function isLastOwner(realm: Realm, user: UserRecord): boolean {
  if (user.is_bot || user.role !== Role.Owner || !user.is_active) return false;
  return !realm.activeUsers().some((other) => other !== user && !other.is_bot && other.role === Role.Owner);
}
