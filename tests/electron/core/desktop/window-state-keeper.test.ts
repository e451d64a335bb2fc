import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createWindowStateKeeper,
  SAVE_DELAY_MS,
  WINDOW_STATE_FILE,
  type TrackedWindow,
  type WindowEvent,
} from '../../../../electron/core/desktop/window-state-keeper';
import type { DisplayInfo, Rect } from '../../../../electron/core/desktop/window-state';
import { levelled } from '../../../../electron/core/session';
import { FakeClock } from '../support/fake-clock';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const primary: DisplayInfo = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
};

class FakeWindow implements TrackedWindow {
  bounds: Rect = { x: 100, y: 100, width: 1000, height: 700 };
  maximized = false;
  minimized = false;
  private listeners = new Map<WindowEvent, (() => void)[]>();
  getNormalBounds = () => this.bounds;
  isMaximized = () => this.maximized;
  isMinimized = () => this.minimized;
  isFullScreen = () => false;
  on(event: WindowEvent, listener: () => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: WindowEvent) {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
}

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'threadline-window-'));
  dirs.push(dir);
  const clock = new FakeClock();
  const lines: string[] = [];
  const keeper = () =>
    createWindowStateKeeper({
      profileDir: dir,
      screen: { getAllDisplays: () => [primary], getPrimaryDisplay: () => primary },
      clock,
      log: levelled((line) => lines.push(line)),
    });
  return { dir, clock, lines, keeper };
}

describe('createWindowStateKeeper', () => {
  it('saves once after a burst of moves, and the next start opens there', async () => {
    const { dir, clock, keeper } = setUp();
    const window = new FakeWindow();
    keeper().track(window);
    for (let x = 100; x < 200; x += 10) {
      window.bounds = { ...window.bounds, x };
      window.emit('move');
      await clock.advance(50);
    }
    expect(() => readFileSync(join(dir, WINDOW_STATE_FILE))).toThrow();
    await clock.advance(SAVE_DELAY_MS);
    expect(keeper().initialPlacement()).toEqual({
      bounds: { x: 190, y: 100, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('saves at once on close, maximised state included, and skips a minimised window', async () => {
    const { clock, keeper } = setUp();
    const window = new FakeWindow();
    keeper().track(window);
    window.maximized = true;
    window.emit('maximize');
    window.emit('close');
    expect(clock.pending()).toEqual([]);
    expect(keeper().initialPlacement().maximized).toBe(true);

    const later = new FakeWindow();
    keeper().track(later);
    later.minimized = true;
    later.bounds = { x: -32000, y: -32000, width: 160, height: 28 };
    later.emit('close');
    expect(keeper().initialPlacement()).toMatchObject({ maximized: true, bounds: { x: 100, y: 100 } });
  });

  it('opens at the default place, with a log line, when the file is malformed', () => {
    const { dir, lines, keeper } = setUp();
    writeFileSync(join(dir, WINDOW_STATE_FILE), '{"arrangements": 3}');
    expect(keeper().initialPlacement().bounds).toEqual({ x: 320, y: 110, width: 1280, height: 820 });
    expect(lines.join('\n')).toMatch(/malformed/);
  });
});
