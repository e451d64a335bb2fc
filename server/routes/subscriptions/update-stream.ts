// PATCH /streams/{stream_id} and DELETE /streams/{stream_id}: channel administration.
import type { DecodedParamsOf } from '../../../shared/api/operation';
import type { archiveStream, updateStream } from '../../../shared/api/subscriptions';
import { badRequest } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { isChannelAdmin } from '../../realm/access';
import { renderMarkdown } from '../../realm/markdown';
import type { Realm } from '../../realm/realm';
import type { ChannelRecord, UserRecord } from '../../realm/types';
import {
  ARCHIVED_CHANNELS_CAPABILITY,
  accessChanges,
  audienceOf,
  emitByCapability,
  streamCreateEvent,
  streamDeleteEvent,
  streamUpdateEvent,
} from './channel-events';
import { visibleChannel } from './read';
import { planUpdate, type UpdatePlan } from './update-plan';

type Event = ReturnType<typeof streamUpdateEvent>;

function administeredChannel(realm: Realm, user: UserRecord, streamId: number): ChannelRecord {
  const channel = visibleChannel(realm, user, streamId);
  if (!isChannelAdmin(realm, user, channel)) {
    throw badRequest('You do not have permission to administer this channel.');
  }
  return channel;
}

function emitDefaultStreams(realm: Realm): void {
  const ids = [...realm.channels.values()].filter((c) => c.is_default).map((c) => c.stream_id);
  realm.emit(realm.everyone(), { type: 'default_streams', default_streams: ids });
}

/** Applies a judged plan, returning the stream/update events in the order of the changes. */
function apply(realm: Realm, channel: ChannelRecord, plan: UpdatePlan): Event[] {
  const events: Event[] = [];
  if (plan.description !== undefined) {
    channel.description = plan.description;
    channel.rendered_description = plan.description ? renderMarkdown(plan.description) : '';
    events.push(
      streamUpdateEvent(channel, 'description', channel.description, {
        rendered_description: channel.rendered_description,
      }),
    );
  }
  if (plan.privacy) {
    const privacyChanged =
      plan.privacy.invite_only !== channel.invite_only ||
      plan.privacy.is_web_public !== channel.is_web_public;
    Object.assign(channel, plan.privacy);
    events.push(
      privacyChanged
        ? streamUpdateEvent(channel, 'invite_only', channel.invite_only, {
            history_public_to_subscribers: channel.history_public_to_subscribers,
            is_web_public: channel.is_web_public,
          })
        : streamUpdateEvent(channel, 'history_public_to_subscribers', channel.history_public_to_subscribers),
    );
  }
  if (plan.message_retention_days !== undefined) {
    channel.message_retention_days = plan.message_retention_days;
    events.push(streamUpdateEvent(channel, 'message_retention_days', channel.message_retention_days));
  }
  if (plan.is_default !== undefined) channel.is_default = plan.is_default;
  if (plan.new_name !== undefined) {
    const oldName = channel.name;
    channel.name = plan.new_name;
    // The rename event still carries the old name in `name`; the new one is its value.
    events.push(streamUpdateEvent(channel, 'name', channel.name, {}, oldName));
  }
  if (plan.folder_id !== undefined) {
    channel.folder_id = plan.folder_id;
    events.push(streamUpdateEvent(channel, 'folder_id', channel.folder_id));
  }
  if (plan.topics_policy !== undefined) {
    channel.topics_policy = plan.topics_policy;
    events.push(streamUpdateEvent(channel, 'topics_policy', channel.topics_policy));
  }
  for (const [name, value] of plan.groups) {
    channel.groups[name] = value;
    events.push(streamUpdateEvent(channel, name, structuredClone(value)));
  }
  return events;
}

export function updateStreamHandler(
  ctx: AuthedContext,
  params: DecodedParamsOf<typeof updateStream>,
): Record<string, never> {
  const { realm, user, queues } = ctx;
  const channel = administeredChannel(realm, user, params.stream_id);
  const plan = planUpdate(realm, user, channel, params);

  const before = audienceOf(realm, channel);
  if (plan.unarchive) channel.is_archived = false;
  const updates = apply(realm, channel, plan);
  const { gained, lost, kept } = accessChanges(before, audienceOf(realm, channel));

  realm.emit(lost, streamDeleteEvent(channel));
  if (plan.unarchive) {
    // Clients without archived_channels forgot the channel when it was archived: it comes back whole.
    const unarchived = streamUpdateEvent(channel, 'is_archived', false);
    emitByCapability(
      queues,
      kept,
      ARCHIVED_CHANNELS_CAPABILITY,
      [unarchived, ...updates],
      [streamCreateEvent(realm, channel)],
    );
  } else {
    for (const event of updates) realm.emit(kept, event);
  }
  realm.emit(gained, streamCreateEvent(realm, channel));
  if (plan.is_default !== undefined) emitDefaultStreams(realm);
  return {};
}

export function archiveStreamHandler(
  ctx: AuthedContext,
  params: DecodedParamsOf<typeof archiveStream>,
): Record<string, never> {
  const { realm, user, queues } = ctx;
  const channel = administeredChannel(realm, user, params.stream_id);
  if (channel.is_archived) throw badRequest('Channel is already archived.');
  const wasDefault = channel.is_default;
  channel.is_archived = true;
  // An archived channel cannot be joined, so it stops being offered to new users.
  channel.is_default = false;
  emitByCapability(
    queues,
    audienceOf(realm, channel),
    ARCHIVED_CHANNELS_CAPABILITY,
    [streamUpdateEvent(channel, 'is_archived', true)],
    [streamDeleteEvent(channel)],
  );
  if (wasDefault) emitDefaultStreams(realm);
  return {};
}
