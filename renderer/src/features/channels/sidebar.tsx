import { useId, useMemo } from 'react';
import { useDataReady, useSidebarSource } from '../../state/selectors';
import { ChannelLink, MUTED_HINT_ID, PRIVATE_HINT_ID } from './channel-link';
import { buildSidebar, type SidebarSection } from './sidebar-model';

interface SidebarProps {
  currentStreamId: number | null;
}

export function Sidebar({ currentStreamId }: SidebarProps) {
  const ready = useDataReady();
  const { subscriptions, folders } = useSidebarSource();
  const sections = useMemo(() => buildSidebar(subscriptions, folders), [subscriptions, folders]);

  return (
    <nav aria-label="Channels" className="sidebar">
      {/* Targets of aria-describedby; hidden text still serves as a description. */}
      <span id={MUTED_HINT_ID} hidden>
        Muted
      </span>
      <span id={PRIVATE_HINT_ID} hidden>
        Private channel
      </span>
      {!ready && <p className="sidebar-note">Loading channels…</p>}
      {ready && sections.length === 0 && (
        <p className="sidebar-note">You are not subscribed to any channels yet.</p>
      )}
      {ready &&
        sections.map((section) => (
          <SidebarGroup key={section.key} section={section} currentStreamId={currentStreamId} />
        ))}
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
      </h2>
      <ul className="channel-list">
        {section.channels.map((channel) => (
          <ChannelLink
            key={channel.streamId}
            channel={channel}
            current={channel.streamId === currentStreamId}
          />
        ))}
      </ul>
    </div>
  );
}
