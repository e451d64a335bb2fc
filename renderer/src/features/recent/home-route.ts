// What "home" (`#/`) shows: the view the user's web_home_view setting names. Real servers store
// "recent_topics" for Recent conversations and the API document spells it "recent"; "inbox" is the
// Inbox and "all_messages" the combined feed. Anything else, or a server without the setting, gets
// Recent conversations, Zulip's own default before the Inbox existed.
import { useMemo } from 'react';
import type { Route } from '../../routing/route';
import { useAppStore } from '../../state/selectors';

export function homeRoute(webHomeView: unknown): Route {
  switch (webHomeView) {
    case 'inbox':
      return { name: 'inbox' };
    case 'all_messages':
      return { name: 'feed' };
    default:
      return { name: 'recent' };
  }
}

/** The home view's route, or null until the user's settings have arrived. */
export function useHomeRoute(): Route | null {
  const loaded = useAppStore((s) => s.userSettings.loaded);
  const value = useAppStore((s) => s.userSettings.values.web_home_view);
  return useMemo(() => (loaded ? homeRoute(value) : null), [loaded, value]);
}
