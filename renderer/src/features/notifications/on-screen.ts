// Whether the window is showing a message's conversation to someone looking at it: it has the focus
// and the route is that topic, that channel or that direct conversation. Zulip does not notify then
// (it marks such a message read at once); the notification decision takes this as `onScreen`.
import type { Message } from '../../../../shared/objects';
import { parseRoute } from '../../routing/route';
import { messageMatchesNarrow } from '../../state/narrow';
import { narrowFromRoute } from '../messages/narrow';

export function routeShowsMessage(hash: string, message: Message, ownUserId: number): boolean {
  const narrow = narrowFromRoute(parseRoute(hash), ownUserId);
  if (narrow === null || !(narrow.kind === 'channel' || narrow.kind === 'topic' || narrow.kind === 'dm'))
    return false;
  return messageMatchesNarrow(message, narrow, ownUserId);
}

/** The page as it is now: its focus, its visibility and its route. */
export function pageShowsMessage(message: Message, ownUserId: number): boolean {
  const looking = document.visibilityState === 'visible' && document.hasFocus();
  return looking && routeShowsMessage(window.location.hash, message, ownUserId);
}
