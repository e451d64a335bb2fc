// The bot sections of a full register answer, as the real server sends them (zerver/lib/events.py):
// realm_bots (the bots the user owns, every bot for an administrator, each with its API key and
// services, secrets included), realm_embedded_bots and the server's GIPHY key. Clients must keep
// these secrets to themselves; the reference server sends them so that tests and the bench see what
// a real server's answer holds.
import type { Realm } from '../realm/realm';
import { isAdmin } from '../realm/roles';
import { avatarUrl } from '../realm/serialize';
import type { UserRecord } from '../realm/types';

/** The embedded bots a server can run (zerver/lib/integrations.py EMBEDDED_BOTS). */
const EMBEDDED_BOTS = ['converter', 'encrypt', 'helloworld', 'virtual_fs', 'giphy', 'followup'];

export function buildBotSections(
  realm: Realm,
  user: UserRecord,
  want: (type: string) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (want('realm_bot')) {
    out.realm_bots = [...realm.users.values()]
      .filter((bot) => bot.is_bot && (bot.bot_owner_id === user.user_id || isAdmin(user)))
      .filter((bot) => bot.user_id !== realm.settings.email_gateway_bot_id)
      .map((bot) => botToApi(realm, bot));
  }
  // The configuration templates are empty here: the reference server runs no embedded bot.
  if (want('realm_embedded_bots'))
    out.realm_embedded_bots = EMBEDDED_BOTS.map((name) => ({ name, config: {} }));
  if (want('giphy')) out.giphy_api_key = realm.settings.giphy_api_key ?? '';
  return out;
}

function botToApi(realm: Realm, bot: UserRecord): Record<string, unknown> {
  return {
    email: bot.email,
    user_id: bot.user_id,
    full_name: bot.full_name,
    bot_type: bot.bot_type,
    is_active: bot.is_active,
    api_key: bot.api_key,
    default_sending_stream: null,
    default_events_register_stream: null,
    default_all_public_streams: false,
    owner_id: bot.bot_owner_id,
    avatar_url: avatarUrl(realm, bot),
    services: (bot.services ?? []).map((service) => structuredClone(service)),
  };
}
