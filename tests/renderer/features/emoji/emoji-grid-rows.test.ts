import { describe, expect, it } from 'vitest';
import type { EmojiEntry } from '../../../../renderer/src/features/emoji/emoji-catalog';
import { layoutGrid, moveInGrid } from '../../../../renderer/src/features/emoji/emoji-grid-rows';

const entries = (n: number, prefix: string): EmojiEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'unicode_emoji',
    name: `${prefix}${i}`,
    aliases: [],
    code: `${prefix}${i}`,
    category: prefix,
    sortOrder: i,
    sheet: null,
  }));

// Section a: 5 emoji in rows [0..3] [4]; section b: 3 emoji in row [5..7] (4 columns).
const layout = layoutGrid(
  [
    { title: 'a', entries: entries(5, 'a') },
    { title: 'b', entries: entries(3, 'b') },
  ],
  4,
);

describe('the picker grid', () => {
  it('lays sections out as a header and rows of emoji, numbered in one order', () => {
    expect(layout.rows.map((r) => (r.kind === 'header' ? r.title : r.entries.length))).toEqual([
      'a',
      4,
      1,
      'b',
      3,
    ]);
    expect(layout.items.map((e) => e.name)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'b0', 'b1', 'b2']);
    expect(layout.sectionRow).toEqual([0, 3]);
    expect(layout.rowOfItem).toEqual([1, 1, 1, 1, 2, 4, 4, 4]);
  });

  it('moves by arrows over rows and across sections, clamping to shorter rows', () => {
    expect(moveInGrid(layout, 2, 'ArrowDown')).toBe(4);
    expect(moveInGrid(layout, 4, 'ArrowDown')).toBe(5);
    expect(moveInGrid(layout, 7, 'ArrowUp')).toBe(4);
    expect(moveInGrid(layout, 4, 'ArrowUp')).toBe(0);
    expect(moveInGrid(layout, 4, 'ArrowRight')).toBe(5);
    expect(moveInGrid(layout, 0, 'ArrowLeft')).toBe(0);
    expect(moveInGrid(layout, 7, 'ArrowDown')).toBe(7);
    expect(moveInGrid(layout, 3, 'End')).toBe(7);
    expect(moveInGrid(layout, 3, 'Home')).toBe(0);
  });

  it('leaves the grid (to the search box) with ArrowUp from the first row', () => {
    expect(moveInGrid(layout, 2, 'ArrowUp')).toBe(-1);
    expect(moveInGrid(layoutGrid([], 4), 0, 'ArrowDown')).toBe(-1);
  });
});
