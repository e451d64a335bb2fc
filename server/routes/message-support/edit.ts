// PATCH /messages/{id}: a content edit, a move, or both (content and channel never together).
// Everything is checked before anything changes; then the records, then the events.
import type { updateMessage } from '../../../shared/api/messages';
import type { DecodedParamsOf } from '../../../shared/api/operation';
import { badRequest } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { findMentions, renderMarkdown } from '../../realm/markdown';
import { addFlag, mentionLookup } from '../../realm/messages';
import type { Realm } from '../../realm/realm';
import { messageFlags } from '../../realm/serialize';
import type { EditHistoryRecord, MessageRecord } from '../../realm/types';
import { accessMessage, audienceOf } from './access';
import { checkContentEdit } from './edit-rules';
import { applyMove, planMove, type MovePlan } from './move';
import { sendMoveNotices } from './move-notices';
import { normalizeContent } from './send';

type UpdateParams = DecodedParamsOf<typeof updateMessage>;

const MENTION_FLAGS = ['mentioned', 'stream_wildcard_mentioned', 'topic_wildcard_mentioned'];

export function updateMessageHandler(ctx: AuthedContext, params: UpdateParams) {
  const { realm, user } = ctx;
  const message = accessMessage(realm, user, params.message_id);
  const rawTopic = params.topic ?? params.subject;
  // The real server checks the right to edit content before the shape of the request.
  if (params.content !== undefined) checkContentEdit(realm, user, message);
  if (params.content !== undefined && params.stream_id !== undefined) {
    throw badRequest('Cannot change message content while changing channel');
  }
  if (message.type === 'private' && params.stream_id !== undefined) {
    throw badRequest('Direct messages cannot be moved to channels.');
  }
  if (message.type === 'private' && rawTopic !== undefined)
    throw badRequest('Direct messages cannot have topics.');
  if (params.propagate_mode !== 'change_one' && rawTopic === undefined && params.stream_id === undefined)
    throw badRequest('Invalid propagate_mode without topic edit');
  let content: string | undefined;
  if (params.content !== undefined) {
    // Emptying a message is how the real server lets people "delete" its text.
    content = params.content.trim() === '' ? '(deleted)' : normalizeContent(params.content);
    if (content === message.content) content = undefined;
  }
  const move = planMove(realm, user, message, rawTopic, params.stream_id, params.propagate_mode);
  if (content === undefined && move === undefined) {
    if (params.content !== undefined) return { detached_uploads: [] };
    throw badRequest('Nothing to change');
  }

  const entry: EditHistoryRecord = { user_id: user.user_id, timestamp: realm.now() };
  const before = audienceOf(realm, message);
  const orig = { content: message.content, rendered: message.rendered_content, stream: message.stream_id };
  if (content !== undefined) {
    Object.assign(entry, { prev_content: message.content, prev_rendered_content: message.rendered_content });
    setContent(realm, message, content);
    message.last_edit_timestamp = entry.timestamp;
  }
  const lost = move ? applyMove(realm, move, entry, message.id) : [];
  message.edit_history.unshift(entry);

  const base: Record<string, unknown> = {
    type: 'update_message',
    user_id: user.user_id,
    rendering_only: false,
    message_id: message.id,
    message_ids: move ? move.ids : [message.id],
    edit_timestamp: entry.timestamp,
  };
  if (orig.stream !== null) {
    base.stream_id = orig.stream;
    base.stream_name = move?.from.name ?? realm.channel(orig.stream)?.name ?? '';
  }
  if (content !== undefined) {
    Object.assign(base, {
      orig_content: orig.content,
      orig_rendered_content: orig.rendered,
      content: message.content,
      rendered_content: message.rendered_content,
      is_me_message: message.content.startsWith('/me '),
    });
  }
  if (move) Object.assign(base, moveFields(move, params.propagate_mode));
  const lostSet = new Set(lost);
  const audience = new Set([...before, ...audienceOf(realm, message)].filter((id) => !lostSet.has(id)));
  realm.emit(audience, (userId) => {
    const recipient = realm.user(userId);
    return recipient ? { ...base, flags: messageFlags(recipient, message.id) } : null;
  });
  if (move && lost.length > 0) {
    realm.emit(lost, {
      type: 'delete_message',
      message_ids: move.ids,
      message_type: 'stream',
      stream_id: move.from.stream_id,
      topic: move.oldTopic,
    });
  }
  if (move) {
    sendMoveNotices(ctx, move, {
      notifyOld: params.send_notification_to_old_thread,
      notifyNew: params.send_notification_to_new_thread,
      contentEdited: content !== undefined,
      messageId: message.id,
    });
  }
  return { detached_uploads: [] };
}

function moveFields(move: MovePlan, propagateMode: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { propagate_mode: propagateMode, orig_subject: move.oldTopic };
  if (move.streamChanged) fields.new_stream_id = move.to.stream_id;
  if (move.topicChanged) Object.assign(fields, { subject: move.newTopic, topic_links: [] });
  return fields;
}

/** New source, new HTML, and mention flags that follow the new text. */
function setContent(realm: Realm, message: MessageRecord, content: string): void {
  const lookup = mentionLookup(realm);
  message.content = content;
  message.rendered_content = renderMarkdown(content, lookup);
  const mentions = findMentions(content, lookup);
  for (const userId of audienceOf(realm, message)) {
    const user = realm.user(userId);
    if (!user) continue;
    for (const flag of MENTION_FLAGS) user.flags.get(flag)?.delete(message.id);
    if (userId === message.sender_id) continue;
    if (mentions.userIds.has(userId)) addFlag(user, 'mentioned', message.id);
    if (mentions.channelWildcard) addFlag(user, 'stream_wildcard_mentioned', message.id);
    if (mentions.topicWildcard) addFlag(user, 'topic_wildcard_mentioned', message.id);
  }
}
