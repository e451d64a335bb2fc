import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPOSE_DRAFTS_DIR,
  createComposeDraftStore,
  MAX_COMPOSE_DRAFTS,
} from '../../../../electron/core/session/compose-drafts';
import { levelled } from '../../../../electron/core/session';
import { recordingLog } from './recording-log';

let profileDir: string;
let log: ReturnType<typeof recordingLog>;
beforeEach(async () => {
  profileDir = await mkdtemp(join(tmpdir(), 'threadline-drafts-'));
  log = recordingLog();
});
afterEach(async () => {
  await rm(profileDir, { recursive: true, force: true });
});

const newStore = (delayMs = 10_000) => createComposeDraftStore({ profileDir, log: levelled(log), delayMs });
const draftFiles = async () => readdir(join(profileDir, COMPOSE_DRAFTS_DIR)).catch(() => [] as string[]);

describe('compose draft store', () => {
  it('keeps text per account and conversation across a restart, in an owner-only file', async () => {
    const store = newStore();
    await store.save('acct-1', 'dm:5', 'see you at');
    await store.save('acct-1', 'stream:3:lunch', 'pizza?');
    await store.save('acct-2', 'dm:5', 'other account');
    expect(await store.load('acct-1')).toEqual({ 'dm:5': 'see you at', 'stream:3:lunch': 'pizza?' });
    // Debounced: nothing on disk until the delay passes or a flush.
    expect(await draftFiles()).toEqual([]);
    await store.flush();
    const files = await draftFiles();
    expect(files).toHaveLength(2);
    for (const file of files) {
      const info = await stat(join(profileDir, COMPOSE_DRAFTS_DIR, file));
      if (process.platform !== 'win32') expect(info.mode & 0o777).toBe(0o600);
    }
    const again = newStore();
    expect(await again.load('acct-1')).toEqual({ 'dm:5': 'see you at', 'stream:3:lunch': 'pizza?' });
    expect(await again.load('acct-2')).toEqual({ 'dm:5': 'other account' });
    expect(await again.load('acct-3')).toEqual({});
  });

  it('writes by itself after the debounce delay, with the latest text', async () => {
    const store = newStore(20);
    await store.save('a', 'dm:5', 'one');
    await store.save('a', 'dm:5', 'one two');
    await expect.poll(async () => (await draftFiles()).length, { timeout: 2_000 }).toBe(1);
    await expect.poll(async () => newStore().load('a'), { timeout: 2_000 }).toEqual({ 'dm:5': 'one two' });
  });

  it('forgets a conversation whose text is cleared', async () => {
    const store = newStore();
    await store.save('a', 'dm:5', 'draft');
    await store.save('a', 'dm:6', 'keep');
    await store.flush();
    await store.save('a', 'dm:5', '   ');
    await store.flush();
    expect(await newStore().load('a')).toEqual({ 'dm:6': 'keep' });
  });

  it('keeps only the most recently edited conversations beyond the limit', async () => {
    let clock = 0;
    const store = createComposeDraftStore({ profileDir, log: levelled(log), now: () => ++clock });
    for (let i = 0; i <= MAX_COMPOSE_DRAFTS; i++) await store.save('a', `dm:${i}`, `text ${i}`);
    await store.flush();
    const loaded = await newStore().load('a');
    expect(Object.keys(loaded)).toHaveLength(MAX_COMPOSE_DRAFTS);
    expect(loaded['dm:0']).toBeUndefined();
    expect(loaded[`dm:${MAX_COMPOSE_DRAFTS}`]).toBe(`text ${MAX_COMPOSE_DRAFTS}`);
  });

  it('starts over from a damaged file instead of failing, and says so in the log', async () => {
    const store = newStore();
    await store.save('a', 'dm:5', 'x');
    await store.flush();
    const [file] = await draftFiles();
    await writeFile(join(profileDir, COMPOSE_DRAFTS_DIR, file as string), '{not json');
    expect(await newStore().load('a')).toEqual({});
    expect(log.lines).toContainEqual(expect.stringMatching(/^warn drafts: damaged file ignored/));
  });

  it('deletes an account’s drafts when it signs out, even with a write pending', async () => {
    const store = newStore();
    await store.save('a', 'dm:5', 'secret plans');
    await store.flush();
    await store.save('a', 'dm:6', 'pending');
    await store.forget('a');
    await store.flush();
    expect(await draftFiles()).toEqual([]);
    expect(await store.load('a')).toEqual({});
  });
});
