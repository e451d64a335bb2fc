// The channels a message may be moved into: ones the user is subscribed to, not archived, and
// allowed to post in (can_send_message_group; servers without the setting decide themselves). The
// message's own channel is always offered, for moves within it.
import type { ChannelsState } from '../../state/channels';
import { asGroupSettingValue, isInGroupSetting } from '../../state/group-setting-membership';
import type { UserGroupsState } from '../../state/user-groups';

export interface MoveTarget {
  streamId: number;
  name: string;
}

export function moveTargets(
  channels: ChannelsState,
  groups: UserGroupsState,
  userId: number,
  currentStreamId: number,
  /** The language names sort in. */
  locale: string,
): MoveTarget[] {
  const targets: MoveTarget[] = [];
  for (const sub of channels.subscriptions.values()) {
    const setting = asGroupSettingValue(sub.can_send_message_group);
    const mayPost = setting === undefined || isInGroupSetting(groups, setting, userId);
    if (sub.stream_id === currentStreamId || (sub.is_archived !== true && mayPost)) {
      targets.push({ streamId: sub.stream_id, name: sub.name });
    }
  }
  return targets.sort((a, b) => a.name.localeCompare(b.name, locale));
}
