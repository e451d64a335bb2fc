// The direction helpers that scripts use where they place things sideways or read arrow keys: the
// nearest `dir` decides, arrows swap only in right to left, and a menu anchored at its inline start
// grows leftwards in right to left while staying inside the window either way.
import { describe, expect, it } from 'vitest';
import { directionOf, logicalArrowKey, placeInline } from '../../../renderer/src/i18n/direction';

/** An element whose nearest ancestor with `dir` has the given value (null: none has one). */
const under = (dir: string | null) => ({
  closest: (selector: string) => {
    expect(selector).toBe('[dir]');
    return dir === null ? null : { getAttribute: (name: string) => (name === 'dir' ? dir : null) };
  },
});

describe('directionOf', () => {
  it('reads the nearest dir, right to left only when it says rtl', () => {
    expect(directionOf(under('rtl'))).toBe('rtl');
    expect(directionOf(under('RTL'))).toBe('rtl');
    expect(directionOf(under('ltr'))).toBe('ltr');
    expect(directionOf(under('auto'))).toBe('ltr');
    expect(directionOf(under(null))).toBe('ltr');
    expect(directionOf(null)).toBe('ltr');
  });
});

describe('logicalArrowKey', () => {
  it('leaves every key alone in left to right', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'Home', 'l']) {
      expect(logicalArrowKey(key, 'ltr')).toBe(key);
    }
  });

  it('swaps Left and Right in right to left, and only those', () => {
    expect(logicalArrowKey('ArrowLeft', 'rtl')).toBe('ArrowRight');
    expect(logicalArrowKey('ArrowRight', 'rtl')).toBe('ArrowLeft');
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'h', 'l']) {
      expect(logicalArrowKey(key, 'rtl')).toBe(key);
    }
  });
});

describe('placeInline', () => {
  const WINDOW = 1000;
  const MARGIN = 8;

  it('puts the left edge at the anchor in left to right, the right edge in right to left', () => {
    expect(placeInline(300, 200, WINDOW, MARGIN, 'ltr')).toBe(300);
    expect(placeInline(300, 200, WINDOW, MARGIN, 'rtl')).toBe(100);
  });

  it('keeps the box inside the window on the side it grows towards', () => {
    // Left to right, anchored near the right edge: pulled back so its right edge is 8px in.
    expect(placeInline(950, 200, WINDOW, MARGIN, 'ltr')).toBe(WINDOW - 200 - MARGIN);
    // Right to left, anchored near the left edge: pushed in so its left edge is 8px in.
    expect(placeInline(50, 200, WINDOW, MARGIN, 'rtl')).toBe(MARGIN);
  });

  it('starts a box wider than the window at the margin', () => {
    expect(placeInline(500, 1200, WINDOW, MARGIN, 'ltr')).toBe(MARGIN);
    expect(placeInline(500, 1200, WINDOW, MARGIN, 'rtl')).toBe(MARGIN);
  });
});
