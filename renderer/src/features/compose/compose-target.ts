// Who a compose box writes to: what its narrow fixes, what the user picks, and the forms the same
// recipient takes for typing notices and for the outbox.
import type { OutboxTarget } from '../../state/outbox';
import type { Narrow } from '../messages/narrow';
import type { ComposeRecipient, TopicRule } from './compose-rules';
import type { TypingTarget } from './typing-notifier';

export interface ComposeSetup {
  recipient: ComposeRecipient;
  /** What the narrow decides: the channel (topic still editable), the people, or nothing. */
  lock: 'channel' | 'people' | 'none';
}

export function composeSetup(narrow: Narrow): ComposeSetup {
  switch (narrow.kind) {
    case 'channel':
      return { recipient: { type: 'channel', streamId: narrow.streamId, topic: '' }, lock: 'channel' };
    case 'topic':
      return {
        recipient: { type: 'channel', streamId: narrow.streamId, topic: narrow.topic },
        lock: 'channel',
      };
    case 'dm':
      return { recipient: { type: 'direct', userIds: narrow.userIds }, lock: 'people' };
    case 'search':
      return { recipient: searchRecipient(narrow.terms), lock: 'none' };
    default:
      return { recipient: { type: 'channel', streamId: null, topic: '' }, lock: 'none' };
  }
}

/**
 * A search names no recipient, but one searching a channel (and topic) or a direct conversation most
 * likely answers there, so compose starts with it, as the web app's does; the user may change it.
 */
function searchRecipient(terms: Extract<Narrow, { kind: 'search' }>['terms']): ComposeRecipient {
  const operand = (operator: string) => terms.find((t) => t.operator === operator && !t.negated)?.operand;
  const ids = (text: string | undefined) =>
    text !== undefined && /^\d+(,\d+)*$/.test(text) ? text.split(',').map(Number) : null;
  const channel = ids(operand('channel'));
  if (channel?.length === 1)
    return { type: 'channel', streamId: channel[0] as number, topic: operand('topic') ?? '' };
  const people = ids(operand('dm'));
  if (people !== null) return { type: 'direct', userIds: people };
  return { type: 'channel', streamId: null, topic: '' };
}

/** The recipient of a stored draft (type '' is a draft without one). */
export function recipientOfDraft(draft: {
  type: string;
  to: readonly number[];
  topic: string;
}): ComposeRecipient | null {
  if (draft.type === 'stream' && draft.to[0] !== undefined) {
    return { type: 'channel', streamId: draft.to[0], topic: draft.topic };
  }
  if (draft.type === 'private' && draft.to.length > 0) return { type: 'direct', userIds: [...draft.to] };
  return null;
}

export function sameRecipient(a: ComposeRecipient, b: ComposeRecipient): boolean {
  if (a.type === 'channel') return b.type === 'channel' && a.streamId === b.streamId && a.topic === b.topic;
  if (b.type === 'channel') return false;
  const left = [...a.userIds].sort((x, y) => x - y);
  const right = [...b.userIds].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
}

/** Where a message would go, or null while the recipient is incomplete. */
export function outboxTargetOf(recipient: ComposeRecipient): OutboxTarget | null {
  if (recipient.type === 'direct') {
    return recipient.userIds.length === 0 ? null : { type: 'direct', userIds: [...recipient.userIds] };
  }
  if (recipient.streamId === null) return null;
  return { type: 'channel', streamId: recipient.streamId, topic: recipient.topic.trim() };
}

/** Who hears that we are typing: nobody until the recipient is one a message could go to. */
export function typingTargetOf(recipient: ComposeRecipient, topic: TopicRule | null): TypingTarget | null {
  const target = outboxTargetOf(recipient);
  if (target === null || target.type === 'direct') return target;
  if (target.topic === '' && topic?.required === true) return null;
  if (target.topic !== '' && topic?.emptyOnly === true) return null;
  return target;
}
