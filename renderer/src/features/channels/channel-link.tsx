// One channel row of the sidebar: the link (its accessible name the channel's name alone), the unread
// mark, and whatever the row shows after it (the topics toggle and list).
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { channelHref } from '../../routing/route';
import type { SidebarChannel } from './sidebar-model';
import { ChannelUnreadBadge, channelUnreadHintId } from '../messages/channel-unread-badge';

export const MUTED_HINT_ID = 'sidebar-hint-muted';
export const PRIVATE_HINT_ID = 'sidebar-hint-private';

const messages = defineMessages({
  muted: { id: 'channels.sidebar.muted_title', defaultMessage: 'Muted' },
});

interface ChannelLinkProps {
  channel: SidebarChannel;
  current: boolean;
  /** Shown after the link inside the row (the topics toggle and list). */
  children?: ReactNode;
}

/** One sidebar row. Its accessible name is exactly the channel name; muted/private are descriptions. */
export function ChannelLink({ channel, current, children }: ChannelLinkProps) {
  const intl = useIntl();
  const hints = [
    channel.muted && MUTED_HINT_ID,
    channel.inviteOnly && PRIVATE_HINT_ID,
    channelUnreadHintId(channel.streamId),
  ].filter(Boolean);
  const classes = ['channel-link', channel.muted && 'is-muted', current && 'is-current'].filter(Boolean);
  return (
    <li className="channel-item">
      <a
        href={channelHref(channel.streamId)}
        className={classes.join(' ')}
        aria-current={current ? 'page' : undefined}
        aria-describedby={hints.length > 0 ? hints.join(' ') : undefined}
        title={channel.muted ? intl.formatMessage(messages.muted) : undefined}
      >
        <span
          className={`channel-swatch${channel.inviteOnly ? ' is-private' : ''}`}
          style={channel.color ? { backgroundColor: channel.color } : undefined}
          aria-hidden="true"
        />
        <span className="channel-name">{channel.name}</span>
        <ChannelUnreadBadge streamId={channel.streamId} />
      </a>
      {children}
    </li>
  );
}
