// The sidebar's sections as the channel filter shows them. Lower-cased names are computed once per
// change of the sidebar (not per keystroke), and the filtering itself once per change of the text.
// The rows follow the text as a deferred value: a keystroke that brings back hundreds of rows renders
// them in interruptible slices, so the field never waits for the list. (Only the text is deferred: a
// change of the channels themselves renders as before, first-paint slicing included.)
import { useDeferredValue, useMemo } from 'react';
import { filterable, filterSections, filterTerms, type FilterableSection } from './channel-filter-model';
import type { SidebarSection } from './sidebar-model';
import { useSidebarUi } from './sidebar-ui-store';

export interface FilteredSections {
  /** What the sidebar renders (may lag the text by a render). */
  sections: SidebarSection[];
  /** What the text matches now: Enter opens the first of these. */
  matches: SidebarSection[];
  /** The filter has text: an empty result means "no matching channels", not "no subscriptions". */
  filtering: boolean;
}

export function useFilteredSections(all: SidebarSection[]): FilteredSections {
  const text = useSidebarUi((s) => s.channelFilter);
  const shownText = useDeferredValue(text);
  const prepared = useMemo(() => filterable(all), [all]);
  const terms = useMemo(() => filterTerms(text), [text]);
  const shownTerms = useMemo(() => filterTerms(shownText), [shownText]);
  const matches = useMemo(() => filtered(all, prepared, terms), [all, prepared, terms]);
  const sections = useMemo(() => filtered(all, prepared, shownTerms), [all, prepared, shownTerms]);
  return { sections, matches, filtering: shownTerms.length > 0 };
}

function filtered(all: SidebarSection[], prepared: FilterableSection[], terms: string[]): SidebarSection[] {
  return terms.length === 0 ? all : filterSections(prepared, terms);
}
