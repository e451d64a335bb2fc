// The search box's state: the pills (finished operator terms), the text (free words and the word
// being typed), the suggestions for that word and the highlighted one. An operator typed and
// followed by a space becomes a pill; a picked value becomes a pill and searches at once; Enter
// searches pills and text together; a pill's remove button on the search being shown searches again
// without it, as the web app does; Backspace in an empty field takes back the last pill; Esc closes
// the suggestions, then puts the box back to what the current route searches and leaves it.
// On a search route the box shows that route's terms, so the user can refine them.
import { useId, useState, type KeyboardEvent } from 'react';
import type { SearchTerm } from '../../state/narrow';
import { absorbOperators, joinTerms, splitTerms } from './pills';
import { currentFragment, searchSuggestions, type SearchSuggestion } from './search-suggestions';
import { useSearchSources } from './use-search-sources';

export interface SearchBoxOptions {
  /** What the current route searches, or null when it is not a search. */
  routeTerms: readonly SearchTerm[] | null;
  /** Opens the search for these terms (names still as typed). */
  search(terms: SearchTerm[]): void;
  blur(): void;
}

export function useSearchBox({ routeTerms, search, blur }: SearchBoxOptions) {
  const listId = useId();
  const routeKey = JSON.stringify(routeTerms);
  const [synced, setSynced] = useState<string | null>(null);
  const [pills, setPills] = useState<SearchTerm[]>([]);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  if (synced !== routeKey) {
    // A new route: show what it searches (adjusting state while rendering, as React advises).
    const shown = splitTerms(routeTerms ?? []);
    setSynced(routeKey);
    setPills(shown.pills);
    setText(shown.text);
    setOpen(false);
  }

  const fragment = currentFragment(text);
  const sources = useSearchSources(pills, open && fragment.operator === 'topic');
  const suggestions = open ? searchSuggestions(fragment, sources) : [];
  const activeIndex = Math.min(active, suggestions.length - 1);

  function edit(nextPills: SearchTerm[], nextText: string): void {
    setPills(nextPills);
    setText(nextText);
    setActive(-1);
    setOpen(true);
  }

  function submit(withPills: SearchTerm[], withText: string): void {
    const terms = joinTerms(withPills, withText);
    setOpen(false);
    if (terms.length > 0) search(terms);
  }

  function pick(suggestion: SearchSuggestion): void {
    const before = text.slice(0, fragment.start);
    if (suggestion.completion.kind === 'text') return edit(pills, before + suggestion.completion.text);
    const rest = before.trim() === '' ? '' : `${before.trim()} `;
    const nextPills = [...pills, suggestion.completion.term];
    edit(nextPills, rest);
    submit(nextPills, rest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.nativeEvent.isComposing) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const chosen = suggestions[activeIndex];
    if (step !== 0 && suggestions.length > 0) {
      // -1 (nothing highlighted: Enter searches the text) is one stop of the cycle.
      const stops = suggestions.length + 1;
      setActive(((activeIndex + 1 + step + stops) % stops) - 1);
    } else if (event.key === 'Enter') {
      if (chosen !== undefined) pick(chosen);
      else submit(pills, text);
    } else if (event.key === 'Tab' && chosen !== undefined && !event.shiftKey) {
      pick(chosen);
    } else if (event.key === 'Escape') {
      if (suggestions.length > 0) setOpen(false);
      else {
        setSynced(null);
        blur();
      }
    } else if (event.key === 'Backspace' && text === '' && pills.length > 0) {
      setPills(pills.slice(0, -1));
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  return {
    listId,
    optionId: (index: number) => `${listId}-option-${index}`,
    pills,
    text,
    suggestions,
    activeIndex,
    onChange(value: string) {
      const absorbed = absorbOperators(value);
      edit(absorbed === null ? pills : [...pills, ...absorbed.pills], absorbed?.text ?? value);
    },
    onKeyDown,
    focused,
    onFocus() {
      setFocused(true);
      setOpen(true);
    },
    onBlur() {
      setFocused(false);
      setOpen(false);
    },
    removePill(index: number) {
      const rest = pills.filter((_, i) => i !== index);
      setPills(rest);
      if (routeTerms !== null && joinTerms(rest, text).length > 0) submit(rest, text);
    },
    pick,
    setActive,
  };
}
