// The picker's grid as rows for the virtualizer: per section a header row and rows of up to
// `columns` emoji, every emoji numbered in one flat order (the keyboard moves over that order).
// Pure, so the layout and the arrow-key moves are tested without a browser.
import type { EmojiEntry } from './emoji-catalog';

export interface EmojiSection {
  title: string;
  entries: readonly EmojiEntry[];
}

export type GridRow =
  | { kind: 'header'; title: string; section: number }
  | { kind: 'emoji'; section: number; start: number; entries: readonly EmojiEntry[] };

export interface GridLayout {
  rows: GridRow[];
  /** Flat emoji order. */
  items: EmojiEntry[];
  /** Flat index → its row. */
  rowOfItem: number[];
  /** Section → the row index of its header. */
  sectionRow: number[];
}

export function layoutGrid(sections: readonly EmojiSection[], columns: number): GridLayout {
  const rows: GridRow[] = [];
  const items: EmojiEntry[] = [];
  const rowOfItem: number[] = [];
  const sectionRow: number[] = [];
  sections.forEach((section, s) => {
    sectionRow.push(rows.length);
    rows.push({ kind: 'header', title: section.title, section: s });
    for (let i = 0; i < section.entries.length; i += columns) {
      const entries = section.entries.slice(i, i + columns);
      for (let k = 0; k < entries.length; k++) rowOfItem.push(rows.length);
      rows.push({ kind: 'emoji', section: s, start: items.length, entries });
      items.push(...entries);
    }
  });
  return { rows, items, rowOfItem, sectionRow };
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

function emojiRowFrom(layout: GridLayout, from: number, step: 1 | -1): number {
  for (let r = from + step; r >= 0 && r < layout.rows.length; r += step) {
    if (layout.rows[r]!.kind === 'emoji') return r;
  }
  return -1;
}

/**
 * Where a key moves the active emoji: left/right along the flat order, up/down to the same column
 * of the emoji row above or below (or its last emoji when that row is shorter), Home/End to the
 * ends. Stays put at the edges; -1 (the search box) when ArrowUp leaves the first row.
 */
export function moveInGrid(layout: GridLayout, active: number, key: GridKey): number {
  const last = layout.items.length - 1;
  if (last < 0) return -1;
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, active - 1);
    case 'ArrowRight':
      return Math.min(last, active + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowUp':
    case 'ArrowDown': {
      const rowIndex = layout.rowOfItem[active]!;
      const row = layout.rows[rowIndex] as Extract<GridRow, { kind: 'emoji' }>;
      const target = emojiRowFrom(layout, rowIndex, key === 'ArrowDown' ? 1 : -1);
      if (target === -1) return key === 'ArrowUp' ? -1 : active;
      const next = layout.rows[target] as Extract<GridRow, { kind: 'emoji' }>;
      return next.start + Math.min(active - row.start, next.entries.length - 1);
    }
  }
}
