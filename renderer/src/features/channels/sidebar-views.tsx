// Views that are not channels: drafts, saved snippets and, for bots, their stored data.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { routeHref, type Route } from '../../routing/route';
import { useRoute } from '../../routing/use-route';
import { useAppStore } from '../../state/selectors';
import { isConversationRoute, useSidebarUi } from './sidebar-ui-store';
import { useEffect } from 'react';

type ViewName = 'drafts' | 'snippets' | 'bot-storage';

const messages = defineMessages({
  list: { id: 'channels.views.list_label', defaultMessage: 'Views' },
  drafts: { id: 'channels.views.drafts', defaultMessage: 'Drafts' },
  snippets: { id: 'channels.views.snippets', defaultMessage: 'Saved snippets' },
  botStorage: { id: 'channels.views.bot_storage', defaultMessage: 'Bot storage' },
});

const VIEWS: { name: ViewName; label: MessageDescriptor; botsOnly?: boolean }[] = [
  { name: 'drafts', label: messages.drafts },
  { name: 'snippets', label: messages.snippets },
  { name: 'bot-storage', label: messages.botStorage, botsOnly: true },
];

export function SidebarViews() {
  const intl = useIntl();
  const route: Route = useRoute();
  const isBot = useAppStore((s) => s.realm.ownIsBot);
  const remember = useSidebarUi((s) => s.setLastConversation);
  useEffect(() => {
    if (isConversationRoute(route)) remember(route);
  }, [route, remember]);
  return (
    <ul className="sidebar-views" aria-label={intl.formatMessage(messages.list)}>
      {VIEWS.filter((view) => isBot || view.botsOnly !== true).map((view) => {
        const current = route.name === view.name;
        return (
          <li key={view.name}>
            <a
              href={routeHref({ name: view.name })}
              className={`sidebar-view-link${current ? ' is-current' : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {intl.formatMessage(view.label)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
