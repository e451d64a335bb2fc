// Where a message lives, in the forms the actions need: the narrow of its conversation (reply,
// "mark as unread from here") and the target of a Zulip message link (copy link, quote).
import type { LinkTarget } from '../../routing/narrow-link';
import { dmUserIdsOf, narrowFromRoute, type Narrow } from '../messages/narrow';
import type { StoredMessage } from '../../state/messages';

type Located = Pick<StoredMessage, 'type' | 'subject' | 'display_recipient' | 'stream_id'>;

/** The topic of a channel message, or the direct conversation (other participants) of a DM. */
export function conversationNarrow(message: Located, ownUserId: number): Narrow {
  if (message.type === 'stream') {
    return { kind: 'topic', streamId: message.stream_id ?? -1, topic: message.subject };
  }
  return narrowFromRoute({ name: 'dm', userIds: dmUserIdsOf(message) }, ownUserId) ?? { kind: 'feed' };
}

export function linkTargetOf(message: Located, ownUserId: number): LinkTarget {
  const narrow = conversationNarrow(message, ownUserId);
  if (narrow.kind === 'topic') {
    const name = typeof message.display_recipient === 'string' ? message.display_recipient : undefined;
    return { kind: 'channel', streamId: narrow.streamId, channelName: name, topic: narrow.topic };
  }
  return { kind: 'dm', userIds: narrow.kind === 'dm' ? narrow.userIds : [ownUserId] };
}
