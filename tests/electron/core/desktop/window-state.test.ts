import { describe, expect, it } from 'vitest';
import {
  arrangementKey,
  DEFAULT_SIZE,
  MAX_ARRANGEMENTS,
  recordPlacement,
  restorePlacement,
  type DisplayInfo,
  type SavedWindowState,
} from '../../../../electron/core/desktop/window-state';

/** A display with a 40 px panel at the top of its work area. */
function display(
  id: number,
  x: number,
  y: number,
  width: number,
  height: number,
  scaleFactor = 1,
): DisplayInfo {
  return {
    id,
    bounds: { x, y, width, height },
    workArea: { x, y: y + 40, width, height: height - 40 },
    scaleFactor,
  };
}

const laptop = display(1, 0, 0, 1920, 1080);
const monitor = display(2, 1920, 0, 2560, 1440);
const alone = [laptop];
const docked = [laptop, monitor];

describe('arrangementKey', () => {
  it('is the same whatever order the displays are listed in, and differs by scale', () => {
    expect(arrangementKey([monitor, laptop])).toBe(arrangementKey(docked));
    expect(arrangementKey([display(1, 0, 0, 1920, 1080, 2)])).not.toBe(arrangementKey(alone));
  });
});

describe('restorePlacement', () => {
  it('centres the default size on the primary display the first time', () => {
    expect(restorePlacement(null, alone, laptop)).toEqual({
      bounds: { x: 320, y: 150, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height },
      maximized: false,
    });
  });

  it('puts the window back where it was for the same arrangement, maximised or not', () => {
    let saved: SavedWindowState | null = null;
    saved = recordPlacement(
      saved,
      docked,
      { bounds: { x: 2100, y: 100, width: 1400, height: 900 }, maximized: true },
      1,
    );
    saved = recordPlacement(
      saved,
      alone,
      { bounds: { x: 50, y: 60, width: 1000, height: 700 }, maximized: false },
      2,
    );
    expect(restorePlacement(saved, docked, laptop)).toEqual({
      bounds: { x: 2100, y: 100, width: 1400, height: 900 },
      maximized: true,
    });
    expect(restorePlacement(saved, alone, laptop)).toEqual({
      bounds: { x: 50, y: 60, width: 1000, height: 700 },
      maximized: false,
    });
  });

  it('opens on the primary display, same size, when the display it was on is gone', () => {
    // Saved on the monitor; now the laptop is alone (an arrangement never saved).
    const saved = recordPlacement(
      null,
      docked,
      { bounds: { x: 2500, y: 300, width: 1200, height: 800 }, maximized: true },
      1,
    );
    expect(restorePlacement(saved, alone, laptop)).toEqual({
      bounds: { x: 360, y: 160, width: 1200, height: 800 },
      maximized: true,
    });
  });

  it('shrinks a window larger than the display left and pulls one hanging over an edge back on', () => {
    const huge = recordPlacement(
      null,
      alone,
      { bounds: { x: 1700, y: 900, width: 2400, height: 1400 }, maximized: false },
      1,
    );
    expect(restorePlacement(huge, alone, laptop).bounds).toEqual({ x: 0, y: 40, width: 1920, height: 1040 });
    const overEdge = recordPlacement(
      null,
      alone,
      { bounds: { x: 1500, y: -100, width: 800, height: 600 }, maximized: false },
      1,
    );
    expect(restorePlacement(overEdge, alone, laptop).bounds).toEqual({
      x: 1120,
      y: 40,
      width: 800,
      height: 600,
    });
  });

  it('keeps the minimum size, and ignores a saved state with nonsense bounds', () => {
    const tiny = recordPlacement(
      null,
      alone,
      { bounds: { x: 10, y: 50, width: 100, height: 50 }, maximized: false },
      1,
    );
    expect(restorePlacement(tiny, alone, laptop).bounds).toEqual({ x: 10, y: 50, width: 720, height: 480 });
    const broken: SavedWindowState = {
      arrangements: {
        [arrangementKey(alone)]: {
          bounds: { x: NaN, y: 0, width: 10, height: 10 },
          maximized: false,
          savedAt: 1,
        },
      },
    };
    expect(restorePlacement(broken, alone, laptop)).toEqual(restorePlacement(null, alone, laptop));
  });

  it('remembers a bounded number of arrangements, forgetting the oldest', () => {
    let saved: SavedWindowState | null = null;
    for (let i = 0; i < MAX_ARRANGEMENTS + 3; i++) {
      saved = recordPlacement(
        saved,
        [display(1, 0, 0, 1000 + i, 800)],
        { bounds: { x: 0, y: 40, width: 720, height: 480 }, maximized: false },
        i,
      );
    }
    const keys = Object.keys(saved?.arrangements ?? {});
    expect(keys).toHaveLength(MAX_ARRANGEMENTS);
    expect(keys).not.toContain(arrangementKey([display(1, 0, 0, 1000, 800)]));
  });
});
