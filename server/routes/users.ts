// GET /users, GET/PATCH/DELETE /users/{user_id} and POST /users/{user_id}/reactivate.
import { deactivateUser, getUser, getUsers, reactivateUser, updateUser } from '../../shared/api/users';
import type { User } from '../../shared/objects';
import { validateSettingValue } from '../../shared/settings';
import { ApiFailure, badRequest, failure } from '../http/failure';
import { route } from '../http/route';
import type { Realm } from '../realm/realm';
import { isAdmin, isOwner, Role } from '../realm/roles';
import { userToApi, type UserViewOptions } from '../realm/serialize';
import type { UserRecord } from '../realm/types';
import { accessibleUserIds } from '../realm/visibility';
import { deactivate, isLastOwner, reactivate } from './user-support/activation';
import { emitPersonUpdate } from './user-support/audience';
import { applyProfileChange, planProfileChanges } from './user-support/profile-data';
import { emitRoleGroupChange } from '../realm/role-groups';

const ROLES = new Set<number>(Object.values(Role));

const noSuchUser = () => badRequest('No such user');
const adminRequired = () => failure(400, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator');
const ownerRequired = () => failure(400, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization owner');

interface ViewParams {
  client_gravatar?: boolean | undefined;
  include_custom_profile_fields?: boolean | undefined;
}

/**
 * Who is asking and how users should look to them. Spectators are let in only where the
 * organization allows public access, and never get gravatar hashes (they see no addresses).
 */
function viewFor(realm: Realm, viewer: UserRecord | undefined, params: ViewParams): UserViewOptions {
  if (!viewer) {
    if (!realm.settings.enable_spectator_access) {
      throw new ApiFailure(401, 'UNAUTHORIZED', 'Not logged in: API authentication or user session required');
    }
    if (params.client_gravatar === true) {
      throw badRequest("Invalid 'client_gravatar' parameter for anonymous request");
    }
  }
  return {
    clientGravatar: viewer ? (params.client_gravatar ?? true) : false,
    includeCustomProfileFields: params.include_custom_profile_fields ?? false,
  };
}

/** The users a viewer may list: the email gateway bot is a system bot and is never listed. */
function listableIds(realm: Realm, viewer: UserRecord | undefined): Set<number> {
  const ids = viewer ? accessibleUserIds(realm, viewer) : new Set(realm.users.keys());
  ids.delete(realm.settings.email_gateway_bot_id);
  return ids;
}

function present(
  realm: Realm,
  target: UserRecord,
  viewer: UserRecord | undefined,
  view: UserViewOptions,
): User {
  const api = userToApi(realm, target, viewer, view);
  if (!viewer) api.delivery_email = null;
  return api as User;
}

/** The user an administrator acts on; people they cannot see do not exist for them. */
function administeredUser(realm: Realm, actor: UserRecord, userId: number): UserRecord {
  if (!isAdmin(actor)) throw adminRequired();
  const target = realm.user(userId);
  if (!target || !listableIds(realm, actor).has(userId)) throw noSuchUser();
  return target;
}

function checkRoleChange(realm: Realm, actor: UserRecord, target: UserRecord, role: number): void {
  if (!ROLES.has(role)) throw badRequest('Invalid role');
  if (role === target.role) return;
  if (isOwner(target) && isLastOwner(realm, target)) {
    throw badRequest('The owner permission cannot be removed from the only organization owner.');
  }
  if ((role === Role.Owner || isOwner(target)) && !isOwner(actor)) throw ownerRequired();
}

export const usersRoutes = [
  route(getUsers, ({ realm, user: viewer }, params) => {
    const view = viewFor(realm, viewer, params);
    const listable = listableIds(realm, viewer);
    let ids = [...listable];
    if (params.user_ids !== undefined) {
      for (const id of params.user_ids) if (!listable.has(id)) throw badRequest(`Invalid user ID: ${id}`);
      ids = [...new Set(params.user_ids)];
    }
    ids.sort((a, b) => a - b);
    const members = ids.map((id) => present(realm, realm.user(id) as UserRecord, viewer, view));
    return { members };
  }),

  route(getUser, ({ realm, user: viewer }, params) => {
    const view = viewFor(realm, viewer, params);
    const target = realm.user(params.user_id);
    if (!target || !listableIds(realm, viewer).has(target.user_id)) throw noSuchUser();
    return { user: present(realm, target, viewer, view) };
  }),

  route(updateUser, ({ realm, user: actor }, params) => {
    const target = administeredUser(realm, actor, params.user_id);
    // Everything is checked before anything changes.
    let fullName: string | undefined;
    if (params.full_name !== undefined) {
      const check = validateSettingValue('full_name', params.full_name);
      if (!check.ok) throw badRequest(check.msg);
      if (check.value !== target.full_name) fullName = String(check.value);
    }
    if (params.role !== undefined) checkRoleChange(realm, actor, target, params.role);
    const role = params.role !== undefined && params.role !== target.role ? params.role : undefined;
    const profileChanges = planProfileChanges(realm, target, params.profile_data ?? []);

    if (fullName !== undefined) {
      target.full_name = fullName;
      emitPersonUpdate(realm, target, { full_name: fullName });
    }
    if (role !== undefined) {
      const oldRole = target.role;
      target.role = role;
      emitPersonUpdate(realm, target, { role });
      emitRoleGroupChange(realm, target, oldRole);
    }
    for (const change of profileChanges) applyProfileChange(realm, target, change);
    return {};
  }),

  route(deactivateUser, ({ realm, queues, user: actor }, { user_id }) => {
    const target = administeredUser(realm, actor, user_id);
    // Bots are deactivated through the bots endpoints on the real server.
    if (target.is_bot) throw noSuchUser();
    if (target.user_id === actor.user_id) {
      throw badRequest('Use DELETE /users/me to deactivate your own account');
    }
    if (!target.is_active) throw badRequest('User is deactivated');
    if (isLastOwner(realm, target)) {
      throw failure(400, 'CANNOT_DEACTIVATE_LAST_USER', 'Cannot deactivate the only organization owner.', {
        is_last_owner: true,
        entity: 'organization owner',
      });
    }
    if (isOwner(target) && !isOwner(actor)) throw ownerRequired();
    deactivate(realm, queues, target);
    return {};
  }),

  route(reactivateUser, ({ realm, user: actor }, { user_id }) => {
    const target = administeredUser(realm, actor, user_id);
    if (target.is_active) throw badRequest('User is already active.');
    if (isOwner(target) && !isOwner(actor)) throw ownerRequired();
    reactivate(realm, target);
    return {};
  }),
];
