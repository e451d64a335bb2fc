// The can_*_group permissions of a new channel, each with a picker. The Record type makes the
// compiler insist on a label for every permission the shared contract lists.
import type { ChannelGroupSetting } from '../../../../shared/objects';
import type { GroupChoice } from './create-channel-params';
import { GroupSettingPicker } from './group-setting-picker';
import { useGroupOptions, usePeopleOptions } from './people-options';

export const PERMISSION_LABELS: Record<ChannelGroupSetting, string> = {
  can_send_message_group: 'Who can post',
  can_create_topic_group: 'Who can start new topics',
  can_subscribe_group: 'Who can subscribe themselves',
  can_add_subscribers_group: 'Who can add subscribers',
  can_remove_subscribers_group: 'Who can remove subscribers',
  can_administer_channel_group: 'Who can administer the channel',
  can_resolve_topics_group: 'Who can resolve topics',
  can_move_messages_within_channel_group: 'Who can move messages between topics',
  can_move_messages_out_of_channel_group: 'Who can move messages out of the channel',
  can_delete_own_message_group: 'Who can delete their own messages',
  can_delete_any_message_group: 'Who can delete any message',
};

const DEFAULT_CHOICE: GroupChoice = { kind: 'default' };

interface PermissionFieldsProps {
  groups: Partial<Record<ChannelGroupSetting, GroupChoice>>;
  onChange(setting: ChannelGroupSetting, choice: GroupChoice): void;
}

export function PermissionFields({ groups, onChange }: PermissionFieldsProps) {
  const people = usePeopleOptions();
  const groupOptions = useGroupOptions();
  return (
    <details className="form-section permission-fields">
      <summary>Permissions</summary>
      <p className="field-hint">Left at the organization default unless you choose otherwise.</p>
      {(Object.keys(PERMISSION_LABELS) as ChannelGroupSetting[]).map((setting) => (
        <GroupSettingPicker
          key={setting}
          label={PERMISSION_LABELS[setting]}
          value={groups[setting] ?? DEFAULT_CHOICE}
          people={people}
          groups={groupOptions}
          onChange={(choice) => onChange(setting, choice)}
        />
      ))}
    </details>
  );
}
