// Which conversation a GET /messages narrow names, and which conversations a message belongs to: a
// channel (every topic), one topic of a channel, or a direct conversation. Only these are cached;
// any other narrow (the feed, searches, a channel given by name) is not a conversation here.
// Keys follow the renderer's (state/conversation-key.ts): topics compare case-insensitively, and a
// direct conversation is named by the other participants, or by your own id when there are none.
import type { NarrowTerm } from '../../../shared/api/messages';
import type { Message } from '../../../shared/objects';

export type ConversationRef =
  | { kind: 'channel'; streamId: number }
  | { kind: 'topic'; streamId: number; topic: string }
  | { kind: 'dm'; userIds: number[] };

type MessageLike = Pick<Message, 'type' | 'subject' | 'display_recipient'> & {
  stream_id?: number | undefined;
};

export function conversationKey(ref: ConversationRef): string {
  switch (ref.kind) {
    case 'channel':
      return `channel:${ref.streamId}`;
    case 'topic':
      return `topic:${ref.streamId}:${ref.topic.toLowerCase()}`;
    case 'dm':
      return `dm:${ref.userIds.join(',')}`;
  }
}

/** The conversation a narrow names, or undefined when it is not one conversation. */
export function conversationOfNarrow(
  terms: readonly NarrowTerm[],
  ownUserId: number,
): ConversationRef | undefined {
  const byOperator = new Map<string, unknown>();
  for (const term of terms) {
    const [operator, operand, negated] = Array.isArray(term)
      ? [term[0], term[1], false]
      : [term.operator, term.operand, term.negated === true];
    const name = ALIASES[operator] ?? operator;
    if (negated || byOperator.has(name)) return undefined;
    byOperator.set(name, operand);
  }
  const channel = byOperator.get('channel');
  const topic = byOperator.get('topic');
  const dm = byOperator.get('dm');
  if (byOperator.size === 1 && dm !== undefined) {
    const ids = Array.isArray(dm) ? dm : [dm];
    if (!ids.every((id) => Number.isInteger(id))) return undefined;
    return { kind: 'dm', userIds: others(ids as number[], ownUserId) };
  }
  const streamId = typeof channel === 'number' && Number.isInteger(channel) ? channel : undefined;
  if (streamId === undefined) return undefined;
  if (byOperator.size === 1) return { kind: 'channel', streamId };
  if (byOperator.size === 2 && typeof topic === 'string') return { kind: 'topic', streamId, topic };
  return undefined;
}

const ALIASES: Readonly<Record<string, string>> = { stream: 'channel', subject: 'topic', 'pm-with': 'dm' };

/** The keys of every conversation the message is in: its topic and its channel, or its DM. */
export function conversationKeysOf(message: MessageLike, ownUserId: number): string[] {
  if (message.type === 'stream') {
    const streamId = message.stream_id;
    if (streamId === undefined) return [];
    return [
      conversationKey({ kind: 'topic', streamId, topic: message.subject }),
      conversationKey({ kind: 'channel', streamId }),
    ];
  }
  const recipients = message.display_recipient;
  if (!Array.isArray(recipients)) return [];
  return [
    conversationKey({
      kind: 'dm',
      userIds: others(
        recipients.map((r) => r.id),
        ownUserId,
      ),
    }),
  ];
}

export function belongsTo(ref: ConversationRef, message: MessageLike, ownUserId: number): boolean {
  return conversationKeysOf(message, ownUserId).includes(conversationKey(ref));
}

/** Everyone but you, sorted and without repeats; yourself alone for a conversation with yourself. */
function others(ids: readonly number[], ownUserId: number): number[] {
  const rest = [...new Set(ids)].filter((id) => id !== ownUserId).sort((a, b) => a - b);
  return rest.length > 0 ? rest : [ownUserId];
}
