// What a notification says and where its click lands, as Zulip's web app words it: the title is the
// sender and the conversation ("Rahul (#engineering > CI flakiness)", "Rahul (to you)", "Rahul (to
// you and Ana, Ben)"), the body the message's text (or "New direct message from …" when
// pm_content_in_desktop_notifications hides it), the tag the conversation, so a newer message
// replaces the older notification. HTML becomes text through an injected function (html-text.ts).
import type { NotificationRequest } from '../../../../shared/desktop';
import type { Message } from '../../../../shared/objects';
import { routeHref } from '../../routing/route';
import { conversationKeyOf, dmUserIdsOf } from '../../state/narrow';

/** Zulip shortens a group DM's title past this many characters ("to you and 4 more"). */
const TITLE_NAMES_LIMIT = 50;
const BODY_LIMIT = 1000;
const TAG_LIMIT = 300;

export interface ContentSource {
  accountId: string;
  ownUserId: number;
  channelName(streamId: number): string | undefined;
  /** How the empty topic is shown ("general chat"). */
  emptyTopicName: string;
  htmlToText(html: string): string;
}

export function notificationContent(
  message: Message,
  hideContent: boolean,
  source: ContentSource,
): NotificationRequest {
  return {
    accountId: source.accountId,
    hash: landingHash(message, source.ownUserId),
    title: limit(notificationTitle(message, source), 500),
    body: hideContent
      ? `New direct message from ${message.sender_full_name}`
      : limit(notificationBody(message, source.htmlToText), BODY_LIMIT),
    tag: `${source.accountId}:${conversationKeyOf(message, source.ownUserId)}`.slice(0, TAG_LIMIT),
    silent: true,
  };
}

export function notificationTitle(message: Message, source: ContentSource): string {
  const sender = message.sender_full_name;
  if (message.type === 'stream') {
    const channel =
      source.channelName(message.stream_id ?? -1) ??
      (typeof message.display_recipient === 'string' ? message.display_recipient : 'unknown channel');
    return `${sender} (#${channel} > ${message.subject || source.emptyTopicName})`;
  }
  const recipients = Array.isArray(message.display_recipient) ? message.display_recipient : [];
  const others = recipients
    .filter((person) => person.id !== source.ownUserId && person.id !== message.sender_id)
    .map((person) => person.full_name);
  if (others.length === 0) return `${sender} (to you)`;
  const names = listOf(others);
  return sender.length + names.length > TITLE_NAMES_LIMIT
    ? `${sender} (to you and ${others.length} more)`
    : `${sender} (to you and ${names})`;
}

/** The message's text, trimmed, with runs of blank lines folded; "(attached file)" for a bare upload. */
export function notificationBody(message: Message, htmlToText: (html: string) => string): string {
  const text = htmlToText(message.content)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '') return /<img|user_uploads\//.test(message.content) ? '(attached file)' : '';
  // A /me message reads "Rahul waves" rather than "/me waves".
  return message.is_me_message && text.startsWith('/me')
    ? `${message.sender_full_name}${text.slice(3)}`
    : text;
}

/** The conversation's route, anchored at the message (it may have been moved or deleted since). */
export function landingHash(message: Message, ownUserId: number): string {
  if (message.type === 'stream' && message.stream_id !== undefined) {
    return routeHref({
      name: 'topic',
      streamId: message.stream_id,
      topic: message.subject,
      near: message.id,
    });
  }
  const others = dmUserIdsOf(message).filter((id) => id !== ownUserId);
  return routeHref({ name: 'dm', userIds: others.length > 0 ? others : [ownUserId], near: message.id });
}

function listOf(names: readonly string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);
}

function limit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
