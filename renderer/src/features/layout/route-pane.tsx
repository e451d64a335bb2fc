// What the main pane shows for each route. Each feature owns its view; this table only picks it.
import type { Route } from '../../routing/route';
import { BotStorageView } from '../bot-storage/bot-storage-view';
import { BrowseChannelsView } from '../browse/browse-channels-view';
import { WelcomePane } from '../channels/channel-pane';
import { DiagnosticsView } from '../diagnostics/diagnostics-view';
import { DraftsView } from '../drafts/drafts-view';
import { InboxView } from '../inbox/inbox-view';
import { SnippetsView } from '../snippets/snippets-view';
import { PeopleView } from '../people/people-view';
import { SettingsView } from '../settings/settings-view';
import { RoutedMessageView } from '../messages/routed-message-view';
import { useHomeRoute } from '../recent/home-route';
import { RecentView } from '../recent/recent-view';

export function RoutePane({ route }: { route: Route }) {
  switch (route.name) {
    case 'channel':
    case 'topic':
    case 'dm':
    case 'feed':
    case 'mentions':
    case 'starred':
    case 'search':
      return <RoutedMessageView route={route} />;
    case 'inbox':
      return <InboxView />;
    case 'people':
      return <PeopleView />;
    case 'settings':
      return <SettingsView section={route.section} />;
    case 'browse':
      return <BrowseChannelsView />;
    case 'drafts':
      return <DraftsView />;
    case 'snippets':
      return <SnippetsView />;
    case 'bot-storage':
      return <BotStorageView />;
    case 'recent':
      return <RecentView />;
    case 'diagnostics':
      return <DiagnosticsView />;
    case 'home':
      return <HomePane />;
    default:
      return <WelcomePane />;
  }
}

/** Home (`#/`) shows the view web_home_view names (the Inbox, Recent conversations or the feed). */
function HomePane() {
  const route = useHomeRoute();
  return route === null ? null : <RoutePane route={route} />;
}
