// Finding an unknown send among the server's messages before sending it again. A copy is one of your
// own messages (fetched with apply_markdown=false, so `content` is the stored Markdown), newer than
// anything known when it was written and not older than its first attempt (less clock skew), to the
// same conversation, with the content as the server stores it, and not already claimed by another
// send. The server trims trailing whitespace and leading blank lines, and cuts overlong text with
// "\n[message truncated]" (zerver's normalize_body); topics are trimmed, compared without case, cut
// with "...", and "(no topic)" means the empty topic.
import type { Message } from '../../../shared/objects';
import type { OutboxMessage, OutboxTarget } from './outbox-types';

/** How far the server's clock may be behind ours. */
export const CLOCK_SKEW_MS = 10 * 60_000;
const TRUNCATED = '\n[message truncated]';
const TOPIC_CUT = '...';

type StoredMessage = Pick<Message, 'id' | 'sender_id' | 'type' | 'subject' | 'content' | 'timestamp'> & {
  stream_id?: number | undefined;
  display_recipient: Message['display_recipient'];
};

/** The content as the server stores it. */
export function storedContent(content: string): string {
  return content.trimEnd().replace(/^\n+/, '');
}

export function sameContent(sent: string, stored: string): boolean {
  const normal = storedContent(sent);
  if (normal === stored) return true;
  return stored.endsWith(TRUNCATED) && normal.startsWith(stored.slice(0, -TRUNCATED.length));
}

export function sameTopic(sent: string, stored: string): boolean {
  const a = sent.trim().toLowerCase();
  const b = stored.trim().toLowerCase();
  if (a === b || (a === '(no topic)' && b === '')) return true;
  return b.endsWith(TOPIC_CUT) && b.length > TOPIC_CUT.length && a.startsWith(b.slice(0, -TOPIC_CUT.length));
}

export function sameTarget(target: OutboxTarget, message: StoredMessage, ownUserId: number): boolean {
  if (target.type === 'channel') {
    return (
      message.type === 'stream' &&
      message.stream_id === target.streamId &&
      sameTopic(target.topic, message.subject)
    );
  }
  if (message.type !== 'private' || !Array.isArray(message.display_recipient)) return false;
  const others = [...new Set(message.display_recipient.map((r) => r.id))].filter((id) => id !== ownUserId);
  const wanted = [...new Set(target.userIds)].filter((id) => id !== ownUserId);
  return others.length === wanted.length && wanted.every((id) => others.includes(id));
}

/** The server's copy of `entry` among `messages`, the oldest that fits; undefined when none does. */
export function findSentCopy(
  entry: OutboxMessage,
  messages: readonly StoredMessage[],
  claimed: ReadonlySet<number>,
  ownUserId: number,
): StoredMessage | undefined {
  const since = (entry.firstAttemptAt ?? entry.createdAt) - CLOCK_SKEW_MS;
  return [...messages]
    .sort((a, b) => a.id - b.id)
    .find(
      (m) =>
        m.sender_id === ownUserId &&
        !claimed.has(m.id) &&
        (entry.afterMessageId === undefined || m.id > entry.afterMessageId) &&
        m.timestamp * 1000 >= since &&
        sameTarget(entry.target, m, ownUserId) &&
        sameContent(entry.content, m.content),
    );
}
