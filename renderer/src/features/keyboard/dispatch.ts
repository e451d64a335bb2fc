// Which command a key press gives, decided from the key table alone (no DOM, so it is unit-tested):
// only the window layer's keys, never while typing in a text field except the few Zulip lets
// through there (Ctrl+K, Ctrl+S, Esc and Ctrl+[), never twice for a key held down unless the key
// repeats (moving the selection), and Esc goes home only when web_escape_navigates_to_home_view.
import { KEY_TABLE, type KeyBinding } from './key-table';

/** The bindings the window layer acts on: the window's own and the open view's. */
export type LayerBinding = Extract<KeyBinding, { scope: 'window' | 'view' }>;

export interface DispatchContext {
  /** Focus is in an input, text area, select, editable content or combobox. */
  inTextField: boolean;
  /** Focus is on a button or link, which acts on Enter and Space itself. */
  onActivatable: boolean;
  /** The key is held down (KeyboardEvent.repeat). */
  repeat: boolean;
  /** The user's web_escape_navigates_to_home_view. */
  escapeGoesHome: boolean;
}

export type Dispatch =
  | { kind: 'command'; binding: LayerBinding }
  /** Esc or Ctrl+[ in a text field nobody else handled: leave the field, as the web app does. */
  | { kind: 'leave-field' };

/** The window layer's bindings by chord. Built once: the table is constant. */
export function layerIndex(table: readonly KeyBinding[] = KEY_TABLE): ReadonlyMap<string, LayerBinding> {
  const index = new Map<string, LayerBinding>();
  for (const binding of table) {
    if (binding.scope === 'compose') continue;
    for (const chord of binding.keys) {
      if (index.has(chord)) throw new Error(`Two shortcuts for ${chord}`);
      index.set(chord, binding);
    }
  }
  return index;
}

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

export function dispatchKey(
  chord: string,
  context: DispatchContext,
  index: ReadonlyMap<string, LayerBinding>,
): Dispatch | null {
  const binding = index.get(chord);
  if (binding === undefined) return null;
  const leaving = chord === 'Escape' || chord === 'Ctrl+[';
  if (context.inTextField) {
    if (leaving) return { kind: 'leave-field' };
    const typingToo = binding.inText === true || (binding.inText?.includes(chord) ?? false);
    if (!typingToo) return null;
  }
  if (context.repeat && binding.repeats !== true) return null;
  if (context.onActivatable && ACTIVATION_KEYS.has(chord)) return null;
  if (chord === 'Escape' && !context.escapeGoesHome) return null;
  return { kind: 'command', binding };
}
