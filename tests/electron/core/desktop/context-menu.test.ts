import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTIONS,
  textContextMenu,
  type TextContextParams,
} from '../../../../electron/core/desktop/context-menu';
import { plainIntl } from '../../../support/intl';

const flags = { canCut: true, canCopy: true, canPaste: true, canSelectAll: true };
const params = (extra: Partial<TextContextParams> = {}): TextContextParams => ({
  isEditable: true,
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [],
  editFlags: flags,
  ...extra,
});
const labels = (p: TextContextParams) =>
  textContextMenu(p, plainIntl()).map((e) =>
    e.type === 'separator' ? '—' : 'label' in e ? e.label : e.type,
  );

describe('textContextMenu', () => {
  it('offers cut, copy, paste and select all in a text field, enabled as its edit flags say', () => {
    const menu = textContextMenu(
      params({ editFlags: { ...flags, canCut: false, canCopy: false } }),
      plainIntl(),
    );
    expect(menu).toEqual([
      { type: 'role', role: 'cut', label: 'Cut', enabled: false },
      { type: 'role', role: 'copy', label: 'Copy', enabled: false },
      { type: 'role', role: 'paste', label: 'Paste', enabled: true },
      { type: 'separator' },
      { type: 'role', role: 'selectAll', label: 'Select all', enabled: true },
    ]);
  });

  it('puts the suggestions for a misspelled word first, then "Add to dictionary"', () => {
    const menu = textContextMenu(
      params({ misspelledWord: 'teh', dictionarySuggestions: ['the', 'tea'] }),
      plainIntl(),
    );
    expect(menu.slice(0, 4)).toEqual([
      { type: 'action', label: 'the', action: { kind: 'replace-misspelling', word: 'the' } },
      { type: 'action', label: 'tea', action: { kind: 'replace-misspelling', word: 'tea' } },
      { type: 'action', label: 'Add to dictionary', action: { kind: 'add-to-dictionary', word: 'teh' } },
      { type: 'separator' },
    ]);
  });

  it('says when there are no suggestions, and keeps a long list short', () => {
    expect(labels(params({ misspelledWord: 'xqzt' })).slice(0, 2)).toEqual([
      'No spelling suggestions',
      'Add to dictionary',
    ]);
    const many = Array.from({ length: 12 }, (_, i) => `word${i}`);
    const menu = textContextMenu(
      params({ misspelledWord: 'wrod', dictionarySuggestions: many }),
      plainIntl(),
    );
    expect(menu.filter((e) => e.type === 'action' && e.action.kind === 'replace-misspelling')).toHaveLength(
      MAX_SUGGESTIONS,
    );
  });

  it('offers only Copy for selected text outside a field, and nothing with nothing selected', () => {
    expect(textContextMenu(params({ isEditable: false, selectionText: 'hello' }), plainIntl())).toEqual([
      { type: 'role', role: 'copy', label: 'Copy' },
    ]);
    expect(textContextMenu(params({ isEditable: false, selectionText: '  ' }), plainIntl())).toEqual([]);
    // A misspelling outside a field (Chromium reports none there) never offers to replace text.
    expect(labels(params({ isEditable: false, misspelledWord: 'teh', selectionText: 'teh' }))).toEqual([
      'Copy',
    ]);
  });

  it("labels the items in the window's language, not the system's", () => {
    const menu = textContextMenu(
      params({ misspelledWord: 'Hallo', dictionarySuggestions: [] }),
      plainIntl('de'),
    );
    expect(menu.map((e) => (e.type === 'separator' ? '—' : 'label' in e ? e.label : e.type))).toEqual([
      'Keine Rechtschreibvorschläge',
      'Zum Wörterbuch hinzufügen',
      '—',
      'Ausschneiden',
      'Kopieren',
      'Einfügen',
      '—',
      'Alles auswählen',
    ]);
  });
});
