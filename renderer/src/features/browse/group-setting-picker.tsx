// Who holds one channel permission: the server's default, one group, or chosen people and groups
// (an anonymous group-setting value).
import { useId, type ChangeEvent } from 'react';
import type { GroupChoice } from './create-channel-params';
import type { GroupOption, PersonOption } from './people-options';

interface GroupSettingPickerProps {
  label: string;
  value: GroupChoice;
  people: readonly PersonOption[];
  groups: readonly GroupOption[];
  onChange(value: GroupChoice): void;
}

const selectedIds = (event: ChangeEvent<HTMLSelectElement>) =>
  [...event.target.selectedOptions].map((option) => Number(option.value));

export function GroupSettingPicker({ label, value, people, groups, onChange }: GroupSettingPickerProps) {
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
        <option value="default">Organization default</option>
        {groups.map((group) => (
          <option key={group.id} value={String(group.id)}>
            {group.label}
          </option>
        ))}
        <option value="custom">Specific people and groups…</option>
      </select>
      {value.kind === 'custom' && (
        <div className="group-picker-custom">
          <select
            multiple
            aria-label={`${label}: people`}
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
            aria-label={`${label}: groups`}
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
