import { useChannel, useDataReady, useRealmName, useSubscriptionColor } from '../../state/selectors';
import { RenderedHtml } from '../common/rendered-html';
import { ChannelActions } from './channel-actions';

export function formatSubscriberCount(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'subscriber' : 'subscribers'}`;
}

/** The selected channel's header: name, description and size. Messages arrive with a later view. */
export function ChannelPane({ streamId }: { streamId: number }) {
  const ready = useDataReady();
  const channel = useChannel(streamId);
  const color = useSubscriptionColor(streamId);
  if (!ready) return <p className="pane-note">Loading…</p>;
  if (channel === undefined) {
    return (
      <section className="pane-empty" aria-labelledby="pane-title">
        <h1 id="pane-title">Channel not found</h1>
        <p>This channel does not exist, or you cannot see it.</p>
      </section>
    );
  }
  const count = channel.subscriber_count ?? channel.subscribers?.length;
  return (
    <article className="channel-pane" aria-labelledby="pane-title">
      <header className="channel-header">
        <span
          className={`channel-swatch channel-swatch-large${channel.invite_only ? ' is-private' : ''}`}
          style={color ? { backgroundColor: color } : undefined}
          aria-hidden="true"
        />
        <h1 id="pane-title">{channel.name}</h1>
        {channel.invite_only && <span className="badge">Private</span>}
        {channel.is_archived === true && <span className="badge">Archived</span>}
        <ChannelActions streamId={streamId} />
      </header>
      {channel.rendered_description ? (
        <RenderedHtml className="channel-description rendered" html={channel.rendered_description} />
      ) : (
        <p className="channel-description is-empty">No description.</p>
      )}
      {count !== undefined && <p className="channel-meta">{formatSubscriberCount(count)}</p>}
    </article>
  );
}

export function WelcomePane() {
  const realmName = useRealmName();
  return (
    <section className="pane-empty" aria-labelledby="pane-title">
      <h1 id="pane-title">{realmName ? `Welcome to ${realmName}` : 'Welcome'}</h1>
      <p>Choose a channel on the left to see what it is about.</p>
    </section>
  );
}
