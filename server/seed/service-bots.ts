// Bots with services, owned by the member, as real organizations have them: an outgoing-webhook bot
// (its token is what the server signs its requests to the endpoint with) and an embedded bot with
// its configuration. Both are secrets a real register answer carries in realm_bots.
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';
import { addSeedUser, DOMAIN } from './accounts';
import type { Rng } from './prng';
import { DAY } from './timeline';

/** Zulip's bot types (zerver/models/users.py). */
const OUTGOING_WEBHOOK_BOT = 3;
const EMBEDDED_BOT = 4;
/** The generic outgoing-webhook interface. */
const GENERIC_INTERFACE = 1;

export function addServiceBots(realm: Realm, rng: Rng, owner: UserRecord, now: number): UserRecord[] {
  const hook = addSeedUser(realm, rng, {
    full_name: 'Deploy Hook',
    email: `deploy-hook-bot@${DOMAIN}`,
    joined: now - 90 * DAY,
    is_bot: true,
    bot_type: OUTGOING_WEBHOOK_BOT,
    bot_owner_id: owner.user_id,
  });
  hook.services = [
    { base_url: 'https://deploy.threadline.test/zulip', interface: GENERIC_INTERFACE, token: rng.hex(32) },
  ];
  const converter = addSeedUser(realm, rng, {
    full_name: 'Unit Converter',
    email: `converter-bot@${DOMAIN}`,
    joined: now - 60 * DAY,
    is_bot: true,
    bot_type: EMBEDDED_BOT,
    bot_owner_id: owner.user_id,
  });
  converter.services = [
    { service_name: 'converter', config_data: { api_key: rng.hex(24), units: 'metric' } },
  ];
  return [hook, converter];
}
