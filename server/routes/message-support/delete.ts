// DELETE /messages/{id}: removing a message from every index that holds it, then telling everyone
// who had it (in the bulk form; the queue adapter gives old clients one id).
import type { AuthedContext } from '../../http/route';
import type { Realm } from '../../realm/realm';
import type { MessageRecord } from '../../realm/types';
import { accessMessage, audienceOf } from './access';
import { forgetMessages } from './move';
import { checkDelete } from './edit-rules';
import { refreshFirstMessageId, refreshTopic, removeSorted } from './topics';

export function deleteMessageHandler(ctx: AuthedContext, messageId: number) {
  const { realm, user } = ctx;
  const message = accessMessage(realm, user, messageId);
  checkDelete(realm, user, message);
  const audience = audienceOf(realm, message);
  removeMessage(realm, message);
  const event: Record<string, unknown> = {
    type: 'delete_message',
    message_ids: [message.id],
    message_type: message.type,
  };
  if (message.type === 'stream') Object.assign(event, { stream_id: message.stream_id, topic: message.topic });
  realm.emit(audience, event);
  return {};
}

export function removeMessage(realm: Realm, message: MessageRecord): void {
  realm.messages.delete(message.id);
  removeSorted(realm.messageIds, message.id);
  const channel = message.stream_id === null ? undefined : realm.channel(message.stream_id);
  if (channel) {
    removeSorted(channel.message_ids, message.id);
    refreshTopic(realm, channel, message.topic);
    refreshFirstMessageId(channel);
  }
  for (const user of realm.users.values()) forgetMessages(user, [message.id]);
}
