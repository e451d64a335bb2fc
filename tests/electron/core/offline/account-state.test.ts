// The cached account state: the snapshot and the events after it come back from disk in order and
// without the ephemeral kinds; a new snapshot compacts; the log stops at its limit and says when; a
// damaged or foreign state is discarded with a log line, and a failed write never mixes two states.
import type { open } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAccountStateCache,
  isEphemeral,
  type AccountStateOptions,
} from '../../../../electron/core/offline/account-state';
import { createOfflineFiles, type OfflineFiles } from '../../../../electron/core/offline/offline-files';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { event, unknownEvent } from '../../../renderer/support/factories';
import { FakeClock } from '../support/fake-clock';
import { recordingLog } from '../session/recording-log';
import { withTempDir } from '../vault/temp-profile';

let dir: Awaited<ReturnType<typeof withTempDir>>;
let clock: FakeClock;
let log: ReturnType<typeof recordingLog>;
let epochs: number;
beforeEach(async () => {
  dir = await withTempDir();
  clock = new FakeClock();
  log = recordingLog();
  epochs = 0;
});
afterEach(async () => {
  await dir.cleanup();
});

function filesWith(extra: { open?: typeof open } = {}): OfflineFiles {
  return createOfflineFiles({
    profileDir: dir.profile,
    area: 'cache',
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(log),
    ...extra,
  });
}

function cacheWith(files = filesWith(), extra: Partial<AccountStateOptions> = {}) {
  return createAccountStateCache({
    accountId: 'acct',
    files,
    clock,
    log: levelled(log),
    newEpoch: () => `epoch-${++epochs}`,
    ...extra,
  });
}

const snapshot = (name: string) => ({ queue_id: 'q', last_event_id: 5, realm_name: name, user_id: 10 });
const statusEvent = (text: string) => event('user_status', { user_id: 11, status_text: text });
const typing = () =>
  event('typing/start', {
    message_type: 'direct',
    sender: { user_id: 11, email: 'b@example.org' },
    recipients: [],
  });
const presence = () => event('presence', { presences: { '11': { active_timestamp: 1, idle_timestamp: 1 } } });

describe('account state cache', () => {
  it('gives back the snapshot and the lasting events after it, in order, after a restart', async () => {
    const cache = cacheWith();
    cache.recordSnapshot(snapshot('Org'));
    cache.recordEvents([statusEvent('one'), typing(), presence()]);
    await clock.advance(2_000);
    cache.recordEvents([statusEvent('two')]);
    cache.recordEvents([statusEvent('three')]);
    await cache.close();

    const loaded = await cacheWith().load();
    expect(loaded?.snapshot).toEqual(snapshot('Org'));
    expect(loaded?.events.map((e) => (e as { status_text?: string }).status_text)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect(loaded?.events.every((e) => e.kind === 'user_status')).toBe(true);
    expect(loaded?.cappedAt).toBeUndefined();
    expect(loaded?.savedAt).toBe(clock.now());
  });

  it('writes on its own a little after changes, and compacts when a new snapshot arrives', async () => {
    const cache = cacheWith(filesWith(), { flushDelayMs: 1_000 });
    cache.recordSnapshot(snapshot('First'));
    cache.recordEvents([statusEvent('old')]);
    await clock.advance(999);
    expect(await cacheWith().load()).toBeUndefined();
    await clock.advance(1);
    // The timer has fired; the write itself is real I/O.
    await vi.waitFor(async () => expect((await cacheWith().load())?.events).toHaveLength(1));

    cache.recordSnapshot(snapshot('Second'));
    cache.recordEvents([statusEvent('new')]);
    await clock.advance(1_000);
    await vi.waitFor(async () => {
      const loaded = await cacheWith().load();
      expect(loaded?.snapshot.realm_name).toBe('Second');
      expect(loaded?.events.map((e) => (e as { status_text?: string }).status_text)).toEqual(['new']);
    });
  });

  it('ignores a log left from an older snapshot (a crash between the two writes)', async () => {
    const files = filesWith();
    const cache = cacheWith(files);
    cache.recordSnapshot(snapshot('First'));
    cache.recordEvents([statusEvent('of the first')]);
    await cache.flush();
    // The next snapshot's file lands; the process dies before the old log is cleared.
    await files.write(
      'acct',
      'state',
      JSON.stringify({ version: 1, epoch: 'later', savedAt: 1, snapshot: snapshot('Second') }),
    );
    const loaded = await cacheWith(files).load();
    expect(loaded?.snapshot.realm_name).toBe('Second');
    expect(loaded?.events).toEqual([]);
  });

  it('stops the log at its limit and says since when the state is behind', async () => {
    const cache = cacheWith(filesWith(), { maxLoggedEvents: 3 });
    cache.recordSnapshot(snapshot('Org'));
    cache.recordEvents([statusEvent('1'), statusEvent('2')]);
    await cache.flush();
    const cutAt = clock.now() + 5_000;
    await clock.advance(5_000);
    cache.recordEvents([statusEvent('3'), statusEvent('4'), statusEvent('5')]);
    await cache.flush();
    cache.recordEvents([statusEvent('6')]);
    await cache.flush();
    let loaded = await cacheWith().load();
    expect(loaded?.events).toHaveLength(3);
    expect(loaded?.cappedAt).toBe(cutAt);

    // A new snapshot starts over.
    cache.recordSnapshot(snapshot('Fresh'));
    cache.recordEvents([statusEvent('7')]);
    await cache.flush();
    loaded = await cacheWith().load();
    expect(loaded?.events).toHaveLength(1);
    expect(loaded?.cappedAt).toBeUndefined();
  });

  it('discards a state it cannot read, with a log line, and the account starts as new', async () => {
    const files = filesWith();
    await files.write('acct', 'state', JSON.stringify({ version: 99, something: 'else' }));
    expect(await cacheWith(files).load()).toBeUndefined();
    expect(log.lines.join('\n')).toMatch(/cached state discarded/);
    expect(await files.read('acct', 'state')).toBeUndefined();
  });

  it('keeps the old state whole when the new snapshot cannot be written', async () => {
    const good = cacheWith();
    good.recordSnapshot(snapshot('Old'));
    good.recordEvents([statusEvent('old event')]);
    await good.close();

    const full = (async () => {
      throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    }) as unknown as typeof open;
    const failing = cacheWith(filesWith({ open: full }));
    failing.recordSnapshot(snapshot('New'));
    failing.recordEvents([statusEvent('new event')]);
    await failing.close();
    const loaded = await cacheWith().load();
    expect(loaded?.snapshot.realm_name).toBe('Old');
    expect(loaded?.events.map((e) => (e as { status_text?: string }).status_text)).toEqual(['old event']);
  });

  it('keeps nothing after forget() until the next snapshot', async () => {
    const cache = cacheWith();
    cache.recordSnapshot(snapshot('Org'));
    cache.forget();
    cache.recordEvents([statusEvent('lost')]);
    await cache.flush();
    expect(await cacheWith().load()).toBeUndefined();
  });

  it('counts typing, presence, reload requests and unknown events as ephemeral, and nothing else', () => {
    expect(
      [typing(), presence(), event('web_reload_client', {}), unknownEvent({ type: 'new_thing' })].map(
        isEphemeral,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      [
        statusEvent('x'),
        event('restart', { zulip_version: '11', zulip_feature_level: 400, server_generation: 2 }),
      ].map(isEphemeral),
    ).toEqual([false, false]);
  });
});
