// The server's view for one user, for convergence checks: the full register snapshot (without a
// queue) plus the unread message ids in plain form.
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';
import { buildSnapshot } from '../snapshot/build';

export function buildTruth(realm: Realm, user: UserRecord): Record<string, unknown> {
  const snapshot = buildSnapshot(realm, user, {
    fetchTypes: null,
    eventTypes: null,
    clientGravatar: false,
    includeSubscribers: true,
    capabilities: { empty_topic_name: true, archived_channels: true },
    longpollTimeoutSeconds: 90,
  });
  return { ...snapshot, unread_message_ids: [...user.unread].sort((a, b) => a - b) };
}
