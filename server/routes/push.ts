// POST/DELETE /users/me/android_gcm_reg_id and /users/me/apns_device_token. Tokens are kept in the
// user's push_tokens set with a service prefix, so an FCM token never removes an APNs one. The
// server sends no pushes and no events for these.
import { addApnsToken, addPushToken, removeApnsToken, removePushToken } from '../../shared/api/push';
import { badRequest } from '../http/failure';
import { route } from '../http/route';
import type { UserRecord } from '../realm/types';

/** The real server's bound: anything empty or longer is not a token. */
export const MAX_PUSH_TOKEN_LENGTH = 4096;

type PushService = 'fcm' | 'apns';

/** Returns the set entry for a valid token; APNs tokens are hex, compared case-insensitively. */
function tokenEntry(service: PushService, token: string): string {
  if (token === '' || token.length > MAX_PUSH_TOKEN_LENGTH) throw badRequest('Empty or invalid length token');
  if (service === 'apns') {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(token)) throw badRequest('Invalid APNS token');
    return `apns:${token.toLowerCase()}`;
  }
  return `fcm:${token}`;
}

function removeToken(user: UserRecord, service: PushService, token: string): Record<string, never> {
  const entry = tokenEntry(service, token);
  if (!user.push_tokens.has(entry)) throw badRequest('Token does not exist');
  user.push_tokens.delete(entry);
  return {};
}

export const pushRoutes = [
  route(addPushToken, ({ user }, { token }) => {
    // Registering a known token again is not an error: devices re-register on every start.
    user.push_tokens.add(tokenEntry('fcm', token));
    return {};
  }),

  route(removePushToken, ({ user }, { token }) => removeToken(user, 'fcm', token)),

  route(addApnsToken, ({ user }, { token, appid }) => {
    const entry = tokenEntry('apns', token);
    // App IDs are bundle identifiers such as org.example.app.
    if (!/^[.a-zA-Z0-9-]+$/.test(appid)) throw badRequest('Invalid app ID');
    user.push_tokens.add(entry);
    return {};
  }),

  route(removeApnsToken, ({ user }, { token }) => removeToken(user, 'apns', token)),
];
