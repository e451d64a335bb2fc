// The context menu on text, as data, from the parameters of Electron's `context-menu` event: the
// spell checker's suggestions for a misspelled word with "Add to dictionary", then cut, copy, paste
// and select all as the field's edit flags allow. Right-clicks the page handles itself (a message's
// menu) never reach main, so anything else with no text to act on gets no menu at all.
import { separator, type MenuEntry } from './menu-template';

/** The part of Electron's ContextMenuParams this menu reads. */
export interface TextContextParams {
  isEditable: boolean;
  selectionText: string;
  misspelledWord: string;
  dictionarySuggestions: readonly string[];
  spellcheckEnabled?: boolean;
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

/** Chromium gives a handful; more than this is a wall of words. */
export const MAX_SUGGESTIONS = 5;

function spellingEntries(params: TextContextParams): MenuEntry[] {
  const word = params.misspelledWord.trim();
  if (!params.isEditable || word === '') return [];
  const suggestions = params.dictionarySuggestions.slice(0, MAX_SUGGESTIONS);
  return [
    ...(suggestions.length === 0
      ? [{ type: 'label', label: 'No spelling suggestions' } as const]
      : suggestions.map((suggestion): MenuEntry => ({
          type: 'action',
          label: suggestion,
          action: { kind: 'replace-misspelling', word: suggestion },
        }))),
    { type: 'action', label: 'Add to dictionary', action: { kind: 'add-to-dictionary', word } },
    separator,
  ];
}

/** The menu for these parameters; empty when there is nothing to offer (no menu is shown then). */
export function textContextMenu(params: TextContextParams): MenuEntry[] {
  const { editFlags } = params;
  const hasSelection = params.selectionText.trim() !== '';
  if (!params.isEditable) {
    return hasSelection && editFlags.canCopy ? [{ type: 'role', role: 'copy', label: 'Copy' }] : [];
  }
  return [
    ...spellingEntries(params),
    { type: 'role', role: 'cut', label: 'Cut', enabled: editFlags.canCut },
    { type: 'role', role: 'copy', label: 'Copy', enabled: editFlags.canCopy },
    { type: 'role', role: 'paste', label: 'Paste', enabled: editFlags.canPaste },
    separator,
    { type: 'role', role: 'selectAll', label: 'Select all', enabled: editFlags.canSelectAll },
  ];
}
