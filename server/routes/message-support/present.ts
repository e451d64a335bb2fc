// Messages as one viewer gets them from the API, and as message events carry them before each
// queue picks its own rendering (see server/events/adapt-event.ts).
import type { FetchedMessage } from '../../../shared/api/messages';
import { EMPTY_TOPIC_NAME, RAW_CONTENT } from '../../events/adapt-event';
import type { Realm } from '../../realm/realm';
import { messageFlags, messageToApi } from '../../realm/serialize';
import type { MessageRecord } from '../../realm/types';
import type { MessageAccess } from './access';

export interface ViewOptions {
  applyMarkdown: boolean;
  allowEmptyTopicName: boolean;
  clientGravatar: boolean;
}

/** The viewer's flags; a message they read without having received it is "historical". */
export function viewerFlags(access: MessageAccess, message: MessageRecord): string[] {
  const flags = messageFlags(access.user, message.id);
  if (access.isHistorical(message) && message.sender_id !== access.user.user_id) flags.push('historical');
  return flags;
}

/** A message with the viewer's flags, as GET /messages and GET /messages/{id} return it. */
export function messageForViewer(
  realm: Realm,
  access: MessageAccess,
  message: MessageRecord,
  options: ViewOptions,
): FetchedMessage {
  const api = messageToApi(realm, message, options);
  const sender = realm.user(message.sender_id);
  // client_gravatar: the client computes Gravatar URLs itself, so the server leaves them out.
  if (options.clientGravatar && sender?.avatar_source === 'G') api.avatar_url = null;
  api.flags = viewerFlags(access, message);
  // serialize.ts builds the wire shape untyped; tests check every answer against the schema.
  return api as FetchedMessage;
}

/**
 * The message inside a `message` event: rendered, with the empty topic left empty, and carrying
 * the Markdown source and the empty-topic display name for queues that asked for those instead.
 */
export function messageEventPayload(realm: Realm, message: MessageRecord): Record<string, unknown> {
  return {
    ...messageToApi(realm, message, { applyMarkdown: true, allowEmptyTopicName: true }),
    [RAW_CONTENT]: message.content,
    [EMPTY_TOPIC_NAME]: realm.settings.empty_topic_display_name,
  };
}
