// The channel's header pane (name, badges, description, size and the channel menu), and the pane
// shown before any channel is chosen.
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { useChannel, useDataReady, useRealmName, useSubscriptionColor } from '../../state/selectors';
import { RenderedHtml } from '../common/rendered-html';
import { ChannelActions } from './channel-actions';

export const channelPaneMessages = defineMessages<{
  subscribers: { count: number };
  welcomeTo: { realm: string };
  welcome: NoMessageValues;
}>({
  subscribers: {
    id: 'channels.pane.subscriber_count',
    defaultMessage: '{count, plural, one {# subscriber} other {# subscribers}}',
  },
  welcomeTo: { id: 'channels.welcome.title_with_realm', defaultMessage: 'Welcome to {realm}' },
  welcome: { id: 'channels.welcome.title', defaultMessage: 'Welcome' },
});

/** The selected channel's header: name, description and size. Messages arrive with a later view. */
export function ChannelPane({ streamId }: { streamId: number }) {
  const intl = useIntl();
  const ready = useDataReady();
  const channel = useChannel(streamId);
  const color = useSubscriptionColor(streamId);
  if (!ready) {
    return (
      <p className="pane-note">
        <FormattedMessage id="channels.pane.loading" defaultMessage="Loading…" />
      </p>
    );
  }
  if (channel === undefined) {
    return (
      <section className="pane-empty" aria-labelledby="pane-title">
        <h1 id="pane-title">
          <FormattedMessage id="channels.pane.not_found" defaultMessage="Channel not found" />
        </h1>
        <p>
          <FormattedMessage
            id="channels.pane.not_found_detail"
            defaultMessage="This channel does not exist, or you cannot see it."
          />
        </p>
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
        {channel.invite_only && (
          <span className="badge">
            <FormattedMessage id="channels.pane.private_badge" defaultMessage="Private" />
          </span>
        )}
        {channel.is_archived === true && (
          <span className="badge">
            <FormattedMessage id="channels.pane.archived_badge" defaultMessage="Archived" />
          </span>
        )}
        <ChannelActions streamId={streamId} />
      </header>
      {channel.rendered_description ? (
        <RenderedHtml className="channel-description rendered" html={channel.rendered_description} />
      ) : (
        <p className="channel-description is-empty">
          <FormattedMessage id="channels.pane.no_description" defaultMessage="No description." />
        </p>
      )}
      {count !== undefined && (
        <p className="channel-meta">{intl.formatMessage(channelPaneMessages.subscribers, { count })}</p>
      )}
    </article>
  );
}

export function WelcomePane() {
  const intl = useIntl();
  const realmName = useRealmName();
  return (
    <section className="pane-empty" aria-labelledby="pane-title">
      <h1 id="pane-title">
        {realmName
          ? intl.formatMessage(channelPaneMessages.welcomeTo, { realm: realmName })
          : intl.formatMessage(channelPaneMessages.welcome)}
      </h1>
      <p>
        <FormattedMessage
          id="channels.welcome.hint"
          defaultMessage="Choose a channel in the sidebar to see what it is about."
        />
      </p>
    </section>
  );
}
