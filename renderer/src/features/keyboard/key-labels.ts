// Keys as people read them: named keys (Shift, Space, Esc…) in the window's language, arrows as
// arrows, letters and symbols as they are. The help sheet and the message actions' shortcuts use it.
import { defineMessages, type IntlShape } from 'react-intl';

/** The keys the sheet names in words; others (letters, symbols, arrows) are shown as they are. */
const KEY_NAMES = defineMessages({
  Escape: { id: 'keyboard.key.escape', defaultMessage: 'Esc' },
  PageUp: { id: 'keyboard.key.page_up', defaultMessage: 'PgUp' },
  PageDown: { id: 'keyboard.key.page_down', defaultMessage: 'PgDn' },
  ContextMenu: { id: 'keyboard.key.menu', defaultMessage: 'Menu' },
  ' ': { id: 'keyboard.key.space', defaultMessage: 'Space' },
  Ctrl: { id: 'keyboard.key.ctrl', defaultMessage: 'Ctrl' },
  Shift: { id: 'keyboard.key.shift', defaultMessage: 'Shift' },
  Alt: { id: 'keyboard.key.alt', defaultMessage: 'Alt' },
  Enter: { id: 'keyboard.key.enter', defaultMessage: 'Enter' },
  Home: { id: 'keyboard.key.home', defaultMessage: 'Home' },
  End: { id: 'keyboard.key.end', defaultMessage: 'End' },
  Tab: { id: 'keyboard.key.tab', defaultMessage: 'Tab' },
});
const ARROWS: Readonly<Record<string, string>> = {
  ArrowDown: '↓',
  ArrowUp: '↑',
  ArrowLeft: '←',
  ArrowRight: '→',
};

type KeyName = keyof typeof KEY_NAMES;
const isNamed = (part: string): part is KeyName => Object.hasOwn(KEY_NAMES, part);

/** One key as the sheet shows it: its name in the window's language, its arrow, or itself. */
export function keyLabel(intl: Pick<IntlShape, 'formatMessage'>, part: string): string {
  if (isNamed(part)) return intl.formatMessage(KEY_NAMES[part]);
  return ARROWS[part] ?? (part.length === 1 ? part.toUpperCase() : part);
}

/** A chord's keys as written in the table: 'Shift+N' → Shift, N; 'Ctrl+K' → Ctrl (⌘ on macOS), K. */
export function chordParts(chord: string, isMac: boolean): string[] {
  const parts = chord === '+' ? ['+'] : chord.split(/\+(?=.)/);
  return parts.map((part, i) =>
    i < parts.length - 1 && part === 'Ctrl' && isMac && chord !== 'Ctrl+[' ? '⌘' : part,
  );
}

/** A chord as one label, its keys joined by "+": 'Shift+U' → "Shift+U" ("Umschalt+U" in German). */
export function chordLabel(intl: Pick<IntlShape, 'formatMessage'>, chord: string, isMac = false): string {
  return chordParts(chord, isMac)
    .map((part) => keyLabel(intl, part))
    .join('+');
}
