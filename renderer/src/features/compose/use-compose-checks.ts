// What may stop a compose box from sending: the organization's limits and topic policy (and the
// chosen channel's own policy), turned into the topic rule and the reason sending is blocked, if any;
// and what the box says about its text's length (the counter, and a text too long to keep as a draft).
import { defineMessages, useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { fitsAsDraft } from './compose-drafts';
import {
  lengthCounter,
  sendBlocker,
  topicRule,
  type ComposeRecipient,
  type TopicRule,
} from './compose-rules';
import { messageLength } from './text-limits';

const messages = defineMessages({
  notSaved: {
    id: 'compose.too_long_for_draft',
    defaultMessage: 'It stays here but is not saved as a draft until it is shorter.',
  },
});

export interface ComposeChecks {
  maxTopicLength: number;
  /** The topic rule of the chosen channel; null for direct messages. */
  rule: TopicRule | null;
  /** Why the message cannot be sent as it is, in the window's language; null when it can. */
  blocker: string | null;
  /** The length counter's text (lengthCounter), and whether the text is over the limit. */
  counter: string | null;
  over: boolean;
  /** Said when the text is too long to keep on disk: the box still holds every character. */
  unsaved: string | null;
}

export function useComposeChecks(recipient: ComposeRecipient, text: string): ComposeChecks {
  const intl = useIntl();
  const realm = useAppStore(
    useShallow((s) => ({
      maxMessageLength: s.realm.maxMessageLength,
      maxTopicLength: s.realm.maxTopicLength,
      topicsPolicy: s.realm.topicsPolicy,
      emptyTopicName: s.realm.emptyTopicDisplayName,
    })),
  );
  const streamId = recipient.type === 'channel' ? recipient.streamId : null;
  const channelPolicy = useAppStore((s) =>
    streamId === null ? undefined : findChannel(s.channels, streamId)?.topics_policy,
  );
  const rule = streamId === null ? null : topicRule(channelPolicy, realm.topicsPolicy, realm.emptyTopicName);
  const blocker = sendBlocker(intl, {
    content: text,
    recipient,
    topic: rule,
    maxMessageLength: realm.maxMessageLength,
    maxTopicLength: realm.maxTopicLength,
  });
  const length = messageLength(text);
  return {
    maxTopicLength: realm.maxTopicLength,
    rule,
    blocker,
    counter: lengthCounter(intl, length, realm.maxMessageLength),
    over: length > realm.maxMessageLength,
    unsaved: fitsAsDraft(text, realm.maxMessageLength) ? null : intl.formatMessage(messages.notSaved),
  };
}
