// The accounts every seed has, in a fixed order, so tests and the demo can rely on them: owner,
// administrator, moderator, member ("me" in e2e tests, the bench user), a second member, a guest,
// a generic bot owned by the member, and the email-gateway bot (not a sign-in account).
import { addUser, createRealm } from '../realm/factory';
import type { Realm } from '../realm/realm';
import { Role } from '../realm/roles';
import type { RealmSettings, UserRecord } from '../realm/types';
import { CAST } from './names';
import type { Rng } from './prng';
import type { SeedAccount } from './seed-types';

export const DOMAIN = 'threadline.test';
const DAY = 24 * 3600;
const CAST_ZONES = [
  'Africa/Lagos',
  'Europe/Berlin',
  'Asia/Tokyo',
  'America/Mexico_City',
  'Asia/Kolkata',
  'America/Chicago',
];

export interface Cast {
  owner: UserRecord;
  admin: UserRecord;
  moderator: UserRecord;
  member: UserRecord;
  member2: UserRecord;
  guest: UserRecord;
  bot: UserRecord;
  gateway: UserRecord;
}

export interface BaseRealm {
  realm: Realm;
  accounts: SeedAccount[];
  cast: Cast;
}

export interface PersonFields {
  full_name: string;
  email: string;
  role?: number;
  timezone?: string;
  /** Seconds since the epoch. */
  joined: number;
  is_bot?: boolean;
  bot_type?: number | null;
  bot_owner_id?: number | null;
  is_active?: boolean;
}

/** Adds a user whose secrets come from the seed's random stream, so they repeat run after run. */
export function addSeedUser(realm: Realm, rng: Rng, person: PersonFields): UserRecord {
  const isBot = person.is_bot ?? false;
  return addUser(realm, {
    full_name: person.full_name,
    email: person.email,
    role: person.role ?? Role.Member,
    timezone: person.timezone ?? '',
    date_joined: new Date(person.joined * 1000).toISOString(),
    is_bot: isBot,
    bot_type: person.bot_type ?? null,
    bot_owner_id: person.bot_owner_id ?? null,
    is_active: person.is_active ?? true,
    api_key: rng.hex(32),
    // Bots never sign in with a password; a leading "!" marks it unusable, like Django does.
    password: isBot ? `!${rng.hex(40)}` : rng.hex(16),
  });
}

export function toAccount(user: UserRecord): SeedAccount {
  return {
    user_id: user.user_id,
    email: user.delivery_email,
    password: user.password,
    api_key: user.api_key,
    full_name: user.full_name,
    role: user.role,
    is_bot: user.is_bot,
  };
}

export function buildBase(rng: Rng, now: number, settings: Partial<RealmSettings> = {}): BaseRealm {
  const realm = createRealm(settings);
  const person = (index: number, local: string, role: number, daysAgo: number) =>
    addSeedUser(realm, rng, {
      full_name: CAST[index] as string,
      email: `${local}@${DOMAIN}`,
      role,
      timezone: CAST_ZONES[index] as string,
      joined: now - daysAgo * DAY,
    });
  const owner = person(0, 'owner', Role.Owner, 420);
  const admin = person(1, 'admin', Role.Administrator, 400);
  const moderator = person(2, 'moderator', Role.Moderator, 380);
  const member = person(3, 'member', Role.Member, 300);
  const member2 = person(4, 'member2', Role.Member, 250);
  const guest = person(5, 'guest', Role.Guest, 40);
  const bot = addSeedUser(realm, rng, {
    full_name: 'Standup Bot',
    email: `standup-bot@${DOMAIN}`,
    joined: now - 200 * DAY,
    is_bot: true,
    bot_type: 1,
    bot_owner_id: member.user_id,
  });
  const gateway = addSeedUser(realm, rng, {
    full_name: 'Email Gateway',
    email: `emailgateway@${DOMAIN}`,
    joined: now - 420 * DAY,
    is_bot: true,
    bot_type: 1,
  });
  realm.settings.email_gateway_bot_id = gateway.user_id;
  // Every full register answer carries the server's GIPHY key, as a real server configured for GIPHY does.
  realm.settings.giphy_api_key = rng.hex(32);
  const cast: Cast = { owner, admin, moderator, member, member2, guest, bot, gateway };
  const accounts = [owner, admin, moderator, member, member2, guest, bot].map(toAccount);
  return { realm, accounts, cast };
}
