import { channelHref } from '../../routing/route';
import type { SidebarChannel } from './sidebar-model';

export const MUTED_HINT_ID = 'sidebar-hint-muted';
export const PRIVATE_HINT_ID = 'sidebar-hint-private';

interface ChannelLinkProps {
  channel: SidebarChannel;
  current: boolean;
}

/** One sidebar row. Its accessible name is exactly the channel name; muted/private are descriptions. */
export function ChannelLink({ channel, current }: ChannelLinkProps) {
  const hints = [channel.muted && MUTED_HINT_ID, channel.inviteOnly && PRIVATE_HINT_ID].filter(Boolean);
  const classes = ['channel-link', channel.muted && 'is-muted', current && 'is-current'].filter(Boolean);
  return (
    <li>
      <a
        href={channelHref(channel.streamId)}
        className={classes.join(' ')}
        aria-current={current ? 'page' : undefined}
        aria-describedby={hints.length > 0 ? hints.join(' ') : undefined}
        title={channel.muted ? 'Muted' : undefined}
      >
        <span
          className={`channel-swatch${channel.inviteOnly ? ' is-private' : ''}`}
          style={channel.color ? { backgroundColor: channel.color } : undefined}
          aria-hidden="true"
        />
        <span className="channel-name">{channel.name}</span>
      </a>
    </li>
  );
}
