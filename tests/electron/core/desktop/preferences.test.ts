import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESKTOP_PREFERENCES } from '../../../../shared/desktop';
import {
  createPreferencesStore,
  PREFERENCES_FILE,
  readPreferences,
} from '../../../../electron/core/desktop/preferences';
import { levelled } from '../../../../electron/core/session';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function profile(): { dir: string; lines: string[]; log: ReturnType<typeof levelled> } {
  const dir = mkdtempSync(join(tmpdir(), 'threadline-prefs-'));
  dirs.push(dir);
  const lines: string[] = [];
  return { dir, lines, log: levelled((line) => lines.push(line)) };
}

describe('readPreferences', () => {
  it('keeps each valid field and puts the default back for each invalid one', () => {
    const read = readPreferences({
      closeToTray: true,
      startAtLogin: 'yes',
      spellcheckLanguages: ['de', 'not a tag'],
      proxy: { mode: 'manual', proxyRules: 'proxy.corp:3128' },
      doNotDisturbUntil: 'forever',
      unknown: 1,
    });
    expect(read).toEqual({
      ...DEFAULT_DESKTOP_PREFERENCES,
      closeToTray: true,
      proxy: { mode: 'manual', proxyRules: 'proxy.corp:3128', bypassRules: '' },
      doNotDisturbUntil: 'forever',
    });
  });

  it('gives the defaults for anything that is not an object', () => {
    for (const raw of [null, [], 'x', 3]) expect(readPreferences(raw)).toEqual(DEFAULT_DESKTOP_PREFERENCES);
  });
});

describe('createPreferencesStore', () => {
  it('starts from the defaults, saves a change and reads it back in a new store', async () => {
    const { dir, log } = profile();
    const store = createPreferencesStore({ profileDir: dir, log });
    expect(store.get()).toEqual(DEFAULT_DESKTOP_PREFERENCES);
    const seen: unknown[] = [];
    store.onChange((current, change) => seen.push([current.closeToTray, change]));
    await store.update({ closeToTray: true });
    expect(seen).toEqual([[true, { closeToTray: true }]]);
    expect(createPreferencesStore({ profileDir: dir, log }).get().closeToTray).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, PREFERENCES_FILE), 'utf8')).closeToTray).toBe(true);
  });

  it('flush resolves once changes nobody awaited are on disk (quitting waits for it)', async () => {
    const { dir, log } = profile();
    const store = createPreferencesStore({ profileDir: dir, log });
    void store.update({ closeToTray: true });
    void store.update({ startAtLogin: true });
    await store.flush();
    const saved = JSON.parse(readFileSync(join(dir, PREFERENCES_FILE), 'utf8'));
    expect([saved.closeToTray, saved.startAtLogin]).toEqual([true, true]);
  });

  it('says so and uses the defaults when the file is malformed', () => {
    const { dir, lines, log } = profile();
    writeFileSync(join(dir, PREFERENCES_FILE), '{ not json');
    expect(createPreferencesStore({ profileDir: dir, log }).get()).toEqual(DEFAULT_DESKTOP_PREFERENCES);
    expect(lines.join('\n')).toMatch(/malformed/);
  });
});
