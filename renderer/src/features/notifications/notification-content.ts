// What a notification says and where its click lands, as Zulip's web app words it: the title is the
// sender and the conversation ("Rahul (#engineering > CI flakiness)", "Rahul (to you)", "Rahul (to
// you and Ana, Ben)"), the body the message's text (or "New direct message from …" when
// pm_content_in_desktop_notifications hides it), the tag the conversation, so a newer message
// replaces the older notification. HTML becomes text through an injected function (html-text.ts);
// our own words are in the window's language (the IntlShape is injected: this runs outside React).
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { NotificationRequest } from '../../../../shared/desktop';
import type { Message } from '../../../../shared/objects';
import { routeHref } from '../../routing/route';
import { conversationKeyOf, dmUserIdsOf } from '../../state/narrow';

/** Zulip shortens a group DM's title past this many characters ("to you and 4 more"). */
const TITLE_NAMES_LIMIT = 50;
const BODY_LIMIT = 1000;
const TAG_LIMIT = 300;

const messages = defineMessages<{
  channelTitle: { sender: string; channel: string; topic: string };
  unknownChannel: NoMessageValues;
  toYou: { sender: string };
  toYouAndNames: { sender: string; names: string };
  toYouAndMore: { sender: string; count: number };
  hiddenDirectMessage: { sender: string };
  attachedFile: NoMessageValues;
}>({
  channelTitle: { id: 'notifications.title.channel', defaultMessage: '{sender} (#{channel} > {topic})' },
  unknownChannel: { id: 'notifications.title.unknown_channel', defaultMessage: 'unknown channel' },
  toYou: { id: 'notifications.title.to_you', defaultMessage: '{sender} (to you)' },
  toYouAndNames: {
    id: 'notifications.title.to_you_and_names',
    defaultMessage: '{sender} (to you and {names})',
  },
  toYouAndMore: {
    id: 'notifications.title.to_you_and_more',
    defaultMessage: '{sender} (to you and {count, plural, one {# more} other {# more}})',
  },
  hiddenDirectMessage: {
    id: 'notifications.body.hidden_direct_message',
    defaultMessage: 'New direct message from {sender}',
  },
  attachedFile: { id: 'notifications.body.attached_file', defaultMessage: '(attached file)' },
});

export interface ContentSource {
  accountId: string;
  ownUserId: number;
  channelName(streamId: number): string | undefined;
  /** How the empty topic is shown ("general chat"). */
  emptyTopicName: string;
  htmlToText(html: string): string;
  /** The window's language now. */
  intl: IntlShape;
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
      ? source.intl.formatMessage(messages.hiddenDirectMessage, { sender: message.sender_full_name })
      : limit(notificationBody(message, source), BODY_LIMIT),
    tag: `${source.accountId}:${conversationKeyOf(message, source.ownUserId)}`.slice(0, TAG_LIMIT),
    silent: true,
  };
}

export function notificationTitle(message: Message, source: ContentSource): string {
  const { intl } = source;
  const sender = message.sender_full_name;
  if (message.type === 'stream') {
    const channel =
      source.channelName(message.stream_id ?? -1) ??
      (typeof message.display_recipient === 'string'
        ? message.display_recipient
        : intl.formatMessage(messages.unknownChannel));
    const topic = message.subject || source.emptyTopicName;
    return intl.formatMessage(messages.channelTitle, { sender, channel, topic });
  }
  const recipients = Array.isArray(message.display_recipient) ? message.display_recipient : [];
  const others = recipients
    .filter((person) => person.id !== source.ownUserId && person.id !== message.sender_id)
    .map((person) => person.full_name);
  if (others.length === 0) return intl.formatMessage(messages.toYou, { sender });
  const names = intl.formatList(others, { style: 'long', type: 'conjunction' });
  return sender.length + names.length > TITLE_NAMES_LIMIT
    ? intl.formatMessage(messages.toYouAndMore, { sender, count: others.length })
    : intl.formatMessage(messages.toYouAndNames, { sender, names });
}

/** The message's text, trimmed, with runs of blank lines folded; "(attached file)" for a bare upload. */
export function notificationBody(
  message: Message,
  { htmlToText, intl }: Pick<ContentSource, 'htmlToText' | 'intl'>,
): string {
  const text = htmlToText(message.content)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '')
    return /<img|user_uploads\//.test(message.content) ? intl.formatMessage(messages.attachedFile) : '';
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

function limit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
