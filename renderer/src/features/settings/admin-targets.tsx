// The two pickers of the administrator section: people (searchable) and groups, as checkbox lists.
import { useMemo, useState } from 'react';
import { useActiveUsers, useAppStore } from '../../state/selectors';
import { allMembersOf, groupSummary } from '../../state/user-groups';
import { groupLabel, pickableGroup } from './admin-model';

/** Long lists are cut here; the filter narrows them. */
const MAX_LISTED = 200;

function toggle(list: readonly number[], id: number, on: boolean): number[] {
  return on ? [...new Set([...list, id])] : list.filter((x) => x !== id);
}

interface PickerProps {
  selected: readonly number[];
  onChange(ids: number[]): void;
}

export function PeoplePicker({ selected, onChange }: PickerProps) {
  const [filter, setFilter] = useState('');
  const users = useActiveUsers();
  const people = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return users
      .filter((user) => !user.is_bot)
      .filter((user) => !needle || `${user.full_name} ${user.email}`.toLowerCase().includes(needle))
      .sort((a, b) => a.full_name.localeCompare(b.full_name));
  }, [users, filter]);

  return (
    <fieldset className="picker">
      <legend>People ({selected.length} selected)</legend>
      <input
        type="search"
        className="text-input picker-filter"
        placeholder="Filter people"
        aria-label="Filter people"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="picker-list">
        {people.slice(0, MAX_LISTED).map((user) => (
          <li key={user.user_id}>
            <label className="picker-item">
              <input
                type="checkbox"
                data-testid={`admin-user-${user.user_id}`}
                checked={selected.includes(user.user_id)}
                onChange={(event) => onChange(toggle(selected, user.user_id, event.target.checked))}
              />
              <span className="picker-name">{user.full_name}</span>
              <span className="picker-detail">{user.email}</span>
            </label>
          </li>
        ))}
      </ul>
      {people.length > MAX_LISTED && (
        <p className="picker-note">
          Showing {MAX_LISTED} of {people.length}; type in the filter to find others.
        </p>
      )}
      {people.length === 0 && <p className="picker-note">Nobody matches.</p>}
    </fieldset>
  );
}

export function GroupPicker({ selected, onChange }: PickerProps) {
  const groupsById = useAppStore((s) => s.userGroups.byId);
  const groups = useMemo(
    () =>
      [...groupsById.values()]
        .map(groupSummary)
        .filter(pickableGroup)
        // A group may hold people through its subgroups, so count members all the way down.
        .map((group) => ({ ...group, count: allMembersOf({ byId: groupsById }, group.id).size }))
        .sort((a, b) => Number(b.isSystemGroup) - Number(a.isSystemGroup) || a.name.localeCompare(b.name)),
    [groupsById],
  );

  return (
    <fieldset className="picker">
      <legend>Groups ({selected.length} selected)</legend>
      <ul className="picker-list">
        {groups.map((group) => (
          <li key={group.id}>
            <label className="picker-item">
              <input
                type="checkbox"
                data-testid={`admin-group-${group.id}`}
                checked={selected.includes(group.id)}
                onChange={(event) => onChange(toggle(selected, group.id, event.target.checked))}
              />
              <span className="picker-name">{groupLabel(group)}</span>
              {/* Role groups are defined by role, not by a member list, so only named groups get a count. */}
              {!group.isSystemGroup && (
                <span className="picker-detail">
                  {group.count} {group.count === 1 ? 'member' : 'members'}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {groups.length === 0 && <p className="picker-note">This organization has no groups to choose.</p>}
    </fieldset>
  );
}
