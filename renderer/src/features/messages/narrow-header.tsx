// The title bar of a message view. A channel keeps the channel pane's header (name, badges,
// actions, description, size); a search says what was searched; other narrows name what they show.
import { useShallow } from 'zustand/react/shallow';
import { channelHref } from '../../routing/route';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { ChannelPane } from '../channels/channel-pane';
import type { Narrow } from './narrow';
import { SearchHeader } from '../search/search-header';

const TITLES = {
  feed: 'Combined feed',
  mentions: 'Mentions',
  starred: 'Starred messages',
  all: 'All messages',
} as const;

export function NarrowHeader({ narrow }: { narrow: Narrow }) {
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
          <h1 id="pane-title">{TITLES[narrow.kind]}</h1>
        </header>
      );
  }
}

function TopicHeader({ streamId, topic }: { streamId: number; topic: string }) {
  const name = useAppStore((s) => findChannel(s.channels, streamId)?.name);
  const color = useAppStore((s) => s.channels.subscriptions.get(streamId)?.color);
  const emptyTopicName = useAppStore((s) => s.realm.emptyTopicDisplayName) || 'general chat';
  return (
    <header className="narrow-header">
      <span
        className="channel-swatch channel-swatch-large"
        style={color ? { backgroundColor: color } : undefined}
        aria-hidden="true"
      />
      <h1 id="pane-title">
        <a href={channelHref(streamId)} className="narrow-header-channel">
          #{name ?? 'unknown channel'}
        </a>
        <span className="recipient-divider" aria-hidden="true">
          {' › '}
        </span>
        <span className="narrow-header-topic">{topic === '' ? <em>{emptyTopicName}</em> : topic}</span>
      </h1>
    </header>
  );
}

function DirectHeader({ userIds }: { userIds: readonly number[] }) {
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const names = useAppStore(
    useShallow((s) => userIds.map((id) => findUser(s.users, id)?.full_name ?? `User ${id}`)),
  );
  const self = userIds.length === 1 && userIds[0] === ownUserId;
  return (
    <header className="narrow-header">
      <h1 id="pane-title">{self ? 'Notes to self' : names.join(', ')}</h1>
    </header>
  );
}
