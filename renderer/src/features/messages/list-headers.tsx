// The separators of a message list: the day ("Today", "Yesterday", else the date in the window's
// language), and in views that mix conversations, whose conversation the following messages belong
// to (channel › topic, or the people in a DM).
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { channelHref, routeHref, topicHref } from '../../routing/route';
import type { StoredMessage } from '../../state/messages';
import { useAppStore } from '../../state/selectors';
import { findChannel } from '../../state/channels';
import { dmUserIdsOf } from './narrow';
import { useEmptyTopicName } from './names';
import { HighlightedText } from '../search/highlighted-text';

const messages = defineMessages({
  today: { id: 'messages.day.today', defaultMessage: 'Today' },
  yesterday: { id: 'messages.day.yesterday', defaultMessage: 'Yesterday' },
  notesToSelf: { id: 'messages.recipient.notes_to_self', defaultMessage: 'You (notes to self)' },
  you: { id: 'messages.recipient.you', defaultMessage: 'You' },
});

/** Zulip's sign before a channel's name, and the mark between a channel and its topic (not words). */
export const CHANNEL_SIGN = '#';
export const TOPIC_DIVIDER = '›';

export function formatDay(
  intl: Pick<IntlShape, 'formatMessage' | 'formatDate'>,
  timestamp: number,
  now = Date.now(),
): string {
  const date = new Date(timestamp * 1000);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString()) return intl.formatMessage(messages.today);
  const yesterday = new Date(now - 86_400_000);
  if (date.toDateString() === yesterday.toDateString()) return intl.formatMessage(messages.yesterday);
  return date.getFullYear() === today.getFullYear()
    ? intl.formatDate(date, { weekday: 'short', month: 'short', day: 'numeric' })
    : intl.formatDate(date, { month: 'short', day: 'numeric', year: 'numeric' });
}

export function DateSeparator({ timestamp }: { timestamp: number }) {
  const intl = useIntl();
  return (
    <div className="date-separator" role="separator">
      <span>{formatDay(intl, timestamp)}</span>
    </div>
  );
}

/** `highlightedTopic`: the topic with a search's matches marked (HTML from the server). */
export function RecipientHeader({
  message,
  highlightedTopic,
}: {
  message: StoredMessage;
  highlightedTopic?: string | undefined;
}) {
  if (message.type === 'stream' && message.stream_id !== undefined) {
    return (
      <ChannelRecipient message={message} streamId={message.stream_id} highlightedTopic={highlightedTopic} />
    );
  }
  return <DirectRecipient message={message} />;
}

function ChannelRecipient({
  message,
  streamId,
  highlightedTopic,
}: {
  message: StoredMessage;
  streamId: number;
  highlightedTopic: string | undefined;
}) {
  const name = useAppStore((s) => findChannel(s.channels, streamId)?.name);
  const color = useAppStore((s) => s.channels.subscriptions.get(streamId)?.color);
  const emptyTopicName = useEmptyTopicName();
  const channelName =
    name ?? (typeof message.display_recipient === 'string' ? message.display_recipient : '');
  return (
    <div className="recipient-header">
      <span
        className="channel-swatch"
        style={color ? { backgroundColor: color } : undefined}
        aria-hidden="true"
      />
      <a href={channelHref(streamId)} className="recipient-channel">
        {CHANNEL_SIGN}
        {channelName}
      </a>
      <span className="recipient-divider" aria-hidden="true">
        {TOPIC_DIVIDER}
      </span>
      <a href={topicHref(streamId, message.subject)} className="recipient-topic">
        {message.subject === '' ? (
          <em>{emptyTopicName}</em>
        ) : highlightedTopic === undefined ? (
          message.subject
        ) : (
          <HighlightedText html={highlightedTopic} />
        )}
      </a>
    </div>
  );
}

function DirectRecipient({ message }: { message: StoredMessage }) {
  const intl = useIntl();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const participants = message.display_recipient;
  const others = dmUserIdsOf(message).filter((id) => id !== ownUserId);
  const names = others.map(
    (id) => (Array.isArray(participants) ? participants.find((p) => p.id === id)?.full_name : '') ?? '',
  );
  const userIds = others.length > 0 ? others : ownUserId !== null ? [ownUserId] : [];
  const label =
    others.length === 0
      ? intl.formatMessage(messages.notesToSelf)
      : intl.formatList([intl.formatMessage(messages.you), ...names]);
  return (
    <div className="recipient-header is-direct">
      <a href={routeHref({ name: 'dm', userIds })} className="recipient-channel">
        {label}
      </a>
    </div>
  );
}
