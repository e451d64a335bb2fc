// What a seed produces: a realm and the accounts tests and the demo sign in with.
import type { Realm } from '../realm/realm';

export interface SeedAccount {
  user_id: number;
  email: string;
  password: string;
  api_key: string;
  full_name: string;
  role: number;
  is_bot: boolean;
}

export interface SeededRealm {
  realm: Realm;
  /** At least an owner, an administrator, a member, a guest, and a bot owned by the member. */
  accounts: SeedAccount[];
}
