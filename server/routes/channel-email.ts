// A channel's incoming-email address. Like the real server, the address carries a random token per
// (channel, requesting user, sender) and always the show-sender option, so the same request gives
// the same address again and different senders give different addresses.
import { randomBytes } from 'node:crypto';
import { getChannelEmailAddress } from '../../shared/api/channel-email';
import { badRequest, invalidChannelId } from '../http/failure';
import { route } from '../http/route';
import { canPostToChannel, canReadChannel } from '../realm/access';
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';

/** Tokens live with the realm they belong to, so servers started side by side never share them. */
const tokens = new WeakMap<Realm, Map<string, string>>();

const FALLBACK_DOMAIN = 'threadline.test';

export const channelEmailRoutes = [
  route(getChannelEmailAddress, ({ realm, user }, params) => {
    const channel = realm.channel(params.stream_id);
    if (!channel || !canReadChannel(realm, user, channel)) throw invalidChannelId();
    if (!canPostToChannel(realm, user, channel)) {
      throw badRequest('You do not have permission to post in this channel.');
    }
    const senderId = resolveSender(realm, user, params.sender_id);
    const token = tokenFor(realm, `${channel.stream_id}:${user.user_id}:${senderId}`);
    return { email: `${slug(channel.name)}.${token}.show-sender@${gatewayDomain(realm)}` };
  }),
];

/** The sender may be the email-gateway bot (the default), the caller, or a bot the caller owns. */
function resolveSender(realm: Realm, user: UserRecord, requested: number | undefined): number {
  const gatewayId = realm.settings.email_gateway_bot_id;
  if (requested === undefined || requested === gatewayId || requested === user.user_id) {
    return requested ?? gatewayId;
  }
  const bot = realm.user(requested);
  if (!bot?.is_bot || !bot.is_active) throw badRequest('No such bot');
  if (bot.bot_owner_id !== user.user_id) throw badRequest('Insufficient permission');
  return bot.user_id;
}

function tokenFor(realm: Realm, key: string): string {
  let byKey = tokens.get(realm);
  if (!byKey) tokens.set(realm, (byKey = new Map()));
  let token = byKey.get(key);
  if (token === undefined) byKey.set(key, (token = randomBytes(6).toString('hex')));
  return token;
}

/** The local part starts with the channel name in a mail-safe form. */
function slug(name: string): string {
  const safe = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe === '' ? 'channel' : safe;
}

/** Mail goes to the gateway bot's domain; a realm without one falls back to the demo domain. */
function gatewayDomain(realm: Realm): string {
  const gateway = realm.user(realm.settings.email_gateway_bot_id);
  return gateway?.email.split('@')[1] ?? FALLBACK_DOMAIN;
}
