// People and groups offered by the create-channel pickers, from the users and user-groups slices,
// by name as the window's language sorts them.
import { useMemo } from 'react';
import {
  defineMessages,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
  type NoMessageValues,
} from 'react-intl';
import type { User, UserGroup } from '../../../../shared/objects';
import { useCompareNames, type CompareNames } from '../../i18n/name-order';
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

const messages = defineMessages<{
  everyone: NoMessageValues;
  members: NoMessageValues;
  fullMembers: NoMessageValues;
  moderators: NoMessageValues;
  administrators: NoMessageValues;
  owners: NoMessageValues;
  nobody: NoMessageValues;
  bot: { name: string };
}>({
  everyone: { id: 'browse.group.everyone', defaultMessage: 'Everyone, including guests' },
  members: { id: 'browse.group.members', defaultMessage: 'Members' },
  fullMembers: { id: 'browse.group.full_members', defaultMessage: 'Full members' },
  moderators: { id: 'browse.group.moderators', defaultMessage: 'Moderators and above' },
  administrators: { id: 'browse.group.administrators', defaultMessage: 'Administrators and owners' },
  owners: { id: 'browse.group.owners', defaultMessage: 'Owners' },
  nobody: { id: 'browse.group.nobody', defaultMessage: 'Nobody' },
  bot: { id: 'browse.person.bot', defaultMessage: '{name} (bot)' },
});

/** Friendly names of the system groups; "role:internet" is never a valid channel permission. */
const SYSTEM_GROUP_LABELS: Record<string, MessageDescriptor> = {
  'role:everyone': messages.everyone,
  'role:members': messages.members,
  'role:fullmembers': messages.fullMembers,
  'role:moderators': messages.moderators,
  'role:administrators': messages.administrators,
  'role:owners': messages.owners,
  'role:nobody': messages.nobody,
};
const SYSTEM_ORDER = Object.keys(SYSTEM_GROUP_LABELS);

export function personOptions(
  intl: IntlShape,
  users: readonly User[],
  compareNames: CompareNames,
): PersonOption[] {
  return users
    .map((user) => ({
      userId: user.user_id,
      label: user.is_bot ? intl.formatMessage(messages.bot, { name: user.full_name }) : user.full_name,
      email: user.email,
    }))
    .sort((a, b) => compareNames(a.label, b.label) || a.userId - b.userId);
}

/** System groups in role order (the ones a channel can use), then named groups by name. */
export function groupOptions(
  intl: IntlShape,
  groups: readonly UserGroup[],
  compareNames: CompareNames,
): GroupOption[] {
  const live = groups.filter((group) => group.deactivated !== true);
  const system = live
    .filter((group) => group.is_system_group && SYSTEM_GROUP_LABELS[group.name] !== undefined)
    .sort((a, b) => SYSTEM_ORDER.indexOf(a.name) - SYSTEM_ORDER.indexOf(b.name))
    .map((group) => ({
      id: group.id,
      label: intl.formatMessage(SYSTEM_GROUP_LABELS[group.name] as MessageDescriptor),
      system: true,
    }));
  const named = live
    .filter((group) => !group.is_system_group)
    .sort((a, b) => compareNames(a.name, b.name) || a.id - b.id)
    .map((group) => ({ id: group.id, label: group.name, system: false }));
  return [...system, ...named];
}

export function usePeopleOptions(): PersonOption[] {
  const intl = useIntl();
  const users = useActiveUsers();
  const compareNames = useCompareNames();
  return useMemo(() => personOptions(intl, users, compareNames), [intl, users, compareNames]);
}

export function useGroupOptions(): GroupOption[] {
  const intl = useIntl();
  const groups = useAppStore((s) => s.userGroups.byId);
  const compareNames = useCompareNames();
  return useMemo(() => groupOptions(intl, [...groups.values()], compareNames), [intl, groups, compareNames]);
}
