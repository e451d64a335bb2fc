// The stream/* events of the channel routes, and the bookkeeping of who may see a channel, so that
// users gaining access get stream/create and users losing it get stream/delete.
import { adaptEventForQueue } from '../../events/adapt-event';
import type { QueueManager } from '../../events/queue-manager';
import { channelAudience } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import { channelToApi } from '../../realm/serialize';
import type { ChannelRecord } from '../../realm/types';

type Event = Record<string, unknown> & { type: string };

/** Clients declaring it hear about archiving as stream/update is_archived (FL 315). */
export const ARCHIVED_CHANNELS_CAPABILITY = 'archived_channels';

export function audienceOf(realm: Realm, channel: ChannelRecord): Set<number> {
  return new Set(channelAudience(realm, channel));
}

export function streamCreateEvent(realm: Realm, channel: ChannelRecord): Event {
  return { type: 'stream', op: 'create', streams: [channelToApi(realm, channel)] };
}

export function streamDeleteEvent(channel: ChannelRecord): Event {
  // stream_ids since FL 343; the `streams` form is kept for older clients.
  return {
    type: 'stream',
    op: 'delete',
    stream_ids: [channel.stream_id],
    streams: [{ stream_id: channel.stream_id }],
  };
}

export function streamUpdateEvent(
  channel: ChannelRecord,
  property: string,
  value: unknown,
  extra: Record<string, unknown> = {},
  name = channel.name,
): Event {
  return { type: 'stream', op: 'update', stream_id: channel.stream_id, name, property, value, ...extra };
}

/** Users in `after` but not `before`, and the reverse. */
export function accessChanges(
  before: Set<number>,
  after: Set<number>,
): { gained: number[]; lost: number[]; kept: number[] } {
  return {
    gained: [...after].filter((id) => !before.has(id)),
    lost: [...before].filter((id) => !after.has(id)),
    kept: [...after].filter((id) => before.has(id)),
  };
}

/**
 * Queues events one client at a time: queues registered with `capability` get `withCapability`,
 * the others `without`. The realm's emit works per user, which cannot tell two clients of one user apart.
 */
export function emitByCapability(
  queues: QueueManager,
  userIds: Iterable<number>,
  capability: string,
  withCapability: Event[],
  without: Event[],
): void {
  for (const userId of new Set(userIds)) {
    for (const queue of queues.queuesOf(userId)) {
      const events = queue.options.capabilities[capability] ? withCapability : without;
      for (const event of events) {
        const adapted = adaptEventForQueue(event, queue);
        if (adapted) queue.push(adapted as Event);
      }
    }
  }
}
