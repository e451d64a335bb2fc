import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDoNotDisturb } from '../../../../electron/core/desktop/do-not-disturb';
import { createPreferencesStore, PREFERENCES_FILE } from '../../../../electron/core/desktop/preferences';
import { levelled } from '../../../../electron/core/session';
import { FakeClock } from '../support/fake-clock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function profile(saved?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'threadline-dnd-'));
  dirs.push(dir);
  if (saved) writeFileSync(join(dir, PREFERENCES_FILE), JSON.stringify(saved));
  return dir;
}

const store = (dir: string) => createPreferencesStore({ profileDir: dir, log: levelled(() => undefined) });

describe('createDoNotDisturb', () => {
  it('stores the end of a pause, keeps it across a restart, and clears it when it ends', async () => {
    const dir = profile();
    const clock = new FakeClock(1_000_000);
    const preferences = store(dir);
    const dnd = createDoNotDisturb(preferences, clock);
    const saved = await dnd.choose('30-minutes');
    expect(saved.doNotDisturbUntil).toBe(1_000_000 + 30 * 60_000);
    expect(dnd.current()).toBe(1_000_000 + 30 * 60_000);
    dnd.stop();

    // A restart ten minutes later: the pause is still on, read from the file.
    await clock.advance(10 * 60_000);
    const again = store(dir);
    const seen: unknown[] = [];
    again.onChange((current) => seen.push(current.doNotDisturbUntil));
    const restarted = createDoNotDisturb(again, clock);
    expect(restarted.current()).toBe(1_000_000 + 30 * 60_000);
    expect(seen).toEqual([]);

    await clock.advance(20 * 60_000 - 1);
    expect(again.get().doNotDisturbUntil).not.toBeNull();
    await clock.advance(1);
    expect(seen).toEqual([null]);
    // …and the file says so once the write lands.
    await vi.waitFor(() => expect(store(dir).get().doNotDisturbUntil).toBeNull());
    restarted.stop();
  });

  it('clears at start a pause that ended while the app was closed', async () => {
    const clock = new FakeClock(5_000);
    const preferences = store(profile({ doNotDisturbUntil: 4_000 }));
    const dnd = createDoNotDisturb(preferences, clock);
    expect(dnd.current()).toBeNull();
    expect(preferences.get().doNotDisturbUntil).toBeNull();
    dnd.stop();
  });

  it('keeps a pause until turned off with no timer, and "off" ends it', async () => {
    const clock = new FakeClock();
    const preferences = store(profile());
    const dnd = createDoNotDisturb(preferences, clock);
    await dnd.choose('until-turned-off');
    expect(dnd.current()).toBe('forever');
    expect(clock.pending()).toEqual([]);
    await dnd.choose('off');
    expect(preferences.get().doNotDisturbUntil).toBeNull();
    dnd.stop();
  });

  it('replaces the timer of a pause changed before it ended, and waits in steps for a far end', async () => {
    const clock = new FakeClock(0);
    const preferences = store(profile());
    const dnd = createDoNotDisturb(preferences, clock);
    await dnd.choose('1-hour');
    await dnd.choose('30-minutes');
    expect(clock.pending().map((t) => t.delay)).toEqual([30 * 60_000]);
    // An end set directly (desktop.setPreferences) beyond setTimeout's range is waited for in steps.
    await preferences.update({ doNotDisturbUntil: 2 ** 32 });
    expect(clock.pending().map((t) => t.delay)).toEqual([2 ** 31 - 1]);
    await clock.runNext();
    expect(preferences.get().doNotDisturbUntil).toBe(2 ** 32);
    expect(clock.pending()).toHaveLength(1);
    dnd.stop();
    expect(clock.pending()).toEqual([]);
  });
});
