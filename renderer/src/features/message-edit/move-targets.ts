// The channels a message may be moved into: ones the user is subscribed to, not archived, and
// allowed to post in (can_send_message_group; a channel without the setting is open to all). The
// message's own channel is always offered, for moves within it.
import type { GroupSettingValue } from '../../../../shared/objects';
import type { ChannelsState } from '../../state/channels';
import { allMembersOf, type UserGroupsState } from '../../state/user-groups';

export interface MoveTarget {
  streamId: number;
  name: string;
}

export function inGroupSetting(
  groups: UserGroupsState,
  setting: GroupSettingValue | undefined,
  userId: number,
): boolean {
  if (setting === undefined) return true;
  if (typeof setting === 'number') return allMembersOf(groups, setting).has(userId);
  if (setting.direct_members.includes(userId)) return true;
  return setting.direct_subgroups.some((id) => allMembersOf(groups, id).has(userId));
}

export function moveTargets(
  channels: ChannelsState,
  groups: UserGroupsState,
  userId: number,
  currentStreamId: number,
): MoveTarget[] {
  const targets: MoveTarget[] = [];
  for (const sub of channels.subscriptions.values()) {
    const allowed =
      sub.stream_id === currentStreamId ||
      (sub.is_archived !== true && inGroupSetting(groups, sub.can_send_message_group, userId));
    if (allowed) targets.push({ streamId: sub.stream_id, name: sub.name });
  }
  return targets.sort((a, b) => a.name.localeCompare(b.name));
}
