// The outbox file: saves in a row end with the newest state on disk, a send that was on its way at a
// stop loads as possibly sent, and a file that opens but is not an outbox is kept, not overwritten.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineFiles, type OfflineFiles } from '../../../../electron/core/offline/offline-files';
import * as machine from '../../../../electron/core/offline/outbox-machine';
import { createOutboxStore } from '../../../../electron/core/offline/outbox-store';
import type { OutboxState } from '../../../../electron/core/offline/outbox-types';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { recordingLog } from '../session/recording-log';
import { withTempDir } from '../vault/temp-profile';

let dir: Awaited<ReturnType<typeof withTempDir>>;
let files: OfflineFiles;
let log: ReturnType<typeof recordingLog>;
beforeEach(async () => {
  dir = await withTempDir();
  log = recordingLog();
  files = createOfflineFiles({
    profileDir: dir.profile,
    area: 'outbox',
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(log),
  });
});
afterEach(async () => {
  await dir.cleanup();
});

const store = () => createOutboxStore({ accountId: 'acct', files, log: levelled(log) });
const target = { type: 'channel' as const, streamId: 3, topic: 'plans' };
const withText = (state: OutboxState, localId: string) =>
  machine.withMessage(state, { localId, target, content: localId, createdAt: 1 });

describe('outbox file', () => {
  it('ends with the newest of several saves in a row, each reported written', async () => {
    const saver = store();
    const one = withText(machine.emptyOutbox, 'one');
    const two = withText(one, 'two');
    const three = withText(two, 'three');
    expect(await Promise.all([saver.save(one), saver.save(two), saver.save(three)])).toEqual([
      true,
      true,
      true,
    ]);
    const loaded = await store().load();
    expect(loaded.entries.map((e) => (e.kind === 'message' ? e.localId : e.id))).toEqual([
      'one',
      'two',
      'three',
    ]);
  });

  it('loads a send that was on its way as possibly sent', async () => {
    await store().save(machine.begin(withText(machine.emptyOutbox, 'one'), 'one', 5));
    expect((await store().load()).entries).toEqual([
      expect.objectContaining({ status: 'unknown', attempts: 1 }),
    ]);
  });

  it('keeps a file it does not understand under another name instead of overwriting it', async () => {
    await files.write('acct', 'outbox', JSON.stringify({ version: 7, letters: ['dear diary'] }));
    const saver = store();
    expect(await saver.load()).toEqual(machine.emptyOutbox);
    expect(log.lines.join('\n')).toMatch(/outbox file not understood, kept aside/);
    expect(await files.read('acct', 'outbox-unreadable')).toContain('dear diary');
  });
});
