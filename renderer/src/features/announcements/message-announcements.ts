// What the polite live region says when messages arrive (issue 20): a line per message someone
// else sent into the conversation on screen ("New message from Name."), or one summary line when a
// batch brings more than a few, so a screen reader is told without being flooded. The message text
// itself is not repeated: the person reads it in the list (the selected message is followed), and a
// hidden copy of every message's words in the page would also answer text searches of the page.
// Pure, so it is unit-tested; message-announcer.tsx feeds it each applied event batch and words the
// phrases it returns in the window's language.
import { defineMessages } from 'react-intl';
import type { Message } from '../../../../shared/objects';
import type { ServerEvent } from '../../../../shared/events';
import { messageMatchesNarrow, type Narrow } from '../../state/narrow';
import { type Phrase, phrase } from '../../../../shared/i18n/phrase';

const lines = defineMessages({
  one: { id: 'announce.new_message', defaultMessage: 'New message from {sender}.' },
  many: {
    id: 'announce.new_messages',
    defaultMessage:
      '{senderCount, plural, one {{count, plural, one {# new message from {sender}.} other {# new messages from {sender}.}}} other {{count, plural, one {# new message from {senderCount, number} people.} other {# new messages from {senderCount, number} people.}}}}',
  },
});

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
export function announcementsFor(events: readonly ServerEvent[], context: AnnouncementContext): Phrase[] {
  const messages = arrivedHere(events, context);
  if (messages.length > ANNOUNCE_EACH_UP_TO) {
    const senders = [...new Set(messages.map((m) => m.sender_full_name))];
    return [
      phrase(lines.many, { count: messages.length, senderCount: senders.length, sender: senders[0] ?? '' }),
    ];
  }
  return messages.map((m) => phrase(lines.one, { sender: m.sender_full_name }));
}
