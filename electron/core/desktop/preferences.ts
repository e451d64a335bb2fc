// This computer's preferences (shared/desktop.ts): read once from the profile at start, changed by
// the renderer, the tray and the menu, written atomically after each change, and announced to every
// listener (the hosts push them to the renderer and apply them to the shell). A missing, unreadable
// or malformed file gives the defaults with a log line; a field that fails its schema falls back to
// its default alone, so one bad value never loses the others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_DESKTOP_PREFERENCES,
  desktopPreferences,
  type DesktopPreferences,
} from '../../../shared/desktop';
import type { LevelledLog } from '../session/log';
import { writePrivateFileAtomic } from '../vault/private-files';

export const PREFERENCES_FILE = 'preferences.json';

export type PreferencesListener = (
  preferences: DesktopPreferences,
  changed: Partial<DesktopPreferences>,
) => void;

export interface PreferencesStore {
  get(): DesktopPreferences;
  /** Applies a change already parsed by the router's schema; resolves once it is on disk. */
  update(change: Partial<DesktopPreferences>): Promise<DesktopPreferences>;
  onChange(listener: PreferencesListener): () => void;
  /** Resolves once every change made so far is on disk (awaited before quitting). */
  flush(): Promise<void>;
}

export interface PreferencesOptions {
  profileDir: string;
  log: LevelledLog;
}

/** Each known field from `raw` that passes its schema; defaults for the rest. */
export function readPreferences(raw: unknown): DesktopPreferences {
  const result: Record<string, unknown> = { ...DEFAULT_DESKTOP_PREFERENCES };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ...DEFAULT_DESKTOP_PREFERENCES };
  for (const [key, schema] of Object.entries(desktopPreferences.shape)) {
    if (!Object.hasOwn(raw, key)) continue;
    const parsed = schema.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as DesktopPreferences;
}

export function createPreferencesStore(options: PreferencesOptions): PreferencesStore {
  const path = join(options.profileDir, PREFERENCES_FILE);
  const listeners = new Set<PreferencesListener>();
  let current = load();
  // Writes run in order, so an older state never lands after a newer one.
  let writing: Promise<unknown> = Promise.resolve();

  function load(): DesktopPreferences {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') options.log.warn('preferences: unreadable file');
      return { ...DEFAULT_DESKTOP_PREFERENCES };
    }
    try {
      return readPreferences(JSON.parse(text));
    } catch {
      options.log.warn('preferences: malformed file, using the defaults');
      return { ...DEFAULT_DESKTOP_PREFERENCES };
    }
  }

  return {
    get: () => current,
    async update(change) {
      current = { ...current, ...change };
      const snapshot = JSON.stringify(current, null, 2);
      for (const listener of listeners) listener(current, change);
      writing = writing
        .catch(() => undefined)
        .then(() => writePrivateFileAtomic(path, snapshot))
        .catch((err: unknown) => {
          options.log.warn('preferences: could not be saved', { error: (err as Error).name });
        });
      await writing;
      return current;
    },
    flush: () => writing.then(() => undefined),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
