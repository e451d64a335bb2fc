// The size limit's plan (least recently used conversations first, then whole account states) and the
// profile-wide store: the limit enforced across accounts after writes, with live caches told; an
// account's data gone with it; Clear keeping the outbox; accounts no longer signed in swept away.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planEviction } from '../../../../electron/core/offline/cache-budget';
import type { OfflineFileInfo } from '../../../../electron/core/offline/offline-files';
import {
  createOfflineStore,
  type OfflineStoreOptions,
} from '../../../../electron/core/offline/offline-store';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { channelMessage, OWN_USER_ID } from '../../../renderer/support/messages';
import { FakeClock } from '../support/fake-clock';
import { withTempDir } from '../vault/temp-profile';
import { inEnglish } from '../../../../shared/i18n/phrase';

const file = (name: string, bytes: number, modifiedAt: number): OfflineFileInfo => ({
  name,
  bytes,
  modifiedAt,
});

describe('the size limit', () => {
  it('drops nothing under the limit', () => {
    expect(planEviction(new Map([['d1', [file('state', 50, 1), file('c-a', 50, 1)]]]), 100)).toEqual([]);
  });

  it('drops the least recently used conversations first, across accounts', () => {
    const usage = new Map([
      [
        'd1',
        [file('state', 100, 9), file('conversations', 5, 9), file('c-old', 40, 1), file('c-new', 40, 8)],
      ],
      ['d2', [file('state', 100, 9), file('c-mid', 40, 5)]],
    ]);
    expect(planEviction(usage, 250)).toEqual([
      { dir: 'd1', names: ['c-old'] },
      { dir: 'd2', names: ['c-mid'] },
    ]);
  });

  it('then drops whole account states, least recently written first, never what it does not know', () => {
    const usage = new Map([
      ['d1', [file('state', 100, 9), file('log', 20, 9), file('conversations', 5, 9), file('c-a', 10, 1)]],
      ['d2', [file('state', 100, 3), file('log', 20, 4)]],
    ]);
    expect(planEviction(usage, 130)).toEqual([
      { dir: 'd1', names: ['c-a'] },
      { dir: 'd2', names: ['state', 'log'] },
    ]);
    expect(planEviction(usage, 0).flatMap((e) => e.names)).not.toContain('conversations');
  });
});

describe('the offline store', () => {
  let dir: Awaited<ReturnType<typeof withTempDir>>;
  let clock: FakeClock;
  beforeEach(async () => {
    dir = await withTempDir();
    clock = new FakeClock();
  });
  afterEach(async () => {
    await dir.cleanup();
  });

  const storeWith = (extra: Partial<OfflineStoreOptions> = {}) =>
    createOfflineStore({
      profileDir: dir.profile,
      cipher: createFileKeyCipher(dir.profile),
      log: levelled(() => undefined),
      clock,
      ...extra,
    });
  const format = { apply_markdown: true, client_gravatar: false, allow_empty_topic_name: true };
  const request = (topic: string) => ({
    ...format,
    anchor: 'newest' as const,
    num_before: 100,
    num_after: 0,
    narrow: [
      { operator: 'channel', operand: 3 },
      { operator: 'topic', operand: topic },
    ],
  });
  const big = (id: number, topic: string) =>
    channelMessage(id, 3, topic, { content: `<p>${Math.random().toString(36).repeat(400)}</p>` });

  it('keeps every account under the limit after writes, dropping the least recently opened conversation', async () => {
    let limit = 1024 * 1024;
    const store = storeWith({ limitBytes: () => limit, enforceDelayMs: 100 });
    const a = store.account('a', OWN_USER_ID);
    const b = store.account('b', OWN_USER_ID);
    for (const [index, topic] of ['one', 'two', 'three'].entries()) {
      await clock.advance(1_000);
      const owner = index === 1 ? b : a;
      const messages = Array.from({ length: 10 }, (_, i) => big(index * 100 + i, topic));
      await owner.conversations.recordFetch(request(topic), {
        found_newest: true,
        found_oldest: true,
        messages,
      });
      await owner.conversations.flush();
    }
    const before = await store.usageBytes();
    limit = before - 1;
    // Opening conversation "three" again writes; the check of the limit follows on its own.
    await a.conversations.answer(request('three'));
    await a.conversations.flush();
    await clock.advance(100);
    await vi.waitFor(async () => expect(await store.usageBytes()).toBeLessThan(before));
    expect(await a.conversations.answer(request('one'))).toBeUndefined();
    expect(await b.conversations.answer(request('two'))).toBeDefined();
    expect(await a.conversations.answer(request('three'))).toBeDefined();
    await store.close();
  });

  it('deletes an account’s cache and outbox with it, and keeps outboxes when the cache is cleared', async () => {
    const store = storeWith();
    for (const id of ['a', 'b']) {
      const account = store.account(id, OWN_USER_ID);
      account.state.recordSnapshot({ realm_name: id });
      await account.state.flush();
      await store.outboxFiles.write(id, 'outbox', '{"entries":[],"sent":[]}');
    }
    await store.removeAccount('a');
    expect(await store.cacheFiles.read('a', 'state')).toBeUndefined();
    expect(await store.outboxFiles.read('a', 'outbox')).toBeUndefined();
    expect(await store.cacheFiles.read('b', 'state')).toBeDefined();

    await store.clearAll();
    expect(await store.usageBytes()).toBe(0);
    expect(await store.outboxFiles.read('b', 'outbox')).toBeDefined();
    await store.close();
  });

  it('says once that the disk is full, and goes on without caching', async () => {
    const said: string[] = [];
    const full = (async () => {
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    }) as unknown as NonNullable<OfflineStoreOptions['open']>;
    const store = storeWith({ open: full, onDiskFull: (message) => said.push(inEnglish(message)) });
    const account = store.account('a', OWN_USER_ID);
    account.state.recordSnapshot({ realm_name: 'a' });
    await account.state.flush();
    await account.conversations.recordFetch(request('one'), {
      found_newest: true,
      found_oldest: true,
      messages: [big(1, 'one')],
    });
    await account.conversations.flush();
    // What is in memory still answers; nothing reached the disk, and the user was told once.
    expect(await account.conversations.answer(request('one'))).toBeDefined();
    expect(said).toEqual([expect.stringMatching(/disk is full/)]);
    expect(store.cacheFiles.writable()).toBe(false);
    expect(await store.usageBytes()).toBe(0);
    await store.close();
  });

  it('sweeps away the cache of accounts that are no longer signed in', async () => {
    const store = storeWith();
    for (const id of ['kept', 'gone']) {
      const account = store.account(id, OWN_USER_ID);
      account.state.recordSnapshot({ realm_name: id });
      await store.closeAccount(id);
    }
    await store.removeOthers(['kept']);
    expect(await store.cacheFiles.read('kept', 'state')).toBeDefined();
    expect(await store.cacheFiles.read('gone', 'state')).toBeUndefined();
    await store.close();
  });
});
