// POST /messages: validate everything, store the message, then tell every recipient. The sender's
// queue that sent it (queue_id) gets local_message_id so its local echo can be matched.
import type { DecodedParamsOf } from '../../../shared/api/operation';
import type { sendMessage } from '../../../shared/api/messages';
import { adaptEventForQueue } from '../../events/adapt-event';
import { badRequest } from '../../http/failure';
import type { AuthedContext } from '../../http/route';
import { storeMessage } from '../../realm/messages';
import { LIMITS } from '../../realm/realm';
import { messageFlags } from '../../realm/serialize';
import type { MessageRecord } from '../../realm/types';
import { audienceOf } from './access';
import { applyAutomaticVisibility } from './auto-follow';
import { messageEventPayload } from './present';
import { directRecipients, targetChannel } from './recipients';
import { checkTopicAllowed, normalizeTopic, topicKey } from './topics';
import { cutToCodePoints } from '../../../shared/code-points';
import { claimAttachments } from '../../uploads/attachments';

type SendParams = DecodedParamsOf<typeof sendMessage>;

/** The real server trims the body, refuses an empty one, and shortens an overlong one. */
export function normalizeContent(raw: string): string {
  const content = raw.trimEnd().replace(/^\n+/, '');
  if (content === '') throw badRequest('Message must not be empty');
  if (content.includes('\u0000')) throw badRequest('Message must not contain null bytes');
  return cutToCodePoints(content, LIMITS.max_message_length, '\n[message truncated]');
}

export function sendMessageHandler(ctx: AuthedContext, params: SendParams) {
  const { realm, user } = ctx;
  const content = normalizeContent(params.content);
  const isChannel = params.type === 'stream' || params.type === 'channel';
  let message: MessageRecord;
  let startedTopic = false;
  if (isChannel) {
    const channel = targetChannel(realm, user, params.to);
    const topic = normalizeTopic(realm, params.topic ?? params.subject ?? '');
    checkTopicAllowed(realm, channel, topic);
    startedTopic = !channel.topics.has(topicKey(topic));
    message = storeMessage(realm, {
      sender: user,
      type: 'stream',
      stream_id: channel.stream_id,
      topic,
      content,
      read_by_sender: params.read_by_sender,
    });
  } else {
    const recipients = directRecipients(realm, user, params.to);
    message = storeMessage(realm, {
      sender: user,
      type: 'private',
      to_user_ids: recipients.map((r) => r.user_id),
      content,
      read_by_sender: params.read_by_sender,
    });
  }
  deliverMessage(ctx, message, params.queue_id, params.local_id);
  claimAttachments(realm, message);
  const policy = applyAutomaticVisibility(realm, user, message, startedTopic);
  return policy === undefined
    ? { id: message.id }
    : { id: message.id, automatic_new_visibility_policy: policy };
}

/** One message event per recipient, with that recipient's flags. */
function deliverMessage(
  ctx: AuthedContext,
  message: MessageRecord,
  queueId?: string,
  localId?: string,
): void {
  const { realm, user, queues } = ctx;
  const payload = messageEventPayload(realm, message);
  const eventFor = (userId: number) => {
    const recipient = realm.user(userId);
    return recipient
      ? { type: 'message', message: payload, flags: messageFlags(recipient, message.id) }
      : null;
  };
  const audience = audienceOf(realm, message);
  if (queueId === undefined || localId === undefined) {
    realm.emit(audience, eventFor);
    return;
  }
  realm.emit(
    audience.filter((id) => id !== user.user_id),
    eventFor,
  );
  // Only the sending queue learns the local id, so the sender's other clients show no stale echo.
  const own = eventFor(user.user_id);
  if (!own) return;
  for (const queue of queues.queuesOf(user.user_id)) {
    const event = queue.id === queueId ? { ...own, local_message_id: localId } : own;
    const adapted = adaptEventForQueue(event, queue);
    if (adapted) queue.push(adapted as Record<string, unknown> & { type: string });
  }
}
