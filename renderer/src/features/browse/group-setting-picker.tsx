// Who holds one channel permission: the server's default, one group, or chosen people and groups
// (an anonymous group-setting value).
import { useId, type ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { GroupChoice } from './create-channel-params';
import type { GroupOption, PersonOption } from './people-options';

interface GroupSettingPickerProps {
  label: string;
  value: GroupChoice;
  people: readonly PersonOption[];
  groups: readonly GroupOption[];
  onChange(value: GroupChoice): void;
}

const messages = defineMessages<{ people: { setting: string }; groups: { setting: string } }>({
  people: { id: 'browse.permission.people', defaultMessage: '{setting}: people' },
  groups: { id: 'browse.permission.groups', defaultMessage: '{setting}: groups' },
});

const selectedIds = (event: ChangeEvent<HTMLSelectElement>) =>
  [...event.target.selectedOptions].map((option) => Number(option.value));

export function GroupSettingPicker({ label, value, people, groups, onChange }: GroupSettingPickerProps) {
  const intl = useIntl();
  const id = useId();
  const mode = value.kind === 'group' ? String(value.groupId) : value.kind;

  function choose(next: string) {
    if (next === 'default') onChange({ kind: 'default' });
    else if (next === 'custom') onChange({ kind: 'custom', userIds: [], groupIds: [] });
    else onChange({ kind: 'group', groupId: Number(next) });
  }

  return (
    <div className="group-picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={mode} onChange={(event) => choose(event.target.value)}>
        <option value="default">
          {intl.formatMessage({ id: 'browse.permission.default', defaultMessage: 'Organization default' })}
        </option>
        {groups.map((group) => (
          <option key={group.id} value={String(group.id)}>
            {group.label}
          </option>
        ))}
        <option value="custom">
          {intl.formatMessage({
            id: 'browse.permission.custom',
            defaultMessage: 'Specific people and groups…',
          })}
        </option>
      </select>
      {value.kind === 'custom' && (
        <div className="group-picker-custom">
          <select
            multiple
            aria-label={intl.formatMessage(messages.people, { setting: label })}
            value={value.userIds.map(String)}
            onChange={(event) => onChange({ ...value, userIds: selectedIds(event) })}
          >
            {people.map((person) => (
              <option key={person.userId} value={String(person.userId)}>
                {person.label}
              </option>
            ))}
          </select>
          <select
            multiple
            aria-label={intl.formatMessage(messages.groups, { setting: label })}
            value={value.groupIds.map(String)}
            onChange={(event) => onChange({ ...value, groupIds: selectedIds(event) })}
          >
            {groups.map((group) => (
              <option key={group.id} value={String(group.id)}>
                {group.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
