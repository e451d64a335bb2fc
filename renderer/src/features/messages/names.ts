// The words the reading views (message lists, Inbox, Recent conversations, search) use to name what
// the store cannot name or that the app names itself: a person or channel it does not know, your
// conversation with yourself, the topic without a name when the server gives no name for it. One
// place, so every view says them alike and they are translated once.
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { findUser, type UsersState } from '../../state/users';

type Plain = NoMessageValues;

export const nameMessages = defineMessages<{
  unknownUser: { id: number };
  unknownPerson: Plain;
  unknownChannel: Plain;
  unknownChannelTitle: Plain;
  notesToSelf: Plain;
  emptyTopic: Plain;
}>({
  unknownUser: { id: 'messages.names.unknown_user', defaultMessage: 'User {id}' },
  unknownPerson: { id: 'messages.names.unknown_person', defaultMessage: 'Unknown user' },
  unknownChannel: { id: 'messages.names.unknown_channel', defaultMessage: 'unknown channel' },
  unknownChannelTitle: { id: 'messages.names.unknown_channel_title', defaultMessage: 'Unknown channel' },
  notesToSelf: { id: 'messages.names.notes_to_self', defaultMessage: 'Notes to self' },
  /** Zulip's own name for the empty topic, when the server names none (realm_empty_topic_display_name). */
  emptyTopic: { id: 'messages.names.empty_topic', defaultMessage: 'general chat' },
});

type Formats = Pick<IntlShape, 'formatMessage'>;

/** A person's name, or "User 12" for someone the store does not know. */
export function userName(intl: Formats, users: UsersState, userId: number): string {
  return findUser(users, userId)?.full_name ?? intl.formatMessage(nameMessages.unknownUser, { id: userId });
}

/** The people of a direct conversation, or "Notes to self" when it is yours alone. */
export function conversationName(
  intl: Formats,
  users: UsersState,
  userIds: readonly number[],
  ownUserId: number | null,
): string {
  if (userIds.length === 1 && userIds[0] === ownUserId) return intl.formatMessage(nameMessages.notesToSelf);
  return userIds.map((id) => userName(intl, users, id)).join(', ');
}

/** What the empty topic is called: the server's name for it, else Zulip's, in the window's language. */
export function useEmptyTopicName(): string {
  const intl = useIntl();
  const fromServer = useAppStore((s) => s.realm.emptyTopicDisplayName);
  return fromServer || intl.formatMessage(nameMessages.emptyTopic);
}
