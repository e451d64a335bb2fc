// The rows of a message list, as a pure function of its messages: each message, with a date
// separator above it where the day changes, a recipient header where the conversation changes (in
// views that mix conversations), and its sender's avatar and name only when it starts a group.
import type { StoredMessage } from '../../state/messages';
import { conversationKeyOf } from './narrow';

/** Consecutive messages by one sender within this many seconds form a group. */
export const GROUP_WINDOW_SECONDS = 5 * 60;

/**
 * One row per message, carrying the separators shown above it. Keys are the message's, so a row
 * keeps its key when older pages land above it (the list anchors on rows by key).
 */
export interface ListItem {
  kind: 'message';
  key: string;
  message: StoredMessage;
  /** A date separator above the message: the day changed. */
  newDay: boolean;
  /** A recipient header above the message: the conversation changed (mixed views only). */
  newConversation: boolean;
  /** Shows the sender's avatar and name. */
  startsGroup: boolean;
}

export interface ListOptions {
  /** Views that mix conversations (channel, feed, mentions, starred) head each conversation. */
  showRecipients: boolean;
  ownUserId: number;
  /** The local calendar day of a timestamp; injectable so tests do not depend on the machine's zone. */
  dayOf?: (timestamp: number) => string;
}

export function localDay(timestamp: number): string {
  const date = new Date(timestamp * 1000);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export function buildListItems(messages: readonly StoredMessage[], options: ListOptions): ListItem[] {
  const dayOf = options.dayOf ?? localDay;
  const items: ListItem[] = [];
  let previous: StoredMessage | undefined;
  let previousDay = '';
  let previousConversation = '';
  for (const message of messages) {
    const day = dayOf(message.timestamp);
    const conversation = conversationKeyOf(message, options.ownUserId);
    const newDay = day !== previousDay;
    const changed = conversation !== previousConversation;
    const startsGroup =
      previous === undefined ||
      newDay ||
      changed ||
      previous.sender_id !== message.sender_id ||
      message.timestamp - previous.timestamp > GROUP_WINDOW_SECONDS ||
      message.is_me_message ||
      previous.is_me_message;
    items.push({
      kind: 'message',
      key: `message:${message.id}`,
      message,
      newDay,
      newConversation: options.showRecipients && (changed || newDay),
      startsGroup,
    });
    previous = message;
    previousDay = day;
    previousConversation = conversation;
  }
  return items;
}
