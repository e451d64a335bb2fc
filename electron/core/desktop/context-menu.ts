// The context menu on text, as data, from the parameters of Electron's `context-menu` event: the
// spell checker's suggestions for a misspelled word with "Add to dictionary", then cut, copy, paste
// and select all as the field's edit flags allow. Right-clicks the page handles itself (a message's
// menu) never reach main, so anything else with no text to act on gets no menu at all. The labels
// are in the window's language (`intl`): Electron's role labels would follow the system's.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import { separator, type MenuEntry } from './menu-template';

const messages = defineMessages({
  noSuggestions: { id: 'menu.context.no_suggestions', defaultMessage: 'No spelling suggestions' },
  addToDictionary: { id: 'menu.context.add_to_dictionary', defaultMessage: 'Add to dictionary' },
  cut: { id: 'menu.context.cut', defaultMessage: 'Cut' },
  copy: { id: 'menu.context.copy', defaultMessage: 'Copy' },
  paste: { id: 'menu.context.paste', defaultMessage: 'Paste' },
  selectAll: { id: 'menu.context.select_all', defaultMessage: 'Select all' },
});

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

function spellingEntries(params: TextContextParams, intl: IntlShape): MenuEntry[] {
  const word = params.misspelledWord.trim();
  if (!params.isEditable || word === '') return [];
  const suggestions = params.dictionarySuggestions.slice(0, MAX_SUGGESTIONS);
  return [
    ...(suggestions.length === 0
      ? [{ type: 'label', label: intl.formatMessage(messages.noSuggestions) } as const]
      : suggestions.map((suggestion): MenuEntry => ({
          type: 'action',
          label: suggestion,
          action: { kind: 'replace-misspelling', word: suggestion },
        }))),
    {
      type: 'action',
      label: intl.formatMessage(messages.addToDictionary),
      action: { kind: 'add-to-dictionary', word },
    },
    separator,
  ];
}

/** The menu for these parameters; empty when there is nothing to offer (no menu is shown then). */
export function textContextMenu(params: TextContextParams, intl: IntlShape): MenuEntry[] {
  const { editFlags } = params;
  const label = {
    cut: intl.formatMessage(messages.cut),
    copy: intl.formatMessage(messages.copy),
    paste: intl.formatMessage(messages.paste),
    selectAll: intl.formatMessage(messages.selectAll),
  };
  const hasSelection = params.selectionText.trim() !== '';
  if (!params.isEditable) {
    return hasSelection && editFlags.canCopy ? [{ type: 'role', role: 'copy', label: label.copy }] : [];
  }
  return [
    ...spellingEntries(params, intl),
    { type: 'role', role: 'cut', label: label.cut, enabled: editFlags.canCut },
    { type: 'role', role: 'copy', label: label.copy, enabled: editFlags.canCopy },
    { type: 'role', role: 'paste', label: label.paste, enabled: editFlags.canPaste },
    separator,
    { type: 'role', role: 'selectAll', label: label.selectAll, enabled: editFlags.canSelectAll },
  ];
}
