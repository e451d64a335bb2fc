// What may stop a compose box from sending: the organization's limits and topic policy (and the
// chosen channel's own policy), turned into the topic rule and the reason sending is blocked, if any.
import { useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { sendBlocker, topicRule, type ComposeRecipient, type TopicRule } from './compose-rules';

export interface ComposeChecks {
  maxMessageLength: number;
  maxTopicLength: number;
  /** The topic rule of the chosen channel; null for direct messages. */
  rule: TopicRule | null;
  /** Why the message cannot be sent as it is, in the window's language; null when it can. */
  blocker: string | null;
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
  return { maxMessageLength: realm.maxMessageLength, maxTopicLength: realm.maxTopicLength, rule, blocker };
}
