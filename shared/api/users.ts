// Operations of the users resource: listing people, one person, and the administrator's edits
// (name, role, profile fields, deactivation and reactivation). Spec "Get users", notes §5 realm_user.
import { z } from 'zod';
import { user } from '../objects';
import { defineOperation, emptyResponse } from './operation';

/** What both listing operations accept about the shape of each user. */
const userViewParams = {
  // Default true for signed-in callers; spectators may not ask for it (they see no addresses).
  client_gravatar: z.boolean().optional(),
  include_custom_profile_fields: z.boolean().optional(),
};

export const getUsers = defineOperation({
  name: 'getUsers',
  renderer: true,
  method: 'GET',
  path: '/users',
  summary: 'List the users the caller may see; spectators too where public access is on (FL 387)',
  auth: 'optional',
  params: z.object({
    ...userViewParams,
    // Limits the list to these users (FL 384).
    user_ids: z.array(z.number().int()).optional(),
  }),
  response: z.looseObject({ members: z.array(user) }),
});

export const getUser = defineOperation({
  name: 'getUser',
  method: 'GET',
  path: '/users/{user_id}',
  summary: 'One user by ID, with the same visibility rules as getUsers',
  auth: 'optional',
  minFeatureLevel: 1,
  params: z.object({ user_id: z.number().int(), ...userViewParams }),
  response: z.looseObject({ user }),
});

/** One custom-profile-field edit; an empty or null value clears the field. */
export const profileDataUpdate = z.object({
  id: z.number().int(),
  // Text for most field types; user IDs for the "Users" type.
  value: z.union([z.string(), z.array(z.number().int()), z.null()]),
});
export type ProfileDataUpdate = z.infer<typeof profileDataUpdate>;

export const updateUser = defineOperation({
  name: 'updateUser',
  method: 'PATCH',
  path: '/users/{user_id}',
  summary: "Change another user's name, role or profile fields (administrators)",
  params: z.object({
    user_id: z.number().int(),
    full_name: z.string().optional(),
    // 100 owner, 200 administrator, 300 moderator, 400 member, 600 guest.
    role: z.number().int().optional(),
    profile_data: z.array(profileDataUpdate).optional(),
  }),
  response: emptyResponse,
});

export const deactivateUser = defineOperation({
  name: 'deactivateUser',
  method: 'DELETE',
  path: '/users/{user_id}',
  summary: 'Deactivate another user (administrators)',
  params: z.object({ user_id: z.number().int() }),
  response: emptyResponse,
});

export const reactivateUser = defineOperation({
  name: 'reactivateUser',
  method: 'POST',
  path: '/users/{user_id}/reactivate',
  summary: 'Reactivate a deactivated user (administrators)',
  params: z.object({ user_id: z.number().int() }),
  response: emptyResponse,
});
