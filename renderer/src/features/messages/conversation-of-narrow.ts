// The conversation a topic or direct-message narrow is (typing indicators, drafts); null for
// narrows that span many conversations.
import { dmKey, topicKey } from '../../state/conversation-key';
import type { Narrow } from './narrow';

export function conversationKeyForNarrow(narrow: Narrow, ownUserId: number): string | null {
  if (narrow.kind === 'topic') return topicKey(narrow.streamId, narrow.topic);
  if (narrow.kind === 'dm') return dmKey(narrow.userIds, ownUserId);
  return null;
}
