// The refusals of PATCH and DELETE /messages/{id}, in the real server's order and words: who may
// edit content, rename topics, move between channels and delete, and the organization's time limits.
// Edits and moves get 20 s of grace past their limit (as the real server allows for slow networks);
// moderators and above have no move limits; deleting has no grace.
import { badRequest, failure } from '../../http/failure';
import type { Realm } from '../../realm/realm';
import { isModerator } from '../../realm/roles';
import type { ChannelRecord, MessageRecord, UserRecord } from '../../realm/types';
import { canMoveOutOfChannel, canMoveWithinChannel, canResolveTopics, deleteRight } from './permissions';
import { topicKey } from './topics';

const EDIT_GRACE_SECONDS = 20;

function tooOld(realm: Realm, message: MessageRecord, limit: number | null, grace: number): boolean {
  return limit !== null && realm.now() - message.timestamp > limit + grace;
}

export function checkContentEdit(realm: Realm, user: UserRecord, message: MessageRecord): void {
  const { settings } = realm;
  if (!settings.allow_message_editing) throw badRequest('Your organization has turned off message editing');
  // Nobody, not even an administrator, edits the content of someone else's message.
  if (message.sender_id !== user.user_id) throw badRequest("You don't have permission to edit this message");
  if (tooOld(realm, message, settings.message_content_edit_limit_seconds, EDIT_GRACE_SECONDS))
    throw badRequest('The time limit for editing this message has passed');
}

export function checkTopicEdit(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  channel: ChannelRecord,
  resolving: boolean,
): void {
  if (resolving) {
    if (!canResolveTopics(realm, user, channel))
      throw badRequest("You don't have permission to resolve topics in this channel.");
    return;
  }
  if (!canMoveWithinChannel(realm, user, channel))
    throw badRequest("You don't have permission to edit this message");
  const limit = realm.settings.move_messages_within_stream_limit_seconds;
  if (!isModerator(user) && tooOld(realm, message, limit, EDIT_GRACE_SECONDS))
    throw badRequest("The time limit for editing this message's topic has passed.");
}

export function checkChannelMove(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  from: ChannelRecord,
): void {
  if (!canMoveOutOfChannel(realm, user, from))
    throw badRequest("You don't have permission to move this message");
  const limit = realm.settings.move_messages_between_streams_limit_seconds;
  if (!isModerator(user) && tooOld(realm, message, limit, EDIT_GRACE_SECONDS))
    throw badRequest("The time limit for editing this message's channel has passed");
}

/**
 * change_all moves the whole topic: every message must be within the stricter of the applicable
 * limits, or the answer says how many of the newest could move.
 */
export function checkWholeTopicMove(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  channel: ChannelRecord,
  change: { topic: boolean; channel: boolean },
): void {
  if (isModerator(user)) return;
  const { settings } = realm;
  const limits = [
    change.topic ? settings.move_messages_within_stream_limit_seconds : null,
    change.channel ? settings.move_messages_between_streams_limit_seconds : null,
  ].filter((limit): limit is number => limit !== null);
  if (limits.length === 0) return;
  const oldest = realm.now() - (Math.min(...limits) + EDIT_GRACE_SECONDS);
  const key = topicKey(message.topic);
  const inTopic = channel.message_ids
    .map((id) => realm.messages.get(id))
    .filter((m): m is MessageRecord => m !== undefined && topicKey(m.topic) === key);
  const allowed = inTopic.filter((m) => m.timestamp > oldest);
  if (allowed.length === inTopic.length) return;
  const total = inTopic.length;
  throw failure(
    400,
    'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
    `You only have permission to move the ${allowed.length}/${total} most recent messages in this topic.`,
    {
      first_message_id_allowed_to_move: allowed[0]?.id ?? null,
      total_messages_allowed_to_move: allowed.length,
      total_messages_in_topic: total,
    },
  );
}

export function checkDelete(realm: Realm, user: UserRecord, message: MessageRecord): void {
  const right = deleteRight(realm, user, message);
  if (right === 'any') return;
  if (right === 'none') throw badRequest("You don't have permission to delete this message");
  if (tooOld(realm, message, realm.settings.message_content_delete_limit_seconds, 0))
    throw badRequest('The time limit for deleting this message has passed');
}
