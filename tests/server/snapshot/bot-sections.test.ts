// The register answer carries the secrets a real server's does: bots' keys and services, and the
// server's GIPHY key. Clients must redact them (electron/core/session/redact-secrets.ts).
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../server/seed';
import { buildBotSections } from '../../../server/snapshot/bot-sections';
import { isAdmin } from '../../../server/realm/roles';

const { realm, accounts } = buildSeed('demo');
const user = (id: number) => realm.user(id)!;
const all = () => true;

describe('buildBotSections', () => {
  it("gives a member their own bots, keys and service secrets included, and the server's GIPHY key", () => {
    const member = accounts.find((a) => a.role === 400 && !a.is_bot)!;
    const sections = buildBotSections(realm, user(member.user_id), all);
    const bots = sections.realm_bots as Record<string, unknown>[];
    expect(bots.length).toBeGreaterThanOrEqual(3);
    for (const bot of bots) {
      expect(bot.owner_id).toBe(member.user_id);
      expect(bot.api_key).toBe(user(bot.user_id as number).api_key);
    }
    const services = bots.flatMap((bot) => bot.services as Record<string, unknown>[]);
    expect(services).toContainEqual(expect.objectContaining({ interface: 1, token: expect.any(String) }));
    expect(services).toContainEqual(
      expect.objectContaining({ service_name: 'converter', config_data: expect.any(Object) }),
    );
    expect(sections.giphy_api_key).toMatch(/^[0-9a-f]{32}$/);
    expect(sections.realm_embedded_bots).toContainEqual({ name: 'converter', config: {} });
  });

  it('gives an administrator every bot, and leaves out what was not asked for', () => {
    const admin = [...realm.users.values()].find((u) => isAdmin(u) && !u.is_bot)!;
    const bots = buildBotSections(realm, admin, all).realm_bots as { user_id: number }[];
    const everyBot = [...realm.users.values()].filter(
      (u) => u.is_bot && u.user_id !== realm.settings.email_gateway_bot_id,
    );
    expect(bots.map((b) => b.user_id).sort()).toEqual(everyBot.map((b) => b.user_id).sort());
    expect(buildBotSections(realm, admin, (type) => type === 'giphy')).toEqual({
      giphy_api_key: realm.settings.giphy_api_key,
    });
  });
});
