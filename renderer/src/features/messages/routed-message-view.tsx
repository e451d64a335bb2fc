// The message view for a route: one view per narrow, so switching narrows starts a fresh list.
import type { Route } from '../../routing/route';
import { useAppStore } from '../../state/selectors';
import { MessageView } from './message-view';
import { narrowFromRoute, narrowKey } from './narrow';

export function RoutedMessageView({ route }: { route: Route }) {
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const narrow = narrowFromRoute(route, ownUserId);
  if (narrow === null) return null;
  // A link to a message opens a fresh view around it, even in the narrow already open.
  const near = 'near' in route ? route.near : undefined;
  return <MessageView key={`${narrowKey(narrow)}@${near ?? ''}`} narrow={narrow} anchorId={near} />;
}
