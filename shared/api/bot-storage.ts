// A bot's key-value storage (spec "Get a bot's stored data"). Only bot accounts may use it; before
// FL 494 the real server also let people call it, so a client must not rely on the refusal.
import { z } from 'zod';
import { defineOperation, emptyResponse } from './operation';

const storageMap = z.record(z.string(), z.string());

export const getBotStorage = defineOperation({
  name: 'getBotStorage',
  renderer: true,
  method: 'GET',
  path: '/bot_storage',
  summary: "Read a bot's stored data (all of it, or the given keys)",
  params: z.object({ keys: z.array(z.string()).optional() }),
  response: z.looseObject({ storage: storageMap }),
});

export const updateBotStorage = defineOperation({
  name: 'updateBotStorage',
  method: 'PUT',
  path: '/bot_storage',
  summary: "Add or replace entries of a bot's storage",
  params: z.object({ storage: storageMap }),
  response: emptyResponse,
});

export const removeBotStorage = defineOperation({
  name: 'removeBotStorage',
  method: 'DELETE',
  path: '/bot_storage',
  summary: "Remove the given keys (or everything) from a bot's storage",
  params: z.object({ keys: z.array(z.string()).optional() }),
  response: emptyResponse,
});
