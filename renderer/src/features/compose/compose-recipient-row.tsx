// The "to" line of compose: the channel and an editable topic, the people of a direct message, or —
// in views that fix neither (feed, mentions, starred) — a choice between the two.
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import type { ComposeRecipient, TopicRule } from './compose-rules';
import type { ComposeSetup } from './compose-target';
import { RecipientPicker, recipientMessages } from './recipient-picker';
import { topicTooLong } from './text-limits';

const messages = defineMessages<{
  readonly topic: NoMessageValues;
  readonly kind: NoMessageValues;
  readonly channelKind: NoMessageValues;
  readonly directKind: NoMessageValues;
  readonly channel: NoMessageValues;
  readonly chooseChannel: NoMessageValues;
  readonly unknownChannel: { readonly id: MessageValue };
  readonly to: { readonly people: MessageValue };
}>({
  topic: { id: 'compose.recipient.topic', defaultMessage: 'Topic' },
  kind: { id: 'compose.recipient.kind_label', defaultMessage: 'Message type' },
  channelKind: { id: 'compose.recipient.kind_channel', defaultMessage: 'Channel' },
  directKind: { id: 'compose.recipient.kind_direct', defaultMessage: 'Direct message' },
  channel: { id: 'compose.recipient.channel_label', defaultMessage: 'Channel' },
  chooseChannel: { id: 'compose.recipient.choose_channel', defaultMessage: 'Choose a channel…' },
  unknownChannel: { id: 'compose.recipient.unknown_channel', defaultMessage: 'channel {id}' },
  to: { id: 'compose.recipient.to', defaultMessage: 'To: {people}' },
});

/** Zulip's mark before a channel's name ("#design"), and between the channel and the topic. */
const CHANNEL_MARK = '#';
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

function ChannelName({ streamId }: { streamId: number }) {
  const intl = useIntl();
  const name = useAppStore(
    (s) => s.channels.subscriptions.get(streamId)?.name ?? s.channels.streams.get(streamId)?.name,
  );
  return (
    <span className="compose-channel-name">
      {CHANNEL_MARK}
      {name ?? intl.formatMessage(messages.unknownChannel, { id: String(streamId) })}
    </span>
  );
}

function ChannelSelect({
  streamId,
  onChange,
}: {
  streamId: number | null;
  onChange(id: number | null): void;
}) {
  const intl = useIntl();
  const subscriptions = useAppStore((s) => s.channels.subscriptions);
  const choices = [...subscriptions.values()]
    .filter((sub) => sub.is_archived !== true)
    .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  return (
    <select
      className="compose-channel-select"
      aria-label={intl.formatMessage(messages.channel)}
      value={streamId ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{intl.formatMessage(messages.chooseChannel)}</option>
      {choices.map((sub) => (
        <option key={sub.stream_id} value={sub.stream_id}>
          {CHANNEL_MARK}
          {sub.name}
        </option>
      ))}
    </select>
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
