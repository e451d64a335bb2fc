// Keeps the window's placement in the profile (window-state.json): read at start to place the window
// (window-state.ts decides where), saved after the window is moved, resized, maximised or restored
// (debounced, so a drag writes once) and at once when it closes. Writes are small and synchronous
// so the last one lands even when the app quits right after the close.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Clock } from '../loop/types';
import type { LevelledLog } from '../session/log';
import {
  recordPlacement,
  restorePlacement,
  type DisplayInfo,
  type Rect,
  type SavedWindowState,
  type WindowPlacement,
} from './window-state';

export const WINDOW_STATE_FILE = 'window-state.json';
export const SAVE_DELAY_MS = 500;

export type WindowEvent = 'move' | 'resize' | 'maximize' | 'unmaximize' | 'close';

/** The part of a BrowserWindow the keeper watches. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isMinimized(): boolean;
  isFullScreen(): boolean;
  on(event: WindowEvent, listener: () => void): unknown;
}

/** The part of Electron's `screen` the keeper reads. */
export interface DisplaySource {
  getAllDisplays(): DisplayInfo[];
  getPrimaryDisplay(): DisplayInfo;
}

const rect = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
});
const savedState = z.object({
  arrangements: z.record(
    z.string().max(2000),
    z.object({ bounds: rect, maximized: z.boolean(), savedAt: z.number() }),
  ),
});

export interface WindowStateKeeper {
  /** Where to open the window now. */
  initialPlacement(): WindowPlacement;
  /** Saves the window's placement whenever it changes, until it closes. */
  track(window: TrackedWindow): void;
}

export interface KeeperOptions {
  profileDir: string;
  screen: DisplaySource;
  clock: Clock;
  log: LevelledLog;
}

export function createWindowStateKeeper(options: KeeperOptions): WindowStateKeeper {
  const path = join(options.profileDir, WINDOW_STATE_FILE);
  let saved = load();

  function load(): SavedWindowState | null {
    try {
      const parsed = savedState.safeParse(JSON.parse(readFileSync(path, 'utf8')));
      if (parsed.success) return parsed.data;
      options.log.warn('window state: malformed file, opening at the default place');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') options.log.warn('window state: unreadable file');
    }
    return null;
  }

  function save(window: TrackedWindow): void {
    // A minimised or full-screen window's bounds are not where it should reopen.
    if (window.isMinimized() || window.isFullScreen()) return;
    const placement = { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
    saved = recordPlacement(saved, options.screen.getAllDisplays(), placement, options.clock.now());
    const temp = `${path}.tmp-${process.pid}`;
    try {
      writeFileSync(temp, JSON.stringify(saved), { mode: 0o600 });
      renameSync(temp, path);
    } catch (err) {
      options.log.warn('window state: could not be saved', { error: (err as Error).name });
    }
  }

  return {
    initialPlacement: () =>
      restorePlacement(saved, options.screen.getAllDisplays(), options.screen.getPrimaryDisplay()),
    track(window) {
      let timer: unknown = null;
      const later = () => {
        if (timer !== null) options.clock.clearTimeout(timer);
        timer = options.clock.setTimeout(() => {
          timer = null;
          save(window);
        }, SAVE_DELAY_MS);
      };
      for (const event of ['move', 'resize', 'maximize', 'unmaximize'] as const) window.on(event, later);
      window.on('close', () => {
        if (timer !== null) options.clock.clearTimeout(timer);
        timer = null;
        save(window);
      });
    },
  };
}
