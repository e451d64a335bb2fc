// A big realm's sidebar fills up all at once when its register snapshot arrives: hundreds of rows,
// then the direct messages. Its first paint needs only the rows on screen, so it gets those first and
// the rest in a deferred render (which React runs in slices, keeping the page responsive) a moment
// later.
import { useDeferredValue } from 'react';
import type { SidebarSection } from './sidebar-model';

/** The least height of a channel row (sidebar.css: .channel-link min-height). */
const MIN_ROW_PX = 30;

/** Channel rows in the first paint of a sidebar filling up from empty: as many as fit the window. */
export function firstPaintRows(windowHeight: number): number {
  return Math.max(1, Math.ceil(windowHeight / MIN_ROW_PX));
}

export interface FirstPaint {
  sections: SidebarSection[];
  /** True while only the first rows are shown: what follows the channels waits too. */
  partial: boolean;
}

export function useFirstPaint(all: SidebarSection[]): FirstPaint {
  // The urgent render sees the previous sections here; React renders again with `all` right after.
  const deferred = useDeferredValue(all);
  return firstPaintOf(all, deferred, firstPaintRows(window.innerHeight));
}

/**
 * What to render of `all` while the deferred render still has `shown`: only a fill from nothing is
 * cut short, to `rows` channels; any other change renders in full at once.
 */
export function firstPaintOf(all: SidebarSection[], shown: SidebarSection[], rows: number): FirstPaint {
  const filling = shown !== all && channelCount(shown) === 0;
  if (!filling || channelCount(all) <= rows) return { sections: all, partial: false };
  return { sections: firstRows(all, rows), partial: true };
}

/** The sections cut down to their first `rows` channels in order (later sections left out). */
export function firstRows(sections: readonly SidebarSection[], rows: number): SidebarSection[] {
  const out: SidebarSection[] = [];
  let left = rows;
  for (const section of sections) {
    if (left <= 0) break;
    const channels = section.channels.length <= left ? section.channels : section.channels.slice(0, left);
    out.push(channels === section.channels ? section : { ...section, channels });
    left -= channels.length;
  }
  return out;
}

function channelCount(sections: readonly SidebarSection[]): number {
  return sections.reduce((sum, section) => sum + section.channels.length, 0);
}
