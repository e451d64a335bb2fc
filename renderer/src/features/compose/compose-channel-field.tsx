// The channel part of compose's "to" line: the channel's name where the view fixes it, or a choice
// among the user's subscribed, unarchived channels (sorted as the user's language sorts).
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { useAppStore } from '../../state/selectors';

const messages = defineMessages<{
  readonly channel: NoMessageValues;
  readonly chooseChannel: NoMessageValues;
  readonly unknownChannel: { readonly id: MessageValue };
}>({
  channel: { id: 'compose.recipient.channel_label', defaultMessage: 'Channel' },
  chooseChannel: { id: 'compose.recipient.choose_channel', defaultMessage: 'Choose a channel…' },
  unknownChannel: { id: 'compose.recipient.unknown_channel', defaultMessage: 'channel {id}' },
});

/** Zulip's mark before a channel's name ("#design"). */
const CHANNEL_MARK = '#';

export function ChannelName({ streamId }: { streamId: number }) {
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

export function ChannelSelect({
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
