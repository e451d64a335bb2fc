// Events about user groups.
import { z } from 'zod';
import { groupSettingValue, userGroup } from '../objects';
import { opEventOf } from './define';

const ids = z.array(z.number());
const optionalGroupSetting = groupSettingValue.optional();

/** The changed fields of user_group/update; deactivation arrives here as data.deactivated. */
export const userGroupChanges = z.looseObject({
  name: z.string().optional(),
  description: z.string().optional(),
  deactivated: z.boolean().optional(),
  can_add_members_group: optionalGroupSetting,
  can_join_group: optionalGroupSetting,
  can_leave_group: optionalGroupSetting,
  can_manage_group: optionalGroupSetting,
  can_mention_group: optionalGroupSetting,
  can_remove_members_group: optionalGroupSetting,
});

export const userGroupEvents = {
  'user_group/add': opEventOf('user_group', 'add', { group: userGroup }),
  'user_group/update': opEventOf('user_group', 'update', { group_id: z.number(), data: userGroupChanges }),
  'user_group/add_members': opEventOf('user_group', 'add_members', { group_id: z.number(), user_ids: ids }),
  'user_group/remove_members': opEventOf('user_group', 'remove_members', {
    group_id: z.number(),
    user_ids: ids,
  }),
  'user_group/add_subgroups': opEventOf('user_group', 'add_subgroups', {
    group_id: z.number(),
    direct_subgroup_ids: ids,
  }),
  'user_group/remove_subgroups': opEventOf('user_group', 'remove_subgroups', {
    group_id: z.number(),
    direct_subgroup_ids: ids,
  }),
  'user_group/remove': opEventOf('user_group', 'remove', { group_id: z.number() }),
};
