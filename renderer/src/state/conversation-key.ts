// One name for each conversation, shared by unread counts, typing indicators, compose and the
// message views: a channel topic, or a direct conversation by its participants.

/** Topics compare case-insensitively, as the server does. */
export function topicKey(streamId: number, topic: string): string {
  return `stream:${streamId}:${topic.toLowerCase()}`;
}

/**
 * A direct conversation by everyone in it except you, sorted; a conversation with yourself is
 * keyed by your own id.
 */
export function dmKey(participantIds: readonly number[], ownUserId: number): string {
  const others = [...new Set(participantIds)].filter((id) => id !== ownUserId).sort((a, b) => a - b);
  return `dm:${(others.length > 0 ? others : [ownUserId]).join(',')}`;
}
