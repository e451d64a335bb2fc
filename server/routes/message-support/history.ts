// GET /messages/{id}/history: every version of a message, oldest first. The stored edit history
// holds only what each edit changed (newest first), so the full states are rebuilt backwards
// from the message as it is now. The organization's message_edit_history_visibility_policy decides
// what anyone sees: "all", "moves" (content edits hidden) or "none" (refused).
import type { MessageHistoryEntry } from '../../../shared/api/messages';
import { badRequest } from '../../http/failure';
import { visibleEdits } from '../../realm/edit-visibility';
import { htmlDiff } from '../../realm/html-diff';
import type { Realm } from '../../realm/realm';
import type { EditHistoryRecord, MessageRecord } from '../../realm/types';

export function messageHistory(
  realm: Realm,
  message: MessageRecord,
  allowEmptyTopicName: boolean,
): MessageHistoryEntry[] {
  const policy = realm.settings.message_edit_history_visibility_policy;
  if (policy === 'none') throw badRequest('Message edit history is disabled in this organization');
  const shown = (topic: string) =>
    message.type === 'stream' && topic === '' && !allowEmptyTopicName
      ? realm.settings.empty_topic_display_name
      : topic;
  let content = message.content;
  let rendered = message.rendered_content;
  let topic = message.topic;
  const versions: MessageHistoryEntry[] = [];
  for (const edit of message.edit_history) {
    versions.push(version(edit, shown(topic), content, rendered));
    if (edit.prev_content !== undefined) content = edit.prev_content;
    if (edit.prev_rendered_content !== undefined) rendered = edit.prev_rendered_content;
    if (edit.prev_topic !== undefined) topic = edit.prev_topic;
  }
  versions.push({
    user_id: message.sender_id,
    timestamp: message.timestamp,
    topic: shown(topic),
    content,
    rendered_content: rendered,
  });
  return visibleEdits(policy, versions).reverse();

  function version(edit: EditHistoryRecord, topicNow: string, contentNow: string, renderedNow: string) {
    const entry: MessageHistoryEntry = {
      ...edit,
      topic: topicNow,
      content: contentNow,
      rendered_content: renderedNow,
    };
    if (edit.prev_rendered_content !== undefined) {
      entry.content_html_diff = htmlDiff(edit.prev_rendered_content, renderedNow);
    }
    if (edit.prev_topic !== undefined) entry.prev_topic = shown(edit.prev_topic);
    return entry;
  }
}
