import { describe, expect, it } from 'vitest';
import { Role } from '../../../server/realm/roles';
import { buildSeed, type SeedName } from '../../../server/seed';
import { MID_SIZE } from './seed-helpers';

const build = (name: SeedName) => buildSeed(name, name === 'large' ? { size: MID_SIZE } : {});

describe.each(['demo', 'empty', 'large'] as const)('%s seed accounts', (name) => {
  const { realm, accounts } = build(name);

  it('lists owner, administrator, moderator, member, second member, guest and bot in that order', () => {
    expect(accounts.map((a) => a.email)).toEqual([
      'owner@threadline.test',
      'admin@threadline.test',
      'moderator@threadline.test',
      'member@threadline.test',
      'member2@threadline.test',
      'guest@threadline.test',
      'standup-bot@threadline.test',
    ]);
    expect(accounts.map((a) => a.role)).toEqual([
      Role.Owner,
      Role.Administrator,
      Role.Moderator,
      Role.Member,
      Role.Member,
      Role.Guest,
      Role.Member,
    ]);
    expect(accounts.map((a) => a.is_bot)).toEqual([false, false, false, false, false, false, true]);
  });

  it('matches every account to its user record, with secrets filled in', () => {
    for (const account of accounts) {
      const user = realm.user(account.user_id);
      expect(user?.delivery_email).toBe(account.email);
      expect(user?.full_name).toBe(account.full_name);
      expect(user?.api_key).toBe(account.api_key);
      expect(user?.password).toBe(account.password);
      expect(account.password.length).toBeGreaterThanOrEqual(16);
      expect(realm.userByEmail(account.email)?.user_id).toBe(account.user_id);
    }
  });

  it('has a generic bot owned by the member, with an unusable password', () => {
    const bot = realm.user(accounts[6]?.user_id ?? -1);
    expect(bot?.is_bot).toBe(true);
    expect(bot?.bot_type).toBe(1);
    expect(bot?.bot_owner_id).toBe(accounts[3]?.user_id);
    expect(bot?.password.startsWith('!')).toBe(true);
  });

  it('has an email-gateway bot that is not a sign-in account', () => {
    const gateway = realm.user(realm.settings.email_gateway_bot_id);
    expect(gateway?.is_bot).toBe(true);
    expect(gateway?.email).toBe('emailgateway@threadline.test');
    expect(accounts.some((a) => a.user_id === gateway?.user_id)).toBe(false);
  });

  it('gives the people IANA time zones', () => {
    for (const account of accounts.filter((a) => !a.is_bot)) {
      const zone = realm.user(account.user_id)?.timezone ?? '';
      expect(zone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_]+$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });
});
