// Users slice: every person and bot the server lets us see, split the way register splits them.
// Deactivated users stay known (old messages still name them) but live in their own map, so lists
// of people never have to filter them out.
import type { User } from '../../../shared/objects';
import { Map as ImmutableMap } from 'immutable';
import { byId } from './by-id-map';
import type { Snapshot } from './snapshot-read';

export type UserMap = ImmutableMap<number, User>;

export interface UsersState {
  /** Active people and bots, by user ID. */
  active: UserMap;
  /** Deactivated people and bots, by user ID; hidden in the UI. */
  inactive: UserMap;
  /** Bots of the server itself (cross_realm_bots); never deactivated by an organization. */
  crossRealmBots: Readonly<Record<number, User>>;
}

export const initialUsers: UsersState = {
  active: ImmutableMap(),
  inactive: ImmutableMap(),
  crossRealmBots: {},
};

function isUserLike(item: unknown): item is User {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const record = item as Record<string, unknown>;
  return (
    typeof record.user_id === 'number' &&
    typeof record.full_name === 'string' &&
    typeof record.email === 'string'
  );
}

function readUsers(snapshot: Snapshot, key: string): User[] {
  const value = snapshot[key];
  return Array.isArray(value) ? value.filter(isUserLike) : [];
}

const userIdOf = (user: User) => user.user_id;
const byUserId = (users: User[]): UserMap => byId(users, userIdOf);

export function usersFromSnapshot(snapshot: Snapshot): UsersState {
  return {
    active: byUserId(readUsers(snapshot, 'realm_users')),
    inactive: byUserId(readUsers(snapshot, 'realm_non_active_users')),
    crossRealmBots: Object.fromEntries(
      readUsers(snapshot, 'cross_realm_bots').map((bot) => [bot.user_id, bot]),
    ),
  };
}

/** Anyone we know by ID, deactivated or not. */
export function findUser(state: UsersState, userId: number): User | undefined {
  return state.active.get(userId) ?? state.inactive.get(userId) ?? state.crossRealmBots[userId];
}

/**
 * Role integers (shared/objects' Role, restated so the renderer bundle does not pull in the schema
 * library that module is built on).
 */
export const ROLE = { owner: 100, administrator: 200, moderator: 300, member: 400, guest: 600 } as const;

/** The `is_*` flags the user object carries next to `role`, derived the way the server does. */
export function roleFlags(role: number): Pick<User, 'is_owner' | 'is_admin' | 'is_guest'> {
  return { is_owner: role <= ROLE.owner, is_admin: role <= ROLE.administrator, is_guest: role >= ROLE.guest };
}
