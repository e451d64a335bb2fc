// The sidebar's message views that span conversations: the Inbox and the combined feed (with the
// unread total), Recent conversations, your mentions (with unread mentions) and your starred messages.
import { routeHref, type Route } from '../../routing/route';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { unreadSummary } from '../../state/unread-counts';
import { UnreadBadge } from './unread-badge';

type ViewName = 'inbox' | 'recent' | 'feed' | 'mentions' | 'starred';

const VIEWS: { name: ViewName; label: string }[] = [
  { name: 'inbox', label: 'Inbox' },
  { name: 'recent', label: 'Recent conversations' },
  { name: 'feed', label: 'Combined feed' },
  { name: 'mentions', label: 'Mentions' },
  { name: 'starred', label: 'Starred messages' },
];

export function SidebarMessageViews() {
  const route: Route = useRoute();
  const total = useAppStore((s) => unreadSummary(s).total);
  const mentions = useAppStore((s) => unreadSummary(s).allMentions);
  const counts: Record<ViewName, number> = { inbox: total, recent: 0, feed: total, mentions, starred: 0 };
  return (
    <ul className="sidebar-views message-views" aria-label="Message views">
      {VIEWS.map((view) => {
        const current = route.name === view.name;
        const hintId = `sidebar-unread-${view.name}`;
        return (
          <li key={view.name}>
            <a
              href={routeHref({ name: view.name })}
              className={`sidebar-view-link${current ? ' is-current' : ''}`}
              aria-current={current ? 'page' : undefined}
              aria-describedby={hintId}
            >
              <span className="sidebar-view-name">{view.label}</span>
              <UnreadBadge hintId={hintId} count={counts[view.name]} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
