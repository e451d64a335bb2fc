// People and groups offered by the create-channel pickers, from the users and user-groups slices.
import { useMemo } from 'react';
import type { User, UserGroup } from '../../../../shared/objects';
import { useActiveUsers, useAppStore } from '../../state/selectors';

export interface PersonOption {
  userId: number;
  label: string;
  email: string;
}

export interface GroupOption {
  id: number;
  label: string;
  system: boolean;
}

/** Friendly names of the system groups; "role:internet" is never a valid channel permission. */
const SYSTEM_GROUP_LABELS: Record<string, string> = {
  'role:everyone': 'Everyone, including guests',
  'role:members': 'Members',
  'role:fullmembers': 'Full members',
  'role:moderators': 'Moderators and above',
  'role:administrators': 'Administrators and owners',
  'role:owners': 'Owners',
  'role:nobody': 'Nobody',
};
const SYSTEM_ORDER = Object.keys(SYSTEM_GROUP_LABELS);

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

export function personOptions(users: readonly User[]): PersonOption[] {
  return users
    .map((user) => ({
      userId: user.user_id,
      label: user.is_bot ? `${user.full_name} (bot)` : user.full_name,
      email: user.email,
    }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.userId - b.userId);
}

/** System groups in role order (the ones a channel can use), then named groups by name. */
export function groupOptions(groups: readonly UserGroup[]): GroupOption[] {
  const live = groups.filter((group) => group.deactivated !== true);
  const system = live
    .filter((group) => group.is_system_group && SYSTEM_GROUP_LABELS[group.name] !== undefined)
    .sort((a, b) => SYSTEM_ORDER.indexOf(a.name) - SYSTEM_ORDER.indexOf(b.name))
    .map((group) => ({ id: group.id, label: SYSTEM_GROUP_LABELS[group.name] as string, system: true }));
  const named = live
    .filter((group) => !group.is_system_group)
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((group) => ({ id: group.id, label: group.name, system: false }));
  return [...system, ...named];
}

export function usePeopleOptions(): PersonOption[] {
  const users = useActiveUsers();
  return useMemo(() => personOptions(users), [users]);
}

export function useGroupOptions(): GroupOption[] {
  const groups = useAppStore((s) => s.userGroups.byId);
  return useMemo(() => groupOptions([...groups.values()]), [groups]);
}
