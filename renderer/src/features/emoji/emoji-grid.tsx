// The picker's virtualized grid (only the rows in view are in the DOM, so the ~1,900 emoji cost
// nothing until scrolled to). One emoji at a time is in the tab order (roving tabindex); arrows,
// Home/End move it, Enter or a click picks, ArrowUp from the first row returns to the search box.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { EmojiEntry } from './emoji-catalog';
import { EmojiGlyph } from './emoji-glyph';
import { moveInGrid, type GridKey, type GridLayout } from './emoji-grid-rows';
import { directionOf, logicalArrowKey } from '../../i18n/direction';

export const GRID_COLUMNS = 9;
const EMOJI_ROW_PX = 38;
const HEADER_ROW_PX = 28;
const messages = defineMessages({
  grid: { id: 'emoji.grid.label', defaultMessage: 'Emoji' },
});
const GRID_KEYS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** An emoji's name as typed in a message, ":octopus:" (names are not translated). */
const shortcode = (name: string) => `:${name}:`;

interface EmojiGridProps {
  layout: GridLayout;
  /** The search the layout shows ('' for the catalog), on the element for tests and the bench. */
  query: string;
  /** The active emoji's flat index, or -1 when focus is in the search box. */
  active: number;
  /** Whether focus should follow `active` (false while the user types in the search box). */
  focusActive: boolean;
  /** A section header row to scroll to (category tabs), or null. */
  scrollToRow: number | null;
  onActiveChange(index: number, focus: boolean): void;
  onPick(entry: EmojiEntry): void;
  onLeave(): void;
}

export function EmojiGrid(props: EmojiGridProps) {
  const intl = useIntl();
  const { layout, active, focusActive, scrollToRow } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: layout.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (layout.rows[i]?.kind === 'header' ? HEADER_ROW_PX : EMOJI_ROW_PX),
    overscan: 6,
  });

  useEffect(() => {
    if (scrollToRow !== null) virtualizer.scrollToIndex(scrollToRow, { align: 'start' });
  }, [scrollToRow, virtualizer]);

  useLayoutEffect(() => {
    if (active < 0 || !focusActive) return;
    const row = layout.rowOfItem[active];
    if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'auto' });
    // Focus at once when the button is on screen, so a key pressed right after lands on it; a row
    // scrolled into view renders a frame later.
    const cell = () => scrollRef.current?.querySelector<HTMLElement>(`[data-item="${active}"]`);
    const present = cell();
    if (present) {
      present.focus();
      return;
    }
    const frame = requestAnimationFrame(() => cell()?.focus());
    return () => cancelAnimationFrame(frame);
  }, [active, focusActive, layout, virtualizer]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const key = logicalArrowKey(event.key, directionOf(event.currentTarget)) as GridKey;
    const next = moveInGrid(layout, Math.max(active, 0), key);
    if (next === -1) props.onLeave();
    else props.onActiveChange(next, true);
  };

  return (
    <div ref={scrollRef} className="emoji-grid-scroll" data-testid="emoji-grid" data-query={props.query}>
      <div
        role="grid"
        aria-label={intl.formatMessage(messages.grid)}
        aria-rowcount={layout.rows.length}
        className="emoji-grid"
        style={{ height: `${virtualizer.getTotalSize()}px` }}
        onKeyDown={onKeyDown}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = layout.rows[item.index]!;
          const style = { transform: `translateY(${item.start}px)`, height: `${item.size}px` };
          if (row.kind === 'header') {
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 1}
                className="emoji-grid-header"
                style={style}
              >
                <span role="columnheader">{row.title}</span>
              </div>
            );
          }
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 1}
              className="emoji-grid-row"
              style={style}
            >
              {row.entries.map((entry, k) => {
                const index = row.start + k;
                return (
                  <button
                    key={`${entry.kind}:${entry.code}`}
                    type="button"
                    role="gridcell"
                    className={`emoji-cell${index === active ? ' is-active' : ''}`}
                    aria-label={entry.name}
                    title={shortcode(entry.name)}
                    data-item={index}
                    data-testid={`emoji-option-${entry.name}`}
                    tabIndex={index === Math.max(active, 0) ? 0 : -1}
                    onFocus={() => index !== active && props.onActiveChange(index, false)}
                    onMouseEnter={() => props.onActiveChange(index, false)}
                    onClick={() => props.onPick(entry)}
                  >
                    <EmojiGlyph name={entry.name} code={entry.code} kind={entry.kind} size={24} />
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
