// GET /messages/{id}/history: every version of a message, oldest first. The stored edit history
// holds only what each edit changed (newest first), so the full states are rebuilt backwards
// from the message as it is now.
import type { MessageHistoryEntry } from '../../../shared/api/messages';
import type { Realm } from '../../realm/realm';
import type { MessageRecord } from '../../realm/types';

export function messageHistory(
  realm: Realm,
  message: MessageRecord,
  allowEmptyTopicName: boolean,
): MessageHistoryEntry[] {
  const shown = (topic: string) =>
    message.type === 'stream' && topic === '' && !allowEmptyTopicName
      ? realm.settings.empty_topic_display_name
      : topic;
  let content = message.content;
  let rendered = message.rendered_content;
  let topic = message.topic;
  let stream = message.stream_id;
  const versions: MessageHistoryEntry[] = [];
  for (const edit of message.edit_history) {
    const version: MessageHistoryEntry = {
      ...edit,
      topic: shown(topic),
      content,
      rendered_content: rendered,
    };
    if (edit.prev_topic !== undefined) version.prev_topic = shown(edit.prev_topic);
    if (stream !== null) version.stream = stream;
    versions.push(version);
    if (edit.prev_content !== undefined) content = edit.prev_content;
    if (edit.prev_rendered_content !== undefined) rendered = edit.prev_rendered_content;
    if (edit.prev_topic !== undefined) topic = edit.prev_topic;
    if (edit.prev_stream !== undefined) stream = edit.prev_stream;
  }
  const original: MessageHistoryEntry = {
    user_id: message.sender_id,
    timestamp: message.timestamp,
    topic: shown(topic),
    content,
    rendered_content: rendered,
  };
  if (stream !== null) original.stream = stream;
  versions.push(original);
  return versions.reverse();
}
