// Group-setting values (spec convention 7): who holds a permission, either a named/system user group
// or an anonymous set of users and subgroups.
import { z } from 'zod';

/** The anonymous form: explicit members and subgroups instead of one named group. */
export const anonymousGroup = z.looseObject({
  direct_members: z.array(z.number()),
  direct_subgroups: z.array(z.number()),
});
export type AnonymousGroup = z.infer<typeof anonymousGroup>;

/** An integer (ID of a user group) or an anonymous group. */
export const groupSettingValue = z.union([z.number(), anonymousGroup]);
export type GroupSettingValue = z.infer<typeof groupSettingValue>;

/** How a change to a group setting is requested: the new value and, optionally, the expected old one. */
export const groupSettingChange = z.object({
  new: groupSettingValue,
  old: groupSettingValue.optional(),
});
export type GroupSettingChange = z.infer<typeof groupSettingChange>;
