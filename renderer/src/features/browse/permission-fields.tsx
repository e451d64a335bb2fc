// The can_*_group permissions of a new channel, each with a picker. The Record type makes the
// compiler insist on a label for every permission the shared contract lists.
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { ChannelGroupSetting } from '../../../../shared/objects';
import type { GroupChoice } from './create-channel-params';
import { GroupSettingPicker } from './group-setting-picker';
import { useGroupOptions, usePeopleOptions } from './people-options';

export const PERMISSION_LABELS: Record<ChannelGroupSetting, MessageDescriptor> = defineMessages({
  can_send_message_group: { id: 'browse.permission.send_message', defaultMessage: 'Who can post' },
  can_create_topic_group: {
    id: 'browse.permission.create_topic',
    defaultMessage: 'Who can start new topics',
  },
  can_subscribe_group: { id: 'browse.permission.subscribe', defaultMessage: 'Who can subscribe themselves' },
  can_add_subscribers_group: {
    id: 'browse.permission.add_subscribers',
    defaultMessage: 'Who can add subscribers',
  },
  can_remove_subscribers_group: {
    id: 'browse.permission.remove_subscribers',
    defaultMessage: 'Who can remove subscribers',
  },
  can_administer_channel_group: {
    id: 'browse.permission.administer_channel',
    defaultMessage: 'Who can administer the channel',
  },
  can_resolve_topics_group: {
    id: 'browse.permission.resolve_topics',
    defaultMessage: 'Who can resolve topics',
  },
  can_move_messages_within_channel_group: {
    id: 'browse.permission.move_within_channel',
    defaultMessage: 'Who can move messages between topics',
  },
  can_move_messages_out_of_channel_group: {
    id: 'browse.permission.move_out_of_channel',
    defaultMessage: 'Who can move messages out of the channel',
  },
  can_delete_own_message_group: {
    id: 'browse.permission.delete_own_message',
    defaultMessage: 'Who can delete their own messages',
  },
  can_delete_any_message_group: {
    id: 'browse.permission.delete_any_message',
    defaultMessage: 'Who can delete any message',
  },
});

const DEFAULT_CHOICE: GroupChoice = { kind: 'default' };

interface PermissionFieldsProps {
  groups: Partial<Record<ChannelGroupSetting, GroupChoice>>;
  onChange(setting: ChannelGroupSetting, choice: GroupChoice): void;
}

export function PermissionFields({ groups, onChange }: PermissionFieldsProps) {
  const intl = useIntl();
  const people = usePeopleOptions();
  const groupOptions = useGroupOptions();
  return (
    <details className="form-section permission-fields">
      <summary>
        <FormattedMessage id="browse.permission.heading" defaultMessage="Permissions" />
      </summary>
      <p className="field-hint">
        <FormattedMessage
          id="browse.permission.hint"
          defaultMessage="Left at the organization default unless you choose otherwise."
        />
      </p>
      {(Object.keys(PERMISSION_LABELS) as ChannelGroupSetting[]).map((setting) => (
        <GroupSettingPicker
          key={setting}
          label={intl.formatMessage(PERMISSION_LABELS[setting])}
          value={groups[setting] ?? DEFAULT_CHOICE}
          people={people}
          groups={groupOptions}
          onChange={(choice) => onChange(setting, choice)}
        />
      ))}
    </details>
  );
}
