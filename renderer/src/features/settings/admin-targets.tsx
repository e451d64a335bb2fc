// The two pickers of the administrator section: people (searchable) and groups, as checkbox lists.
// Names sort in the order of the user's language.
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useActiveUsers, useAppStore } from '../../state/selectors';
import { allMembersOf, groupSummary } from '../../state/user-groups';
import { groupLabel, pickableGroup } from './admin-model';

const messages = defineMessages<{
  people: { count: number };
  filter: NoMessageValues;
  cut: { shown: number; total: number };
  nobody: NoMessageValues;
  groups: { count: number };
  members: { count: number };
  noGroups: NoMessageValues;
}>({
  people: { id: 'settings.admin.people', defaultMessage: 'People ({count, number} selected)' },
  filter: { id: 'settings.admin.filter_people', defaultMessage: 'Filter people' },
  cut: {
    id: 'settings.admin.people_cut',
    defaultMessage: 'Showing {shown, number} of {total, number}; type in the filter to find others.',
  },
  nobody: { id: 'settings.admin.nobody_matches', defaultMessage: 'Nobody matches.' },
  groups: { id: 'settings.admin.groups', defaultMessage: 'Groups ({count, number} selected)' },
  members: {
    id: 'settings.admin.group_members',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
  noGroups: { id: 'settings.admin.no_groups', defaultMessage: 'This organization has no groups to choose.' },
});

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
  const intl = useIntl();
  const [filter, setFilter] = useState('');
  const users = useActiveUsers();
  const people = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const collator = new Intl.Collator(intl.locale);
    return users
      .filter((user) => !user.is_bot)
      .filter((user) => !needle || `${user.full_name} ${user.email}`.toLowerCase().includes(needle))
      .sort((a, b) => collator.compare(a.full_name, b.full_name));
  }, [users, filter, intl.locale]);

  return (
    <fieldset className="picker">
      <legend>{intl.formatMessage(messages.people, { count: selected.length })}</legend>
      <input
        type="search"
        className="text-input picker-filter"
        placeholder={intl.formatMessage(messages.filter)}
        aria-label={intl.formatMessage(messages.filter)}
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
          {intl.formatMessage(messages.cut, { shown: MAX_LISTED, total: people.length })}
        </p>
      )}
      {people.length === 0 && <p className="picker-note">{intl.formatMessage(messages.nobody)}</p>}
    </fieldset>
  );
}

export function GroupPicker({ selected, onChange }: PickerProps) {
  const intl = useIntl();
  const groupsById = useAppStore((s) => s.userGroups.byId);
  const collator = useMemo(() => new Intl.Collator(intl.locale), [intl.locale]);
  const groups = useMemo(
    () =>
      [...groupsById.values()]
        .map(groupSummary)
        .filter(pickableGroup)
        // A group may hold people through its subgroups, so count members all the way down.
        .map((group) => ({ ...group, count: allMembersOf({ byId: groupsById }, group.id).size }))
        .sort(
          (a, b) => Number(b.isSystemGroup) - Number(a.isSystemGroup) || collator.compare(a.name, b.name),
        ),
    [groupsById, collator],
  );

  return (
    <fieldset className="picker">
      <legend>{intl.formatMessage(messages.groups, { count: selected.length })}</legend>
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
              <span className="picker-name">{groupLabel(group, intl)}</span>
              {/* Role groups are defined by role, not by a member list, so only named groups get a count. */}
              {!group.isSystemGroup && (
                <span className="picker-detail">
                  {intl.formatMessage(messages.members, { count: group.count })}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {groups.length === 0 && <p className="picker-note">{intl.formatMessage(messages.noGroups)}</p>}
    </fieldset>
  );
}
