// The emoji picker: a dialog with a search box (focused), category tabs, "Frequently used", the
// organization's custom emoji and every Unicode emoji, in a virtualized keyboard-navigable grid.
// It only chooses; what a pick does (toggle a reaction, insert into compose) is the caller's.
import { errorMessage } from '../../bridge/call-api';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import '../../styles/emoji.css';
import { ModalDialog } from '../common/modal-dialog';
import type { EmojiEntry } from './emoji-catalog';
import { EmojiGlyph } from './emoji-glyph';
import { EmojiGrid, GRID_COLUMNS } from './emoji-grid';
import { layoutGrid, type EmojiSection } from './emoji-grid-rows';
import { searchEmoji } from './emoji-search';
import { catalogSections, searchResultsName } from './emoji-sections';
import { useEmojiIndex } from './use-emoji-index';
import { useFrequentEmoji } from './use-frequent-emoji';

const SEARCH_LIMIT = 300;

const messages = defineMessages<{
  readonly search: NoMessageValues;
  readonly categories: NoMessageValues;
  readonly loadFailed: { readonly reason: MessageValue };
  readonly loading: NoMessageValues;
  readonly noMatch: { readonly query: MessageValue };
}>({
  search: { id: 'emoji.picker.search', defaultMessage: 'Search emoji' },
  categories: { id: 'emoji.picker.categories', defaultMessage: 'Emoji categories' },
  loadFailed: { id: 'emoji.picker.load_failed', defaultMessage: 'Could not load the emoji list: {reason}' },
  loading: { id: 'emoji.picker.loading', defaultMessage: 'Loading emoji…' },
  noMatch: { id: 'emoji.picker.no_match', defaultMessage: 'No emoji match “{query}”.' },
});

export interface EmojiPickerProps {
  title: string;
  onPick(entry: EmojiEntry): void;
  onClose(): void;
  /** Shown under the grid (e.g. why the last pick failed). */
  error?: string | null;
}

/** ":+1: (:thumbsup:)": the name and aliases of the emoji under the cursor. */
function describe(entry: EmojiEntry): string {
  const aliases = entry.aliases.map((a) => `:${a}:`).join(' ');
  return aliases ? `:${entry.name}: (${aliases})` : `:${entry.name}:`;
}

export function EmojiPicker({ title, onPick, onClose, error }: EmojiPickerProps) {
  const intl = useIntl();
  const { index, error: loadError } = useEmojiIndex();
  const { frequent, rememberPick } = useFrequentEmoji(index);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState({ index: -1, focus: false });
  const [scrollToRow, setScrollToRow] = useState<number | null>(null);
  const searching = query.trim() !== '';
  // The native dialog focuses its first control when it opens (after this component's effects),
  // so the search box takes focus on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => searchRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const sections = useMemo<EmojiSection[]>(() => {
    if (index === undefined) return [];
    if (!searching) return catalogSections(intl, index, frequent);
    return [
      {
        title: searchResultsName(intl),
        entries: searchEmoji(index, query, SEARCH_LIMIT).map((m) => m.emoji),
      },
    ];
  }, [intl, index, frequent, query, searching]);
  const layout = useMemo(() => layoutGrid(sections, GRID_COLUMNS), [sections]);
  const current = layout.items[active.index] ?? (searching ? layout.items[0] : undefined);

  const pick = (entry: EmojiEntry) => {
    rememberPick(entry);
    onPick(entry);
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && layout.items[0]) {
      event.preventDefault();
      pick(layout.items[0]);
    } else if (event.key === 'Escape') {
      // A search box's own Escape only clears it; here Esc closes the picker, as in the grid.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && layout.items.length > 0) {
      event.preventDefault();
      setActive({ index: 0, focus: true });
    }
  };

  return (
    <ModalDialog title={title} onClose={onClose} className="emoji-picker">
      <input
        ref={searchRef}
        type="search"
        className="emoji-search"
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.search)}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive({ index: -1, focus: false });
        }}
        onKeyDown={onSearchKey}
      />
      {!searching && index !== undefined && (
        <div className="emoji-tabs" role="toolbar" aria-label={intl.formatMessage(messages.categories)}>
          {sections.map((section, s) => (
            <button
              key={section.title}
              type="button"
              className="emoji-tab"
              aria-label={section.title}
              title={section.title}
              onClick={() => setScrollToRow(layout.sectionRow[s] ?? 0)}
            >
              {section.entries[0] && (
                <EmojiGlyph
                  name={section.entries[0].name}
                  code={section.entries[0].code}
                  kind={section.entries[0].kind}
                />
              )}
            </button>
          ))}
        </div>
      )}
      {loadError !== null ? (
        <p role="alert">
          {intl.formatMessage(messages.loadFailed, { reason: errorMessage(loadError, intl) })}
        </p>
      ) : index === undefined ? (
        <p className="emoji-picker-note">{intl.formatMessage(messages.loading)}</p>
      ) : layout.items.length === 0 ? (
        <p className="emoji-picker-note">{intl.formatMessage(messages.noMatch, { query: query.trim() })}</p>
      ) : (
        <EmojiGrid
          layout={layout}
          query={query.trim()}
          active={active.index}
          focusActive={active.focus}
          scrollToRow={scrollToRow}
          onActiveChange={(i, focus) => setActive({ index: i, focus })}
          onPick={pick}
          onLeave={() => {
            setActive({ index: -1, focus: false });
            searchRef.current?.focus();
          }}
        />
      )}
      <p className="emoji-picker-footer" aria-live="polite" data-testid="emoji-picker-footer">
        {current ? describe(current) : ''}
      </p>
      {error && (
        <p role="alert" className="emoji-picker-error">
          {error}
        </p>
      )}
    </ModalDialog>
  );
}
