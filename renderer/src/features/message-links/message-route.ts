// The view a link to one message opens (`#narrow/near/123`, `#narrow/id/123`): the message's own
// conversation, anchored on it. The message comes from the store when loaded, else from the server.
import type { Message } from '../../../../shared/objects/message';
import type { Route } from '../../routing/route';
import type { AccountHandle } from '../../state/account-scope';

export function messageRoute(message: Message, ownUserId: number | null): Route {
  if (message.type === 'stream' && message.stream_id !== undefined)
    return { name: 'topic', streamId: message.stream_id, topic: message.subject, near: message.id };
  const ids = Array.isArray(message.display_recipient) ? message.display_recipient.map((r) => r.id) : [];
  const others = ids.filter((id) => id !== ownUserId);
  const userIds = [...new Set(others.length > 0 ? others : ids)].sort((a, b) => a - b);
  return { name: 'dm', userIds, near: message.id };
}

/**
 * The route for message `messageId` of `account`; rejects (with the server's reason) when it cannot
 * be read.
 */
export async function resolveMessageRoute(
  { store, api }: Pick<AccountHandle, 'store' | 'api'>,
  messageId: number,
): Promise<Route> {
  const state = store.getState();
  const loaded = state.messages.byId.get(messageId);
  if (loaded !== undefined) return messageRoute(loaded, state.realm.ownUserId);
  const answer = await api('getMessage', {
    message_id: messageId,
    apply_markdown: true,
    allow_empty_topic_name: true,
  });
  return messageRoute(answer.message, store.getState().realm.ownUserId);
}
