// A user group (register's realm_user_groups and user_group/add).
import { z } from 'zod';
import { groupSettingValue } from './group-setting';

const optionalGroupSetting = groupSettingValue.optional();

export const userGroup = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  members: z.array(z.number()),
  direct_subgroup_ids: z.array(z.number()),
  is_system_group: z.boolean(),
  creator_id: z.number().nullish(),
  date_created: z.number().nullish(),
  // Sent with the include_deactivated_groups capability.
  deactivated: z.boolean().optional(),
  can_add_members_group: optionalGroupSetting,
  can_join_group: optionalGroupSetting,
  can_leave_group: optionalGroupSetting,
  can_manage_group: optionalGroupSetting,
  can_mention_group: optionalGroupSetting,
  can_remove_members_group: optionalGroupSetting,
});
export type UserGroup = z.infer<typeof userGroup>;
