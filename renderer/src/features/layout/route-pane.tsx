// What the main pane shows for each route. Each feature owns its view; this table only picks it.
import type { Route } from '../../routing/route';
import { ChannelPane, WelcomePane } from '../channels/channel-pane';

export function RoutePane({ route }: { route: Route }) {
  switch (route.name) {
    case 'channel':
      return <ChannelPane key={route.streamId} streamId={route.streamId} />;
    // TODO(#7): message views for topics, direct conversations, the combined feed, mentions, starred.
    // TODO(#4): people. TODO(#5): settings. TODO(#6): browse, drafts, snippets.
    default:
      return <WelcomePane />;
  }
}
