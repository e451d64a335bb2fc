// A key press as a chord string ('N', 'Shift+N', 'Ctrl+K', '*', 'Alt+ArrowLeft'), the form the key
// table is written in, following Zulip's web app (get_keydown_hotkey in web/src/hotkey.ts):
// - letters are named in capitals and Shift is written out, so Caps Lock does not change a key;
// - Shift is left out for symbols that need it on many layouts (* + = - / : < > ? @);
// - on layouts whose letters are not Latin, the physical key (event.code) gives the QWERTY letter;
// - Cmd stands for Ctrl on macOS (except Ctrl+[), and a Ctrl press there is not a shortcut.
// Also: whether the focus is in a text field, where most keys must stay the user's typing.

export interface KeyPress {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const SHIFTLESS_SYMBOLS = new Set(['*', '+', '=', '-', '/', ':', '<', '>', '?', '@']);

const NAMED_KEYS = new Set([
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'Backspace',
  'ContextMenu',
  'Delete',
  'End',
  'Enter',
  'Escape',
  'F10',
  'Home',
  'PageDown',
  'PageUp',
  'Tab',
]);

const CODE_SYMBOLS: Readonly<Record<string, string>> = {
  BracketLeft: '[',
  Equal: '=',
  Minus: '-',
  Period: '.',
  Slash: '/',
  Space: ' ',
};

function isPrintableAscii(key: string): boolean {
  return key.length === 1 && key >= ' ' && key <= '~';
}

/** The key's name as the table writes it, or null for a key the table cannot name. */
function baseKey(press: KeyPress): string | null {
  if (isPrintableAscii(press.key) || NAMED_KEYS.has(press.key)) return press.key;
  const letter = /^Key([A-Z])$/.exec(press.code);
  if (letter !== null) return letter[1] as string;
  return CODE_SYMBOLS[press.code] ?? null;
}

/** The chord of a key press, or null for presses that are no shortcut (modifier keys, IME keys). */
export function chordOf(press: KeyPress, isMac: boolean): string | null {
  let key = baseKey(press);
  if (key === null) return null;
  let ctrl = press.ctrlKey;
  if (isMac) {
    if (press.ctrlKey && key !== '[') return null;
    ctrl = press.ctrlKey || press.metaKey;
  } else if (press.metaKey) return null;
  if (/^[a-zA-Z]$/.test(key)) key = key.toUpperCase();
  const parts: string[] = [];
  if (ctrl) parts.push('Ctrl');
  if (press.altKey) parts.push('Alt');
  const shift = press.shiftKey && !SHIFTLESS_SYMBOLS.has(key);
  if (shift) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

/** True when keys typed at `element` are text: inputs, text areas, selects, editable content, comboboxes. */
export function isTextField(element: Element | null): boolean {
  if (element === null) return false;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    );
  }
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.closest('[role="combobox"], [role="textbox"], [role="searchbox"]') !== null;
}

/** True when `element` is a control that acts on Enter or Space itself (a button, a link). */
export function isActivatable(element: Element | null): boolean {
  return (
    element?.closest('button, a[href], summary, [role="button"], [role="link"], [role="menuitem"]') != null
  );
}
