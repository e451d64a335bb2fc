// The sidebar's sections as the channel filter shows them. Lower-cased names are computed once per
// change of the sidebar (not per keystroke), and the filtering itself once per change of the text.
import { useMemo } from 'react';
import { filterable, filterSections, filterTerms } from './channel-filter-model';
import type { SidebarSection } from './sidebar-model';
import { useSidebarUi } from './sidebar-ui-store';

export interface FilteredSections {
  sections: SidebarSection[];
  /** The filter has text: an empty result means "no matching channels", not "no subscriptions". */
  filtering: boolean;
}

export function useFilteredSections(all: SidebarSection[]): FilteredSections {
  const text = useSidebarUi((s) => s.channelFilter);
  const prepared = useMemo(() => filterable(all), [all]);
  const terms = useMemo(() => filterTerms(text), [text]);
  const filtered = useMemo(
    () => (terms.length === 0 ? all : filterSections(prepared, terms)),
    [all, prepared, terms],
  );
  return { sections: filtered, filtering: terms.length > 0 };
}
