// The message box's placeholder names where the message will go, as Zulip's compose box does:
// "Message #design > colours", "Message #design" before a topic is written, "Message Ana and Bo"
// for a direct message, and "Write a message…" while no recipient is chosen yet.
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import type { ComposeRecipient } from './compose-rules';

const messages = defineMessages<{
  readonly nobody: NoMessageValues;
  readonly channel: { readonly channel: MessageValue };
  readonly topic: { readonly channel: MessageValue; readonly topic: MessageValue };
  readonly direct: { readonly people: MessageValue };
}>({
  nobody: { id: 'compose.placeholder.nobody', defaultMessage: 'Write a message…' },
  channel: { id: 'compose.placeholder.channel', defaultMessage: 'Message #{channel}' },
  topic: { id: 'compose.placeholder.topic', defaultMessage: 'Message #{channel} > {topic}' },
  direct: { id: 'compose.placeholder.direct', defaultMessage: 'Message {people}' },
});

export function useComposePlaceholder(recipient: ComposeRecipient): string {
  const intl = useIntl();
  const channel = useAppStore((s) =>
    recipient.type === 'channel' && recipient.streamId !== null
      ? findChannel(s.channels, recipient.streamId)?.name
      : undefined,
  );
  const people = useAppStore(
    useShallow((s) =>
      recipient.type === 'direct'
        ? recipient.userIds.map((id) => findUser(s.users, id)?.full_name).filter((n) => n !== undefined)
        : [],
    ),
  );
  if (recipient.type === 'direct') {
    if (people.length === 0) return intl.formatMessage(messages.nobody);
    return intl.formatMessage(messages.direct, { people: intl.formatList(people, { type: 'conjunction' }) });
  }
  if (channel === undefined) return intl.formatMessage(messages.nobody);
  const topic = recipient.topic.trim();
  return topic === ''
    ? intl.formatMessage(messages.channel, { channel })
    : intl.formatMessage(messages.topic, { channel, topic });
}
