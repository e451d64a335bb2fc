// Bot storage over real HTTP: reading, writing and removing keys as a bot, the size limit, and
// refusals for people and for bad input.
import { describe, expect, it } from 'vitest';
import { getBotStorage, removeBotStorage, updateBotStorage } from '../../../shared/api/bot-storage';
import { BOT_STORAGE_LIMIT_CHARS } from '../../../server/routes/bot-storage';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

async function storage(): Promise<Record<string, string>> {
  return (await get().ok(getBotStorage, {}, get().account('bot'))).storage;
}

async function refused<T>(call: () => Promise<T>): Promise<T> {
  const before = await storage();
  const result = await call();
  expect(await storage()).toEqual(before);
  return result;
}

describe('as a bot', () => {
  it('writes, reads all or some keys, and removes keys', async () => {
    const bot = get().account('bot');
    await get().ok(updateBotStorage, { storage: { colour: 'blue', size: '3' } }, bot);
    expect(await storage()).toMatchObject({ colour: 'blue', size: '3' });
    await get().ok(updateBotStorage, { storage: { colour: 'green' } }, bot);
    const some = await get().ok(getBotStorage, { keys: ['colour'] }, bot);
    expect(some.storage).toEqual({ colour: 'green' });
    await get().ok(removeBotStorage, { keys: ['colour'] }, bot);
    const after = await storage();
    expect(after).not.toHaveProperty('colour');
    expect(after).toMatchObject({ size: '3' });
  });

  it('removes everything when no keys are given', async () => {
    const bot = get().account('bot');
    await get().ok(updateBotStorage, { storage: { a: '1' } }, bot);
    await get().ok(removeBotStorage, {}, bot);
    expect(await storage()).toEqual({});
  });

  it('refuses keys that do not exist, changing nothing', async () => {
    const bot = get().account('bot');
    await get().ok(updateBotStorage, { storage: { kept: 'yes' } }, bot);
    const read = await get().fails(getBotStorage, { keys: ['kept', 'missing'] }, bot, 400, 'BAD_REQUEST');
    expect(read.msg).toBe('Key does not exist.');
    const removal = await refused(() =>
      get().fails(removeBotStorage, { keys: ['kept', 'missing'] }, bot, 400, 'BAD_REQUEST'),
    );
    expect(removal.msg).toBe('Key does not exist.');
    expect(await storage()).toMatchObject({ kept: 'yes' });
  });

  it('refuses malformed storage without storing any of it', async () => {
    const bot = get().account('bot');
    const badJson = await refused(() =>
      get().fails(updateBotStorage, { storage: '{"a":' as never }, bot, 400, 'BAD_REQUEST'),
    );
    expect(badJson.msg).toContain('not valid JSON');
    await refused(() =>
      get().fails(
        updateBotStorage,
        { storage: { fine: 'x', count: 3 } as never },
        bot,
        400,
        'REQUEST_VARIABLE_INVALID',
      ),
    );
    await refused(() => get().fails(updateBotStorage, {} as never, bot, 400, 'REQUEST_VARIABLE_MISSING'));
    await get().fails(getBotStorage, { keys: 'not-a-list' as never }, bot, 400, 'BAD_REQUEST');
    expect(await storage()).not.toHaveProperty('fine');
  });

  it('enforces the size limit over keys and values, counting replacements by their difference', async () => {
    const bot = get().account('bot');
    await get().ok(removeBotStorage, {}, bot);
    // Key 'k' (1 character) plus a value filling the rest of the budget: exactly at the limit.
    const full = 'x'.repeat(BOT_STORAGE_LIMIT_CHARS - 1);
    await get().ok(updateBotStorage, { storage: { k: full } }, bot);
    await get().ok(updateBotStorage, { storage: { k: full.replace(/x/g, 'y') } }, bot);
    const over = await refused(() =>
      get().fails(updateBotStorage, { storage: { j: 'z' } }, bot, 400, 'BAD_REQUEST'),
    );
    expect(over.msg).toBe(
      `Request exceeds storage limit by 2 characters. The limit is ${BOT_STORAGE_LIMIT_CHARS} characters.`,
    );
    await get().ok(removeBotStorage, {}, bot);
  });
});

describe('as a person', () => {
  it('refuses every method with PERMISSION_DENIED', async () => {
    const member = get().account('member');
    const before = await storage();
    for (const [op, params] of [
      [getBotStorage, {}],
      [updateBotStorage, { storage: { a: 'b' } }],
      [removeBotStorage, {}],
    ] as const) {
      const body = await get().fails(op, params as never, member, 400, 'PERMISSION_DENIED');
      expect(body.msg).toBe('This endpoint is only available to bot users.');
    }
    expect(get().server.realm.user(member.user_id)?.bot_storage.size).toBe(0);
    expect(await storage()).toEqual(before);
  });
});
