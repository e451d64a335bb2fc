// Views that are not channels: drafts, saved snippets and, for bots, their stored data.
import { routeHref, type Route } from '../../routing/route';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { isConversationRoute, useSidebarUi } from './sidebar-ui-store';
import { useEffect } from 'react';

type ViewName = 'drafts' | 'snippets' | 'bot-storage';

const VIEWS: { name: ViewName; label: string; botsOnly?: boolean }[] = [
  { name: 'drafts', label: 'Drafts' },
  { name: 'snippets', label: 'Saved snippets' },
  { name: 'bot-storage', label: 'Bot storage', botsOnly: true },
];

export function SidebarViews() {
  const route: Route = useRoute();
  const isBot = useAppStore((s) => s.realm.ownIsBot);
  const remember = useSidebarUi((s) => s.setLastConversation);
  useEffect(() => {
    if (isConversationRoute(route)) remember(route);
  }, [route, remember]);
  return (
    <ul className="sidebar-views" aria-label="Views">
      {VIEWS.filter((view) => isBot || view.botsOnly !== true).map((view) => {
        const current = route.name === view.name;
        return (
          <li key={view.name}>
            <a
              href={routeHref({ name: view.name })}
              className={`sidebar-view-link${current ? ' is-current' : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {view.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
