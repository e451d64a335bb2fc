// Before a message whose answer was lost is sent again: did it arrive? Your own messages are read
// newest first, page by page, back to where a copy could no longer be (older than the newest
// message known when it was written, or older than its first attempt less clock skew). Finding none
// there means it did not arrive. If that point is not reached within a few pages (you sent many
// messages elsewhere since), the answer is "undecided", and the message is not sent again on its own.
import type { Message } from '../../../shared/objects';
import { CLOCK_SKEW_MS, findSentCopy } from './outbox-match';
import type { OutboxMessage } from './outbox-types';

export const CHECK_PAGE_SIZE = 100;
export const CHECK_MAX_PAGES = 5;

export interface OwnMessagesPage {
  messages: readonly Message[];
  foundOldest: boolean;
}

export type CheckVerdict = { kind: 'found'; messageId: number } | { kind: 'absent' } | { kind: 'undecided' };

export async function lookForCopy(
  entry: OutboxMessage,
  ownMessages: (anchor: number | 'newest', count: number) => Promise<OwnMessagesPage>,
  claimed: ReadonlySet<number>,
  ownUserId: number,
): Promise<CheckVerdict> {
  const since = (entry.firstAttemptAt ?? entry.createdAt) - CLOCK_SKEW_MS;
  let anchor: number | 'newest' = 'newest';
  for (let page = 0; page < CHECK_MAX_PAGES; page++) {
    const { messages, foundOldest } = await ownMessages(anchor, CHECK_PAGE_SIZE);
    const copy = findSentCopy(entry, messages, claimed, ownUserId);
    if (copy) return { kind: 'found', messageId: copy.id };
    const oldest = messages.reduce<Message | undefined>(
      (min, m) => (min && min.id < m.id ? min : m),
      undefined,
    );
    if (foundOldest || oldest === undefined) return { kind: 'absent' };
    const pastIds = entry.afterMessageId !== undefined && oldest.id <= entry.afterMessageId;
    if (pastIds || oldest.timestamp * 1000 < since) return { kind: 'absent' };
    anchor = oldest.id;
  }
  return { kind: 'undecided' };
}
