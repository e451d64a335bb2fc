// The separators of a message list: the day, and in views that mix conversations, whose
// conversation the following messages belong to (channel › topic, or the people in a DM).
import { channelHref, routeHref, topicHref } from '../../routing/route';
import type { StoredMessage } from '../../state/messages';
import { useAppStore } from '../../state/selectors';
import { findChannel } from '../../state/channels';
import { dmUserIdsOf } from './narrow';
import { HighlightedText } from '../search/highlighted-text';

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
const dayYearFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function formatDay(timestamp: number, now = Date.now()): string {
  const date = new Date(timestamp * 1000);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString()) return 'Today';
  const yesterday = new Date(now - 86_400_000);
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return date.getFullYear() === today.getFullYear() ? dayFormat.format(date) : dayYearFormat.format(date);
}

export function DateSeparator({ timestamp }: { timestamp: number }) {
  return (
    <div className="date-separator" role="separator">
      <span>{formatDay(timestamp)}</span>
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
  const emptyTopicName = useAppStore((s) => s.realm.emptyTopicDisplayName) || 'general chat';
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
        #{channelName}
      </a>
      <span className="recipient-divider" aria-hidden="true">
        ›
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
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const participants = message.display_recipient;
  const others = dmUserIdsOf(message).filter((id) => id !== ownUserId);
  const names = others.map(
    (id) => (Array.isArray(participants) ? participants.find((p) => p.id === id)?.full_name : '') ?? '',
  );
  const userIds = others.length > 0 ? others : ownUserId !== null ? [ownUserId] : [];
  const label = others.length === 0 ? 'You (notes to self)' : `You and ${names.join(', ')}`;
  return (
    <div className="recipient-header is-direct">
      <a href={routeHref({ name: 'dm', userIds })} className="recipient-channel">
        {label}
      </a>
    </div>
  );
}
