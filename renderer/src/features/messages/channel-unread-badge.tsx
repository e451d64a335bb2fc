// The unread mark of a channel row, per web_stream_unreads_count_display_policy.
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../state/selectors';
import { channelBadge, channelUnread } from '../../state/unread-counts';
import { useUserSetting } from '../settings/use-user-setting';
import { UnreadBadge } from './unread-badge';

export function channelUnreadHintId(streamId: number): string {
  return `sidebar-unread-channel-${streamId}`;
}

export function ChannelUnreadBadge({ streamId }: { streamId: number }) {
  const policy = useUserSetting('web_stream_unreads_count_display_policy');
  const unread = useAppStore(useShallow((s) => channelUnread(s, streamId)));
  const badge = channelBadge(unread, policy);
  const hintId = channelUnreadHintId(streamId);
  if (badge === null) return <UnreadBadge hintId={hintId} count={0} />;
  if (badge.kind === 'dot') return <UnreadBadge hintId={hintId} count={0} dot />;
  return <UnreadBadge hintId={hintId} count={badge.count} muted={badge.muted} />;
}
