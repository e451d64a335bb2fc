// Reducers for realm_user events: people joining, changing, leaving a guest's view, deactivation and
// reactivation. The result must equal what a fresh register would give, so only fields the user
// object itself carries are applied (avatar_source and avatar_url_medium, for instance, are not).
import type { EventOfKind, PersonUpdate } from '../../../shared/events';
import type { ProfileData, User } from '../../../shared/objects';
import { roleFlags, type UsersState } from './users';

function withProfileField(
  data: ProfileData | undefined,
  change: NonNullable<PersonUpdate['custom_profile_field']>,
): ProfileData | undefined {
  const key = String(change.id);
  // A cleared field is absent from profile_data, as in a fresh register.
  if (change.value === null) {
    if (data === undefined || !(key in data)) return data;
    const next = { ...data };
    delete next[key];
    return next;
  }
  const entry =
    change.rendered_value === undefined
      ? { value: change.value }
      : { value: change.value, rendered_value: change.rendered_value };
  return { ...data, [key]: entry };
}

/** The changed user fields of one person update; unknown properties are left out. */
export function personPatch(user: User, person: PersonUpdate): Partial<User> {
  const patch: Partial<User> = {};
  if (person.full_name !== undefined) patch.full_name = person.full_name;
  if (person.avatar_url !== undefined) patch.avatar_url = person.avatar_url;
  if (person.avatar_version !== undefined) patch.avatar_version = person.avatar_version;
  if (person.timezone !== undefined) patch.timezone = person.timezone;
  if (person.bot_owner_id !== undefined) patch.bot_owner_id = person.bot_owner_id;
  if (person.role !== undefined) Object.assign(patch, { role: person.role, ...roleFlags(person.role) });
  if (person.delivery_email !== undefined) patch.delivery_email = person.delivery_email;
  if (person.new_email !== undefined) patch.email = person.new_email;
  if (person.is_active !== undefined) patch.is_active = person.is_active;
  if (person.is_imported_stub !== undefined) patch.is_imported_stub = person.is_imported_stub;
  if (person.date_joined !== undefined) patch.date_joined = person.date_joined;
  if (person.custom_profile_field !== undefined) {
    patch.profile_data = withProfileField(user.profile_data, person.custom_profile_field);
  }
  return patch;
}

function changes(user: User, patch: Partial<User>): boolean {
  return (Object.keys(patch) as (keyof User)[]).some((key) => user[key] !== patch[key]);
}

export function handleRealmUserUpdate(
  state: UsersState,
  event: EventOfKind<'realm_user/update'>,
): UsersState {
  const id = event.person.user_id;
  if (state.crossRealmBots[id] !== undefined) {
    const bot = state.crossRealmBots[id];
    const patch = personPatch(bot, event.person);
    if (!changes(bot, patch)) return state;
    return { ...state, crossRealmBots: { ...state.crossRealmBots, [id]: { ...bot, ...patch } } };
  }
  const user = state.active.get(id) ?? state.inactive.get(id);
  if (user === undefined) return state;
  const patch = personPatch(user, event.person);
  if (!changes(user, patch)) return state;
  return placed(state, { ...user, ...patch });
}

/** The user in the map its is_active says (deactivation and reactivation move it across). */
function placed(state: UsersState, user: User): UsersState {
  const id = user.user_id;
  return user.is_active
    ? { ...state, active: state.active.set(id, user), inactive: state.inactive.delete(id) }
    : { ...state, active: state.active.delete(id), inactive: state.inactive.set(id, user) };
}

/** A new user, or a guest gaining access to one. */
export function handleRealmUserAdd(state: UsersState, event: EventOfKind<'realm_user/add'>): UsersState {
  return placed(state, event.person);
}

/** Only guests get this, when they lose access to a user; deactivation is an update instead. */
export function handleRealmUserRemove(
  state: UsersState,
  event: EventOfKind<'realm_user/remove'>,
): UsersState {
  const id = event.person.user_id;
  const active = state.active.delete(id);
  const inactive = state.inactive.delete(id);
  if (active === state.active && inactive === state.inactive) return state;
  return { ...state, active, inactive };
}
