import { useId } from 'react';
import { useDataReady } from '../../state/selectors';
import { ArchivedFoldersToggle } from './archived-folders-toggle';
import { ChannelFilter } from './channel-filter';
import { onChannelRowsKeyDown } from './channel-filter-keys';
import { useFilteredSections } from './channel-filter-sections';
import { ChannelLink, MUTED_HINT_ID, PRIVATE_HINT_ID } from './channel-link';
import { ChannelTopics } from './channel-topics';
import { SidebarActions } from './sidebar-actions';
import { useFirstPaint } from './first-paint';
import type { SidebarSection } from './sidebar-model';
import { SidebarViews } from './sidebar-views';
import { SidebarDirectMessages } from '../messages/sidebar-direct-messages';
import { SidebarMessageViews } from '../messages/sidebar-message-views';
import { TopicHints } from './topic-row';
import { useSidebarSections } from './use-sidebar-sections';

interface SidebarProps {
  currentStreamId: number | null;
}

export function Sidebar({ currentStreamId }: SidebarProps) {
  const ready = useDataReady();
  // A big realm's channels arriving: the rows on screen first, the rest a moment later.
  const { sections: filtered, matches, filtering } = useFilteredSections(useSidebarSections());
  const { sections, partial } = useFirstPaint(filtered);

  return (
    <nav aria-label="Channels" className="sidebar" onKeyDown={onChannelRowsKeyDown}>
      <ChannelFilter matches={matches} shown={filtered} />
      <SidebarActions />
      <SidebarMessageViews />
      <SidebarViews />
      <TopicHints />
      {/* Targets of aria-describedby; hidden text still serves as a description. */}
      <span id={MUTED_HINT_ID} hidden>
        Muted
      </span>
      <span id={PRIVATE_HINT_ID} hidden>
        Private channel
      </span>
      {!ready && <p className="sidebar-note">Loading channels…</p>}
      {ready && sections.length === 0 && (
        <p className="sidebar-note">
          {filtering ? 'No matching channels' : 'You are not subscribed to any channels yet.'}
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
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="sidebar-group">
      <h2 id={headingId} className="sidebar-heading">
        {section.title}
        {section.archived && <span className="archived-mark">(archived)</span>}
      </h2>
      {section.archived && section.channels.length === 0 && <p className="sidebar-note">No channels</p>}
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
