// The "to" line of compose: the channel and an editable topic, the people of a direct message, or —
// in views that fix neither (feed, mentions, starred) — a choice between the two.
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { ChannelName, ChannelSelect } from './compose-channel-field';
import type { ComposeRecipient, TopicRule } from './compose-rules';
import type { ComposeSetup } from './compose-target';
import { RecipientPicker, recipientMessages } from './recipient-picker';
import { topicTooLong } from './text-limits';

const messages = defineMessages<{
  readonly topic: NoMessageValues;
  readonly kind: NoMessageValues;
  readonly channelKind: NoMessageValues;
  readonly directKind: NoMessageValues;
  readonly to: { readonly people: MessageValue };
}>({
  topic: { id: 'compose.recipient.topic', defaultMessage: 'Topic' },
  kind: { id: 'compose.recipient.kind_label', defaultMessage: 'Message type' },
  channelKind: { id: 'compose.recipient.kind_channel', defaultMessage: 'Channel' },
  directKind: { id: 'compose.recipient.kind_direct', defaultMessage: 'Direct message' },
  to: { id: 'compose.recipient.to', defaultMessage: 'To: {people}' },
});

/** Zulip's mark between the channel and the topic ("#design › colours"). */
const TOPIC_SEPARATOR = '›';

interface Props {
  recipient: ComposeRecipient;
  lock: ComposeSetup['lock'];
  topicRule: TopicRule | null;
  maxTopicLength: number;
  onChange(recipient: ComposeRecipient): void;
}

export function ComposeRecipientRow({ recipient, lock, topicRule, maxTopicLength, onChange }: Props) {
  const intl = useIntl();
  return (
    <div className="compose-recipient">
      {lock === 'none' && <KindSwitch recipient={recipient} onChange={onChange} />}
      {recipient.type === 'channel' ? (
        <>
          {lock === 'channel' && recipient.streamId !== null ? (
            <ChannelName streamId={recipient.streamId} />
          ) : (
            <ChannelSelect
              streamId={recipient.streamId}
              onChange={(streamId) => onChange({ ...recipient, streamId })}
            />
          )}
          <span className="compose-recipient-separator" aria-hidden="true">
            {TOPIC_SEPARATOR}
          </span>
          <input
            className="compose-topic"
            type="text"
            aria-label={intl.formatMessage(messages.topic)}
            value={topicRule?.emptyOnly ? '' : recipient.topic}
            placeholder={topicRule?.placeholder ?? intl.formatMessage(messages.topic)}
            // No maxLength: the browser would silently cut a pasted topic; compose says what is too long.
            aria-invalid={topicTooLong(recipient.topic, maxTopicLength)}
            disabled={topicRule?.emptyOnly === true}
            required={topicRule?.required === true}
            onChange={(event) => onChange({ ...recipient, topic: event.target.value })}
          />
        </>
      ) : lock === 'people' ? (
        <DirectNames userIds={recipient.userIds} />
      ) : (
        <RecipientPicker
          userIds={recipient.userIds}
          onChange={(userIds) => onChange({ type: 'direct', userIds })}
        />
      )}
    </div>
  );
}

function KindSwitch({ recipient, onChange }: Pick<Props, 'recipient' | 'onChange'>) {
  const intl = useIntl();
  return (
    <div className="compose-kind" role="group" aria-label={intl.formatMessage(messages.kind)}>
      <button
        type="button"
        className="compose-kind-option"
        aria-pressed={recipient.type === 'channel'}
        onClick={() =>
          recipient.type !== 'channel' && onChange({ type: 'channel', streamId: null, topic: '' })
        }
      >
        {intl.formatMessage(messages.channelKind)}
      </button>
      <button
        type="button"
        className="compose-kind-option"
        aria-pressed={recipient.type === 'direct'}
        onClick={() => recipient.type !== 'direct' && onChange({ type: 'direct', userIds: [] })}
      >
        {intl.formatMessage(messages.directKind)}
      </button>
    </div>
  );
}

function DirectNames({ userIds }: { userIds: readonly number[] }) {
  const intl = useIntl();
  const unknown = (id: number) => intl.formatMessage(recipientMessages.unknownUser, { id: String(id) });
  const names = useAppStore(
    useShallow((s) => userIds.map((id) => findUser(s.users, id)?.full_name ?? unknown(id))),
  );
  return (
    <span className="compose-direct-names">
      {intl.formatMessage(messages.to, { people: intl.formatList(names, { type: 'conjunction' }) })}
    </span>
  );
}
