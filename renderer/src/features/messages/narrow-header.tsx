// The title bar of a message view. A channel keeps the channel pane's header (name, badges,
// actions, description, size); a search says what was searched; other narrows name what they show.
import { defineMessages, useIntl } from 'react-intl';
import { channelHref } from '../../routing/route';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { ChannelPane } from '../channels/channel-pane';
import { CHANNEL_SIGN, TOPIC_DIVIDER } from './list-headers';
import type { Narrow } from './narrow';
import { conversationName, nameMessages, useEmptyTopicName } from './names';
import { SearchHeader } from '../search/search-header';

const TITLES = defineMessages({
  feed: { id: 'messages.title.feed', defaultMessage: 'Combined feed' },
  mentions: { id: 'messages.title.mentions', defaultMessage: 'Mentions' },
  starred: { id: 'messages.title.starred', defaultMessage: 'Starred messages' },
  all: { id: 'messages.title.all', defaultMessage: 'All messages' },
});

/** The channel › topic mark, with room on both sides (a symbol, not a word). */
const SPACED_DIVIDER = ` ${TOPIC_DIVIDER} `;

export function NarrowHeader({ narrow }: { narrow: Narrow }) {
  const intl = useIntl();
  switch (narrow.kind) {
    case 'channel':
      return <ChannelPane streamId={narrow.streamId} />;
    case 'topic':
      return <TopicHeader streamId={narrow.streamId} topic={narrow.topic} />;
    case 'dm':
      return <DirectHeader userIds={narrow.userIds} />;
    case 'search':
      return <SearchHeader terms={narrow.terms} />;
    default:
      return (
        <header className="narrow-header">
          <h1 id="pane-title">{intl.formatMessage(TITLES[narrow.kind])}</h1>
        </header>
      );
  }
}

function TopicHeader({ streamId, topic }: { streamId: number; topic: string }) {
  const intl = useIntl();
  const name = useAppStore((s) => findChannel(s.channels, streamId)?.name);
  const color = useAppStore((s) => s.channels.subscriptions.get(streamId)?.color);
  const emptyTopicName = useEmptyTopicName();
  return (
    <header className="narrow-header">
      <span
        className="channel-swatch channel-swatch-large"
        style={color ? { backgroundColor: color } : undefined}
        aria-hidden="true"
      />
      <h1 id="pane-title">
        <a href={channelHref(streamId)} className="narrow-header-channel">
          {CHANNEL_SIGN}
          {name ?? intl.formatMessage(nameMessages.unknownChannel)}
        </a>
        <span className="recipient-divider" aria-hidden="true">
          {SPACED_DIVIDER}
        </span>
        <span className="narrow-header-topic">{topic === '' ? <em>{emptyTopicName}</em> : topic}</span>
      </h1>
    </header>
  );
}

function DirectHeader({ userIds }: { userIds: readonly number[] }) {
  const intl = useIntl();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const title = useAppStore((s) => conversationName(intl, s.users, userIds, ownUserId));
  return (
    <header className="narrow-header">
      <h1 id="pane-title">{title}</h1>
    </header>
  );
}
