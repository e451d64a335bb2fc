// What the polite live region says when messages arrive (issue 20): a line per message someone
// else sent into the conversation on screen ("New message from Name."), or one summary line when a
// batch brings more than a few, so a screen reader is told without being flooded. The message text
// itself is not repeated: the person reads it in the list (the selected message is followed), and a
// hidden copy of every message's words in the page would also answer text searches of the page.
// Pure, so it is unit-tested; message-announcer.tsx feeds it each applied event batch.
import type { Message } from '../../../../shared/objects';
import type { ServerEvent } from '../../../../shared/events';
import { messageMatchesNarrow, type Narrow } from '../../state/narrow';

/** More messages than this in one batch are summed up in one line. */
export const ANNOUNCE_EACH_UP_TO = 3;
export interface AnnouncementContext {
  /** The conversation on screen, or null (settings, a search…): nothing is announced then. */
  narrow: Narrow | null;
  ownUserId: number;
}

/** The messages of `events` worth announcing: others', in the conversation on screen. */
export function arrivedHere(events: readonly ServerEvent[], context: AnnouncementContext): Message[] {
  const { narrow, ownUserId } = context;
  if (narrow === null || narrow.kind === 'search') return [];
  const found: Message[] = [];
  for (const event of events) {
    if (event.kind !== 'message') continue;
    const message = event.message;
    if (message.sender_id === ownUserId) continue;
    if (messageMatchesNarrow(message, narrow, ownUserId)) found.push(message);
  }
  return found;
}

/** The lines to add to the live region for one applied batch (often none). */
export function announcementsFor(events: readonly ServerEvent[], context: AnnouncementContext): string[] {
  const messages = arrivedHere(events, context);
  if (messages.length > ANNOUNCE_EACH_UP_TO) {
    const senders = [...new Set(messages.map((m) => m.sender_full_name))];
    const from = senders.length === 1 ? senders[0] : `${senders.length} people`;
    return [`${messages.length} new messages from ${from}.`];
  }
  return messages.map((m) => `New message from ${m.sender_full_name}.`);
}
