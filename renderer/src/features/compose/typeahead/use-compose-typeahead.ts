// The typeahead's state for one textarea: where the caret is, which trigger it sits after, the
// suggestions, the highlighted one, and the keys that drive it (ArrowUp/Down move, Enter or Tab
// pick, Esc closes until the trigger changes). A pick replaces the trigger text through
// applyTextEdit, so it can be undone like typing. Any textarea can use it (compose, the edit editor).
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import type { ComposeRecipient } from '../compose-rules';
import { applyTextEdit } from '../formatting/apply-text-edit';
import { suggestionsFor, type Suggestion } from './typeahead-suggestions';
import { findTrigger } from './typeahead-trigger';
import { useTypeaheadSources } from './use-typeahead-sources';

export interface TypeaheadControl {
  listId: string;
  optionId(index: number): string;
  suggestions: readonly Suggestion[];
  /** The query the suggestions are for ('' when closed). */
  query: string;
  /** -1 when the list is closed. */
  activeIndex: number;
  open: boolean;
  /** Call from the editor's keydown capture; true when the key was the typeahead's. */
  handleKey(event: KeyboardEvent<HTMLElement>): boolean;
  /** The caret moved or the box lost focus (null). */
  trackCaret(caret: number | null): void;
  pick(suggestion: Suggestion): void;
  setActive(index: number): void;
}

export function useComposeTypeahead(
  textarea: RefObject<HTMLTextAreaElement | null>,
  text: string,
  recipient: ComposeRecipient,
): TypeaheadControl {
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const trigger = caret === null || caret > text.length ? null : findTrigger(text, caret);
  const triggerKey = trigger === null ? null : `${trigger.kind}:${trigger.start}`;
  const live = trigger !== null && triggerKey !== dismissed ? trigger : null;
  const sources = useTypeaheadSources(live, recipient);
  const suggestions = live === null ? [] : suggestionsFor(live, sources);
  const open = suggestions.length > 0;
  const activeIndex = open ? Math.min(active, suggestions.length - 1) : -1;

  function pick(suggestion: Suggestion): void {
    const box = textarea.current;
    if (box === null || live === null || caret === null) return;
    // A channel pick leaves no space, so `>` can go on to its topics.
    const insert = suggestion.kind === 'channel' ? suggestion.insert : `${suggestion.insert} `;
    const end = live.start + insert.length;
    applyTextEdit(box, { start: live.start, end: caret, text: insert, selectStart: end, selectEnd: end });
    setCaret(end);
    setActive(0);
  }

  function handleKey(event: KeyboardEvent<HTMLElement>): boolean {
    if (!open || event.nativeEvent.isComposing) return false;
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && plain) {
      setActive((activeIndex + step + suggestions.length) % suggestions.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && plain && !event.shiftKey) {
      const chosen = suggestions[activeIndex];
      if (chosen !== undefined) pick(chosen);
    } else if (event.key === 'Escape') {
      setDismissed(triggerKey);
    } else {
      return false;
    }
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  return {
    listId,
    optionId: (index) => `${listId}-option-${index}`,
    suggestions,
    query: live?.query ?? '',
    activeIndex,
    open,
    handleKey,
    trackCaret(next) {
      if (next !== caret) setActive(0);
      setCaret(next);
    },
    pick,
    setActive,
  };
}
