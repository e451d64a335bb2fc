// Where the window opens: the size, position and maximised state it had the last time this
// arrangement of displays was in use (a laptop alone, the laptop with the office monitor, …), as a
// pure decision from the saved state and the displays present now. A window whose display is gone
// opens on the primary display with its size; one that hangs over an edge is pulled back onscreen.
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DisplayInfo {
  id: number;
  bounds: Rect;
  /** The display less its taskbar, dock or panels. */
  workArea: Rect;
  scaleFactor: number;
}

export interface WindowPlacement {
  /** The window's normal (not maximised) bounds. */
  bounds: Rect;
  maximized: boolean;
}

export interface SavedWindowState {
  /** Per display arrangement (arrangementKey), with when it was saved, newest wins as a fallback. */
  arrangements: Record<string, WindowPlacement & { savedAt: number }>;
}

export const DEFAULT_SIZE = { width: 1280, height: 820 };
export const MIN_SIZE = { width: 720, height: 480 };
/** Arrangements remembered; the oldest beyond this are forgotten. */
export const MAX_ARRANGEMENTS = 8;

/** One key per set of displays: their bounds and scale, whatever order the system lists them in. */
export function arrangementKey(displays: readonly DisplayInfo[]): string {
  return displays
    .map((d) => `${d.bounds.x},${d.bounds.y},${d.bounds.width}x${d.bounds.height}@${d.scaleFactor}`)
    .sort()
    .join('|');
}

function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** `bounds` made to fit in `area`: no larger (nor smaller than the minimum where it fits), moved inside. */
export function clampInto(bounds: Rect, area: Rect): Rect {
  const width = Math.min(Math.max(bounds.width, MIN_SIZE.width), area.width);
  const height = Math.min(Math.max(bounds.height, MIN_SIZE.height), area.height);
  const x = Math.min(Math.max(bounds.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(bounds.y, area.y), area.y + area.height - height);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

function centredIn(size: { width: number; height: number }, area: Rect): Rect {
  return clampInto(
    {
      x: area.x + (area.width - size.width) / 2,
      y: area.y + (area.height - size.height) / 2,
      width: size.width,
      height: size.height,
    },
    area,
  );
}

function usable(placement: WindowPlacement | undefined): placement is WindowPlacement {
  const b = placement?.bounds;
  return (
    b !== undefined && [b.x, b.y, b.width, b.height].every(Number.isFinite) && b.width > 0 && b.height > 0
  );
}

/** The placement saved for this arrangement, else the newest saved for any, else none. */
function savedFor(saved: SavedWindowState | null, key: string): WindowPlacement | undefined {
  if (saved === null) return undefined;
  const exact = saved.arrangements[key];
  if (usable(exact)) return exact;
  return Object.values(saved.arrangements)
    .filter(usable)
    .sort((a, b) => b.savedAt - a.savedAt)[0];
}

export function restorePlacement(
  saved: SavedWindowState | null,
  displays: readonly DisplayInfo[],
  primary: DisplayInfo,
): WindowPlacement {
  const placement = savedFor(saved, arrangementKey(displays));
  if (placement === undefined) return { bounds: centredIn(DEFAULT_SIZE, primary.workArea), maximized: false };
  let best: DisplayInfo | undefined;
  let bestArea = 0;
  for (const display of displays) {
    const area = overlapArea(placement.bounds, display.workArea);
    if (area > bestArea) [best, bestArea] = [display, area];
  }
  const bounds =
    best === undefined
      ? centredIn(placement.bounds, primary.workArea)
      : clampInto(placement.bounds, best.workArea);
  return { bounds, maximized: placement.maximized === true };
}

/** `saved` with `placement` recorded for this arrangement, forgetting the oldest beyond the limit. */
export function recordPlacement(
  saved: SavedWindowState | null,
  displays: readonly DisplayInfo[],
  placement: WindowPlacement,
  now: number,
): SavedWindowState {
  const arrangements = {
    ...(saved?.arrangements ?? {}),
    [arrangementKey(displays)]: { ...placement, savedAt: now },
  };
  const kept = Object.entries(arrangements)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_ARRANGEMENTS);
  return { arrangements: Object.fromEntries(kept) };
}
