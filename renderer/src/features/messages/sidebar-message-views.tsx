// The sidebar's message views that span conversations: the Inbox and the combined feed (with the
// unread total), Recent conversations, your mentions (with unread mentions) and your starred messages.
import { defineMessages, useIntl } from 'react-intl';
import { routeHref, type Route } from '../../routing/route';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { unreadSummary } from '../../state/unread-counts';
import { UnreadBadge } from './unread-badge';

type ViewName = 'inbox' | 'recent' | 'feed' | 'mentions' | 'starred';

const LABELS = defineMessages({
  inbox: { id: 'messages.sidebar_views.inbox', defaultMessage: 'Inbox' },
  recent: { id: 'messages.sidebar_views.recent', defaultMessage: 'Recent conversations' },
  feed: { id: 'messages.sidebar_views.feed', defaultMessage: 'Combined feed' },
  mentions: { id: 'messages.sidebar_views.mentions', defaultMessage: 'Mentions' },
  starred: { id: 'messages.sidebar_views.starred', defaultMessage: 'Starred messages' },
  list: { id: 'messages.sidebar_views.label', defaultMessage: 'Message views' },
});

const VIEWS: readonly ViewName[] = ['inbox', 'recent', 'feed', 'mentions', 'starred'];

export function SidebarMessageViews() {
  const intl = useIntl();
  const route: Route = useRoute();
  const total = useAppStore((s) => unreadSummary(s).total);
  const mentions = useAppStore((s) => unreadSummary(s).allMentions);
  const counts: Record<ViewName, number> = { inbox: total, recent: 0, feed: total, mentions, starred: 0 };
  return (
    <ul className="sidebar-views message-views" aria-label={intl.formatMessage(LABELS.list)}>
      {VIEWS.map((view) => {
        const current = route.name === view;
        const hintId = `sidebar-unread-${view}`;
        return (
          <li key={view}>
            <a
              href={routeHref({ name: view })}
              className={`sidebar-view-link${current ? ' is-current' : ''}`}
              aria-current={current ? 'page' : undefined}
              aria-describedby={hintId}
            >
              <span className="sidebar-view-name">{intl.formatMessage(LABELS[view])}</span>
              <UnreadBadge hintId={hintId} count={counts[view]} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
