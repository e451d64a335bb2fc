// GET/PUT/DELETE /bot_storage: a bot's own key-value store, kept on its user record. No events:
// bot storage is not part of the event system.
import { getBotStorage, removeBotStorage, updateBotStorage } from '../../shared/api/bot-storage';
import { ApiFailure, badRequest } from '../http/failure';
import { route } from '../http/route';
import type { UserRecord } from '../realm/types';

/**
 * Total size of one bot's storage, counted as the characters of every key plus every value, the
 * way the real server counts it. Its default is 10,000,000; this in-memory server keeps a smaller
 * budget so a runaway bot cannot eat the demo's memory and the limit is cheap to exercise.
 */
export const BOT_STORAGE_LIMIT_CHARS = 100_000;

function requireBot(user: UserRecord): void {
  // All three methods are refused to people (FL 494); the spec gives PERMISSION_DENIED.
  if (!user.is_bot) {
    throw new ApiFailure(400, 'PERMISSION_DENIED', 'This endpoint is only available to bot users.');
  }
}

function requireKeys(storage: Map<string, string>, keys: string[]): void {
  if (keys.some((key) => !storage.has(key))) throw badRequest('Key does not exist.');
}

const entrySize = (key: string, value: string): number => key.length + value.length;

function storageSize(storage: Map<string, string>): number {
  let size = 0;
  for (const [key, value] of storage) size += entrySize(key, value);
  return size;
}

export const botStorageRoutes = [
  route(getBotStorage, ({ user }, { keys }) => {
    requireBot(user);
    if (keys === undefined) return { storage: Object.fromEntries(user.bot_storage) };
    requireKeys(user.bot_storage, keys);
    return { storage: Object.fromEntries(keys.map((key) => [key, user.bot_storage.get(key) as string])) };
  }),

  route(updateBotStorage, ({ user }, { storage }) => {
    requireBot(user);
    let size = storageSize(user.bot_storage);
    for (const [key, value] of Object.entries(storage)) {
      const old = user.bot_storage.get(key);
      size += entrySize(key, value) - (old === undefined ? 0 : entrySize(key, old));
    }
    if (size > BOT_STORAGE_LIMIT_CHARS) {
      throw badRequest(
        `Request exceeds storage limit by ${size - BOT_STORAGE_LIMIT_CHARS} characters. ` +
          `The limit is ${BOT_STORAGE_LIMIT_CHARS} characters.`,
      );
    }
    for (const [key, value] of Object.entries(storage)) user.bot_storage.set(key, value);
    return {};
  }),

  route(removeBotStorage, ({ user }, { keys }) => {
    requireBot(user);
    if (keys === undefined) {
      user.bot_storage.clear();
      return {};
    }
    requireKeys(user.bot_storage, keys);
    for (const key of keys) user.bot_storage.delete(key);
    return {};
  }),
];
