// The channel sidebar: the filter and actions, the message views, the channels by folder with their
// topics, then the direct messages. Hidden hint texts serve as the rows' descriptions.
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useDataReady } from '../../state/selectors';
import { ArchivedFoldersToggle } from './archived-folders-toggle';
import { ChannelFilter } from './channel-filter';
import { onChannelRowsKeyDown } from './channel-filter-keys';
import { useFilteredSections } from './channel-filter-sections';
import { ChannelLink, MUTED_HINT_ID, PRIVATE_HINT_ID } from './channel-link';
import { ChannelTopics } from './channel-topics';
import { SidebarActions } from './sidebar-actions';
import { useFirstPaint } from './first-paint';
import { sectionTitle, type SidebarSection } from './sidebar-model';
import { SidebarViews } from './sidebar-views';
import { SidebarDirectMessages } from '../messages/sidebar-direct-messages';
import { SidebarMessageViews } from '../messages/sidebar-message-views';
import { TopicHints } from './topic-row';
import { useSidebarSections } from './use-sidebar-sections';

const messages = defineMessages({
  nav: { id: 'channels.sidebar.nav_label', defaultMessage: 'Channels' },
  noMatch: { id: 'channels.sidebar.no_match', defaultMessage: 'No matching channels' },
  noSubscriptions: {
    id: 'channels.sidebar.no_subscriptions',
    defaultMessage: 'You are not subscribed to any channels yet.',
  },
});

interface SidebarProps {
  currentStreamId: number | null;
}

export function Sidebar({ currentStreamId }: SidebarProps) {
  const intl = useIntl();
  const ready = useDataReady();
  // A big realm's channels arriving: the rows on screen first, the rest a moment later.
  const { sections: filtered, matches, filtering } = useFilteredSections(useSidebarSections());
  const { sections, partial } = useFirstPaint(filtered);

  return (
    <nav aria-label={intl.formatMessage(messages.nav)} className="sidebar" onKeyDown={onChannelRowsKeyDown}>
      <ChannelFilter matches={matches} shown={filtered} />
      <SidebarActions />
      <SidebarMessageViews />
      <SidebarViews />
      <TopicHints />
      {/* Targets of aria-describedby; hidden text still serves as a description. */}
      <span id={MUTED_HINT_ID} hidden>
        <FormattedMessage id="channels.sidebar.muted_hint" defaultMessage="Muted" />
      </span>
      <span id={PRIVATE_HINT_ID} hidden>
        <FormattedMessage id="channels.sidebar.private_hint" defaultMessage="Private channel" />
      </span>
      {!ready && (
        <p className="sidebar-note">
          <FormattedMessage id="channels.sidebar.loading" defaultMessage="Loading channels…" />
        </p>
      )}
      {ready && sections.length === 0 && (
        <p className="sidebar-note">
          {intl.formatMessage(filtering ? messages.noMatch : messages.noSubscriptions)}
        </p>
      )}
      {ready &&
        sections.map((section) => (
          <SidebarGroup key={section.key} section={section} currentStreamId={currentStreamId} />
        ))}
      {ready && !partial && <ArchivedFoldersToggle />}
      {ready && !partial && <SidebarDirectMessages />}
    </nav>
  );
}

function SidebarGroup({
  section,
  currentStreamId,
}: {
  section: SidebarSection;
  currentStreamId: number | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="sidebar-group">
      <h2 id={headingId} className="sidebar-heading">
        {sectionTitle(intl, section.title)}
        {section.archived && (
          <span className="archived-mark">
            <FormattedMessage id="channels.sidebar.archived_mark" defaultMessage="(archived)" />
          </span>
        )}
      </h2>
      {section.archived && section.channels.length === 0 && (
        <p className="sidebar-note">
          <FormattedMessage id="channels.sidebar.folder_empty" defaultMessage="No channels" />
        </p>
      )}
      <ul className="channel-list">
        {section.channels.map((channel) => (
          <ChannelLink
            key={channel.streamId}
            channel={channel}
            current={channel.streamId === currentStreamId}
          >
            <ChannelTopics streamId={channel.streamId} channelName={channel.name} />
          </ChannelLink>
        ))}
      </ul>
    </div>
  );
}
