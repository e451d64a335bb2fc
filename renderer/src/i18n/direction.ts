// Which way the text runs where a script places or moves something sideways. The stylesheets need
// none of this (logical properties follow `dir` by themselves); code that takes a pointer's x or an
// arrow key does: in right to left a menu grows leftwards from where it is anchored, and the Left
// and Right arrows of a horizontal widget swap, so "next" is still towards the line's end (WAI-ARIA
// Authoring Practices, "Keyboard Navigation Inside Components"). <html dir> is set by
// language-provider.tsx; a nearer `dir` on an ancestor wins, as it does for CSS.

export type TextDirection = 'ltr' | 'rtl';

/** The part of an element this needs, so tests can pass a plain object. */
interface DirectedElement {
  closest(selector: string): { getAttribute(name: string): string | null } | null;
}

/** The direction of the text around `element`: its nearest `dir` (auto counts as left to right). */
export function directionOf(element: DirectedElement | null | undefined): TextDirection {
  const value = element?.closest('[dir]')?.getAttribute('dir');
  return value?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The key as it would be pressed in left to right: ArrowLeft and ArrowRight swap in right to left,
 * so a widget written as "ArrowRight moves forward" moves towards the line's end both ways. Other
 * keys come back unchanged.
 */
export function logicalArrowKey(key: string, direction: TextDirection): string {
  if (direction === 'ltr') return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}

/**
 * The viewport `left` of a box `width` wide whose inline-start edge is anchored at `x` (its left
 * edge in left to right, its right edge in right to left), kept `margin` inside a viewport
 * `viewportWidth` wide. A box wider than the room left starts at the margin.
 */
export function placeInline(
  x: number,
  width: number,
  viewportWidth: number,
  margin: number,
  direction: TextDirection,
): number {
  const left = direction === 'rtl' ? x - width : x;
  return Math.max(margin, Math.min(left, viewportWidth - width - margin));
}
